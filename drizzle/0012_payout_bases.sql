ALTER TABLE "payouts" ADD COLUMN "sales_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "commission_paise" integer DEFAULT 0 NOT NULL;