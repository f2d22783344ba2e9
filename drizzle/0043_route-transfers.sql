CREATE TABLE "payment_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"state" text NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reconciliation_id" uuid NOT NULL,
	"payment_id" uuid,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"ours" text NOT NULL,
	"theirs" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"payments_compared" integer NOT NULL,
	"differences_found" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"line_id" uuid,
	"party" text,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"provider_transfer_id" text,
	"reversed_paise" integer DEFAULT 0 NOT NULL,
	"reversal_sent_paise" integer DEFAULT 0 NOT NULL,
	"payout_id" uuid,
	"settlement_id" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "payment_transfers_amount_positive" CHECK ("payment_transfers"."amount_paise" > 0),
	CONSTRAINT "payment_transfers_reversal" CHECK (0 <= "payment_transfers"."reversal_sent_paise" and "payment_transfers"."reversal_sent_paise" <= "payment_transfers"."reversed_paise"
        and "payment_transfers"."reversed_paise" <= "payment_transfers"."amount_paise"),
	CONSTRAINT "payment_transfers_source" CHECK (("payment_transfers"."payment_id" is null) = ("payment_transfers"."line_id" is null) and ("payment_transfers"."line_id" is null) = ("payment_transfers"."party" is null)
        and ("payment_transfers"."payment_id" is not null or "payment_transfers"."payout_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_differences" ADD CONSTRAINT "payment_differences_reconciliation_id_payment_reconciliations_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."payment_reconciliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_differences" ADD CONSTRAINT "payment_differences_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_differences_found_idx" ON "payment_differences" USING btree ("found_at");--> statement-breakpoint
CREATE INDEX "payment_transfers_payment_idx" ON "payment_transfers" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_transfers_payout_idx" ON "payment_transfers" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payment_transfers_queued_idx" ON "payment_transfers" USING btree ("created_at") WHERE "payment_transfers"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "payment_transfers_reversing_idx" ON "payment_transfers" USING btree ("id") WHERE "payment_transfers"."reversed_paise" > "payment_transfers"."reversal_sent_paise";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_line_key" ON "payment_transfers" USING btree ("line_id","party");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_provider_key" ON "payment_transfers" USING btree ("provider_transfer_id");