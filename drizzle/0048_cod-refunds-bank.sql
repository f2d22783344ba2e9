ALTER TABLE "cod_refunds" DROP CONSTRAINT "cod_refunds_upi";--> statement-breakpoint
ALTER TABLE "cod_refunds" ADD CONSTRAINT "cod_refunds_upi" CHECK (("cod_refunds"."state" <> 'awaiting_upi' or "cod_refunds"."upi_id_encrypted" is null)
        and ("cod_refunds"."state" not in ('queued', 'processing', 'with_bank') or "cod_refunds"."upi_id_encrypted" is not null));