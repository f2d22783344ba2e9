ALTER TABLE "sellers" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "resale_by_default" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "max_markup_percent" integer;--> statement-breakpoint
ALTER TABLE "creator_stores" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "creator_stores" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_stores" ADD CONSTRAINT "creator_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_user_key" ON "sellers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_stores_user_key" ON "creator_stores" USING btree ("user_id");