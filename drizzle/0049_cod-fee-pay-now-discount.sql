ALTER TABLE "creator_stores" ADD COLUMN "pay_now_discount_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "pay_now_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_settings" ADD COLUMN "fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_settings" ADD CONSTRAINT "cod_settings_fee" CHECK ("cod_settings"."fee_paise" >= 0);