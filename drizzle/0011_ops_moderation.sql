CREATE TABLE "operator_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_user_id" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"granted_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "creator_stores" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_stores" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "creator_stores" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creator_stores" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_subject_idx" ON "operator_actions" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "operator_actions_operator_idx" ON "operator_actions" USING btree ("operator_user_id");--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_hidden_reason" CHECK (("product_reviews"."hidden_at" is null) = ("product_reviews"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hidden_reason" CHECK (("products"."hidden_at" is null) = ("products"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_suspension_reason" CHECK (("sellers"."suspended_at" is null) = ("sellers"."suspended_reason" is null));--> statement-breakpoint
ALTER TABLE "creator_stores" ADD CONSTRAINT "creator_stores_hidden_reason" CHECK (("creator_stores"."hidden_at" is null) = ("creator_stores"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "creator_stores" ADD CONSTRAINT "creator_stores_suspension_reason" CHECK (("creator_stores"."suspended_at" is null) = ("creator_stores"."suspended_reason" is null));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_hidden_reason" CHECK (("campaigns"."hidden_at" is null) = ("campaigns"."hidden_reason" is null));