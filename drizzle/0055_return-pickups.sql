DROP INDEX "order_returns_one_open_key";--> statement-breakpoint
DROP INDEX "parcels_order_seller_idx";--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "direction" text DEFAULT 'forward' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_return_idx" ON "parcels" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_one_open_key" ON "order_returns" USING btree ("line_id") WHERE "order_returns"."status" in ('requested', 'collecting');--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_order_seller_idx" ON "parcels" USING btree ("order_id","seller_id") WHERE "parcels"."direction" = 'forward';