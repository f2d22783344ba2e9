DROP INDEX "payout_deductions_section_key";--> statement-breakpoint
ALTER TABLE "payout_deductions" ADD COLUMN "deducted_on" text;--> statement-breakpoint
-- Deductions made before this column are dated by their payout, India's date (the earnings they covered were not
-- kept apart by the day of their credit).
UPDATE "payout_deductions" AS d SET "deducted_on" = to_char((p."created_at" AT TIME ZONE 'UTC') + interval '330 minutes', 'YYYY-MM-DD')
FROM "payouts" AS p WHERE p."id" = d."payout_id";--> statement-breakpoint
ALTER TABLE "payout_deductions" ALTER COLUMN "deducted_on" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_deductions_section_key" ON "payout_deductions" USING btree ("payout_id","section","tax_year","rate_bps","deducted_on");
