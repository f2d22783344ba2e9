CREATE TABLE "parcel_sizes" (
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "parcel_sizes_seller_id_product_id_pk" PRIMARY KEY("seller_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "parcel_sizes" ADD CONSTRAINT "parcel_sizes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;