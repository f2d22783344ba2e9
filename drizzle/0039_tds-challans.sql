CREATE TABLE "tds_challans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" text NOT NULL,
	"month" text NOT NULL,
	"bsr_code" text NOT NULL,
	"deposited_on" text NOT NULL,
	"serial" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tds_challans_amount_positive" CHECK ("tds_challans"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "tds_challans" ADD CONSTRAINT "tds_challans_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tds_challans_cin_key" ON "tds_challans" USING btree ("bsr_code","deposited_on","serial");--> statement-breakpoint
CREATE INDEX "tds_challans_month_idx" ON "tds_challans" USING btree ("month");