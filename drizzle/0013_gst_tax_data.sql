ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bps" integer;--> statement-breakpoint
-- Products listed before tax data: their category's usual HSN code and rate (CATEGORY_TAX_HINTS in src/shared/gst.ts);
-- sellers see and correct them in the product form.
UPDATE "products" SET ("hsn_code", "gst_rate_bps") = (
  SELECT hint.hsn, hint.rate FROM (VALUES
    ('fashion', '6211', 500), ('jewellery', '7117', 300), ('beauty', '3304', 1800), ('electronics', '8518', 1800),
    ('home', '6304', 500), ('fitness', '9506', 500), ('books', '4901', 0), ('food', '2106', 500)
  ) AS hint(category, hsn, rate) WHERE hint.category = "products"."category"
);--> statement-breakpoint
UPDATE "products" SET "hsn_code" = '6211', "gst_rate_bps" = 500 WHERE "hsn_code" IS NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "gst_rate_bps" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_markup_percent" integer;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "business_address" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate_bps" integer;--> statement-breakpoint
UPDATE "order_lines" SET ("hsn_code", "gst_rate_bps") = (
  SELECT "products"."hsn_code", "products"."gst_rate_bps" FROM "products" WHERE "products"."id" = "order_lines"."product_id"
);--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "gst_rate_bps" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_seller_sku_key" ON "products" USING btree ("seller_id","sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code" CHECK ("products"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_range" CHECK ("products"."gst_rate_bps" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_markup_cap_range" CHECK ("products"."max_markup_percent" between 0 and 500);--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_gst_details" CHECK (("sellers"."legal_name" is null) = ("sellers"."business_address" is null)
        and ("sellers"."legal_name" is null) = ("sellers"."state_code" is null)
        and ("sellers"."gstin" is null or "sellers"."state_code" is null or "sellers"."state_code" = left("sellers"."gstin", 2)));