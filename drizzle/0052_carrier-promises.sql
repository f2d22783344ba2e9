CREATE TABLE "carrier_quotes" (
	"carrier" text NOT NULL,
	"from_pincode" text NOT NULL,
	"to_pincode" text NOT NULL,
	"cod" boolean NOT NULL,
	"answer" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carrier_quotes_carrier_from_pincode_to_pincode_cod_pk" PRIMARY KEY("carrier","from_pincode","to_pincode","cod")
);
--> statement-breakpoint
CREATE TABLE "seller_carriers" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_carriers" ADD CONSTRAINT "seller_carriers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;