CREATE TABLE "parcel_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" uuid NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"label" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	"applied" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"shipment_id" text NOT NULL,
	"awb" text NOT NULL,
	"courier_name" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"pickup_date" text,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"cod_paise" integer NOT NULL,
	"label" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "parcels_cod" CHECK ("parcels"."cod_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_events_key_idx" ON "parcel_events" USING btree ("key");--> statement-breakpoint
CREATE INDEX "parcel_events_parcel_idx" ON "parcel_events" USING btree ("parcel_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_awb_idx" ON "parcels" USING btree ("carrier","awb");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_order_seller_idx" ON "parcels" USING btree ("order_id","seller_id");--> statement-breakpoint
CREATE INDEX "parcels_seller_idx" ON "parcels" USING btree ("seller_id","created_at");