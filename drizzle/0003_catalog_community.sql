CREATE TABLE "product_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "store_follows" (
	"store_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_follows_store_id_user_id_pk" PRIMARY KEY("store_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "store_visits" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_visits_store_id_day_utm_source_pk" PRIMARY KEY("store_id","day","utm_source")
);
--> statement-breakpoint
CREATE TABLE "product_list_entries" (
	"user_id" text NOT NULL,
	"list" text NOT NULL,
	"product_id" uuid NOT NULL,
	"listing_id" uuid,
	"ref" text,
	"utm_source" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_list_entries_user_id_list_product_id_pk" PRIMARY KEY("user_id","list","product_id")
);
--> statement-breakpoint
ALTER TABLE "creator_stores" ADD COLUMN "banner_key" text;--> statement-breakpoint
ALTER TABLE "creator_stores" ADD COLUMN "theme" jsonb;--> statement-breakpoint
ALTER TABLE "creator_stores" ADD COLUMN "announcement" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_stores" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_stores" ADD COLUMN "featured_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_follows" ADD CONSTRAINT "store_follows_store_id_creator_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."creator_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_follows" ADD CONSTRAINT "store_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_visits" ADD CONSTRAINT "store_visits_store_id_creator_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."creator_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_entries" ADD CONSTRAINT "product_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_entries" ADD CONSTRAINT "product_list_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_entries" ADD CONSTRAINT "product_list_entries_listing_id_store_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."store_listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_questions_product_idx" ON "product_questions" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_product_user_key" ON "product_reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "store_follows_user_idx" ON "store_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_list_entries_product_idx" ON "product_list_entries" USING btree ("product_id");