ALTER TABLE "products" ALTER COLUMN "warranty" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "shipping" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_delivery_fee_range" CHECK ("products"."delivery_fee_paise" between 0 and 100000);--> statement-breakpoint
-- Products that paid the flat ₹49 a parcel under the old rule (shipping text not "Free…") keep paying it, now as
-- their own fee the seller can see and change (issue 34).
UPDATE "products" SET "delivery_fee_paise" = 4900 WHERE "shipping" !~* '^\s*(free\M|$)';
