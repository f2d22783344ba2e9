ALTER TABLE "parcels" ADD COLUMN "to_pincode" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "parcels_created_idx" ON "parcels" USING btree ("created_at");--> statement-breakpoint
UPDATE "parcels" SET "to_pincode" = "orders"."pincode" FROM "orders" WHERE "orders"."id" = "parcels"."order_id";
