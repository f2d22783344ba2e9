ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_one_party";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "fee_gst_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_gst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "markup_fee_gst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "markup_gst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_party" CHECK (case when "ledger_entries"."party" in ('platform', 'platform_gst') then "ledger_entries"."store_id" is null and "ledger_entries"."seller_id" is null
        else ("ledger_entries"."store_id" is null) <> ("ledger_entries"."seller_id" is null) end);