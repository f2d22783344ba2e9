CREATE SEQUENCE "public"."grievance_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"reference" text,
	"details" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text,
	"acknowledge_reminder_at" timestamp with time zone,
	"resolve_reminder_at" timestamp with time zone,
	CONSTRAINT "grievances_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievances_status_idx" ON "grievances" USING btree ("status","filed_at");--> statement-breakpoint
CREATE INDEX "grievances_user_idx" ON "grievances" USING btree ("user_id","filed_at");--> statement-breakpoint
CREATE INDEX "grievances_filed_idx" ON "grievances" USING btree ("filed_at");