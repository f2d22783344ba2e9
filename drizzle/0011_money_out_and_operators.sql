CREATE TABLE "commission_rates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_default_bps" integer NOT NULL,
	"seller_category_bps" jsonb NOT NULL,
	"creator_markup_bps" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"set_by_user_id" text,
	CONSTRAINT "commission_rates_seller_range" CHECK ("commission_rates"."seller_default_bps" between 0 and 5000),
	CONSTRAINT "commission_rates_creator_range" CHECK ("commission_rates"."creator_markup_bps" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "payout_deductions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL,
	"section" text NOT NULL,
	"base_paise" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"minimum_paise" integer NOT NULL,
	"started_by_user_id" text,
	"scheduled_for" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"gross_paise" bigint NOT NULL,
	"sales_paise" bigint DEFAULT 0 NOT NULL,
	"commission_paise" bigint DEFAULT 0 NOT NULL,
	"deductions_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"destination" text NOT NULL,
	"provider_payout_id" text,
	"utr" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_adds_up" CHECK ("payouts"."net_paise" = "payouts"."gross_paise" - "payouts"."deductions_paise"),
	CONSTRAINT "payouts_paid_has_utr" CHECK ("payouts"."status" <> 'paid' or "payouts"."utr" is not null)
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"upi_id_encrypted" text,
	"upi_id_masked" text,
	"account_holder_name" text,
	"account_number_encrypted" text,
	"account_number_last4" text,
	"ifsc" text,
	"bank_name" text,
	"pan_encrypted" text,
	"pan_last4" text,
	"pan_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_methods_kind_fields" CHECK (("payout_methods"."kind" = 'upi' and "payout_methods"."upi_id_encrypted" is not null and "payout_methods"."upi_id_masked" is not null
        and "payout_methods"."account_number_encrypted" is null and "payout_methods"."account_number_last4" is null
        and "payout_methods"."account_holder_name" is null and "payout_methods"."ifsc" is null and "payout_methods"."bank_name" is null)
      or ("payout_methods"."kind" = 'bank' and "payout_methods"."upi_id_encrypted" is null and "payout_methods"."upi_id_masked" is null
        and "payout_methods"."account_number_encrypted" is not null and "payout_methods"."account_number_last4" is not null
        and "payout_methods"."account_holder_name" is not null and "payout_methods"."ifsc" is not null and "payout_methods"."bank_name" is not null)),
	CONSTRAINT "payout_methods_pan_fields" CHECK (("payout_methods"."pan_encrypted" is null) = ("payout_methods"."pan_last4" is null)
        and ("payout_methods"."pan_encrypted" is null) = ("payout_methods"."pan_name" is null))
);
--> statement-breakpoint
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
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_one_party";--> statement-breakpoint
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
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "markup_fee_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "markup_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivery_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_deductions" ADD CONSTRAINT "payout_deductions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rates_effective_idx" ON "commission_rates" USING btree ("effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_deductions_section_key" ON "payout_deductions" USING btree ("payout_id","section");--> statement-breakpoint
CREATE INDEX "payout_runs_created_idx" ON "payout_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_scheduled_key" ON "payout_runs" USING btree ("scheduled_for");--> statement-breakpoint
CREATE INDEX "payouts_run_idx" ON "payouts" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("status") WHERE "payouts"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_open_key" ON "payouts" USING btree ("user_id") WHERE "payouts"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "operator_actions_subject_idx" ON "operator_actions" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "operator_actions_operator_idx" ON "operator_actions" USING btree ("operator_user_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("payout_id");--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_hidden_reason" CHECK (("product_reviews"."hidden_at" is null) = ("product_reviews"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hidden_reason" CHECK (("products"."hidden_at" is null) = ("products"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_suspension_reason" CHECK (("sellers"."suspended_at" is null) = ("sellers"."suspended_reason" is null));--> statement-breakpoint
ALTER TABLE "creator_stores" ADD CONSTRAINT "creator_stores_hidden_reason" CHECK (("creator_stores"."hidden_at" is null) = ("creator_stores"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "creator_stores" ADD CONSTRAINT "creator_stores_suspension_reason" CHECK (("creator_stores"."suspended_at" is null) = ("creator_stores"."suspended_reason" is null));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_status" CHECK (("ledger_entries"."payout_id" is not null) = ("ledger_entries"."status" in ('in_payout', 'paid')));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_party" CHECK (case "ledger_entries"."party" when 'platform' then "ledger_entries"."store_id" is null and "ledger_entries"."seller_id" is null
        else ("ledger_entries"."store_id" is null) <> ("ledger_entries"."seller_id" is null) end);--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_hidden_reason" CHECK (("campaigns"."hidden_at" is null) = ("campaigns"."hidden_reason" is null));