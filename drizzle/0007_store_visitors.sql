CREATE TABLE "store_visitors" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "store_visitors_store_id_day_visitor_pk" PRIMARY KEY("store_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "store_visitors" ADD CONSTRAINT "store_visitors_store_id_creator_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."creator_stores"("id") ON DELETE cascade ON UPDATE no action;