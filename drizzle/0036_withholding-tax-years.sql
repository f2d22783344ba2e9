CREATE TABLE "payout_year_bases" (
	"payout_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"sales_paise" bigint NOT NULL,
	"exempt_sales_paise" bigint DEFAULT 0 NOT NULL,
	"commission_paise" bigint NOT NULL,
	CONSTRAINT "payout_year_bases_payout_id_tax_year_pk" PRIMARY KEY("payout_id","tax_year")
);
--> statement-breakpoint
DROP INDEX "payout_deductions_section_key";--> statement-breakpoint
ALTER TABLE "payout_deductions" ADD COLUMN "tax_year" integer;--> statement-breakpoint
-- Deductions made before tax years were kept: the financial year (India's) of their payout.
UPDATE "payout_deductions" SET "tax_year" = (SELECT extract(year FROM ("payouts"."created_at" AT TIME ZONE 'Asia/Kolkata') - interval '3 months')::integer FROM "payouts" WHERE "payouts"."id" = "payout_deductions"."payout_id");--> statement-breakpoint
ALTER TABLE "payout_deductions" ALTER COLUMN "tax_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_year_bases" ADD CONSTRAINT "payout_year_bases_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_deductions_section_key" ON "payout_deductions" USING btree ("payout_id","section","tax_year","rate_bps");--> statement-breakpoint
-- Payouts made before: what they paid counts in the financial year of the payout.
INSERT INTO "payout_year_bases" ("payout_id", "tax_year", "sales_paise", "commission_paise") SELECT "id", extract(year FROM ("created_at" AT TIME ZONE 'Asia/Kolkata') - interval '3 months')::integer, "sales_paise", "commission_paise" FROM "payouts" WHERE "sales_paise" <> 0 OR "commission_paise" <> 0;
