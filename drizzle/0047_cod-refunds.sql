CREATE TABLE "cod_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'awaiting_upi' NOT NULL,
	"upi_id_encrypted" text,
	"upi_id_masked" text,
	"provider_payout_id" text,
	"utr" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cod_refunds_amount_positive" CHECK ("cod_refunds"."amount_paise" > 0),
	CONSTRAINT "cod_refunds_upi" CHECK (("cod_refunds"."state" <> 'awaiting_upi' or "cod_refunds"."upi_id_encrypted" is null)
        and ("cod_refunds"."state" not in ('queued', 'processing') or "cod_refunds"."upi_id_encrypted" is not null))
);
--> statement-breakpoint
ALTER TABLE "cod_refunds" ADD CONSTRAINT "cod_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_refunds_order_idx" ON "cod_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cod_refunds_open_idx" ON "cod_refunds" USING btree ("created_at") WHERE "cod_refunds"."state" in ('queued', 'processing');