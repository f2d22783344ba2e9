CREATE TABLE "campaign_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"store_id" uuid NOT NULL,
	"status" text DEFAULT 'joined' NOT NULL,
	"post_url" text,
	"note" text,
	"ship_to" jsonb,
	"payout_paise" integer,
	"gift_order_id" uuid,
	"joined_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"banner_key" text,
	"banner_path" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"hashtags" text[] NOT NULL,
	"payout" text NOT NULL,
	"payout_type" text NOT NULL,
	"payout_amount_paise" integer,
	"gift_product_id" uuid,
	"deadline" date NOT NULL,
	"badges" text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"joined_before" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaigns_payout_matches_type" CHECK (("campaigns"."payout_type" = 'cash' and "campaigns"."payout_amount_paise" > 0 and "campaigns"."gift_product_id" is null) or ("campaigns"."payout_type" = 'gift' and "campaigns"."gift_product_id" is not null and "campaigns"."payout_amount_paise" is null)),
	CONSTRAINT "campaigns_joined_before_nonnegative" CHECK ("campaigns"."joined_before" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "participant_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_participants" ADD CONSTRAINT "campaign_participants_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_participants" ADD CONSTRAINT "campaign_participants_store_id_creator_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."creator_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_gift_product_id_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_participants_key" ON "campaign_participants" USING btree ("campaign_id","store_id");--> statement-breakpoint
CREATE INDEX "campaign_participants_store_idx" ON "campaign_participants" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "campaigns_seller_idx" ON "campaigns" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "campaigns_public_idx" ON "campaigns" USING btree ("status","deadline");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_participant_id_campaign_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."campaign_participants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_participant_key" ON "ledger_entries" USING btree ("participant_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_source" CHECK (("ledger_entries"."line_id" is null) <> ("ledger_entries"."participant_id" is null));