CREATE TABLE "carrier_pickup_locations" (
	"seller_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"nickname" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carrier_pickup_locations_seller_id_carrier_pk" PRIMARY KEY("seller_id","carrier")
);
--> statement-breakpoint
ALTER TABLE "carrier_pickup_locations" ADD CONSTRAINT "carrier_pickup_locations_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;