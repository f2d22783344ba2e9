CREATE TABLE "payout_mail_events" (
	"payout_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"composed_at" timestamp with time zone,
	CONSTRAINT "payout_mail_events_payout_id_kind_pk" PRIMARY KEY("payout_id","kind")
);
--> statement-breakpoint
ALTER TABLE "order_mail_events" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_mail_events" ADD CONSTRAINT "payout_mail_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_mail_events_pending_idx" ON "payout_mail_events" USING btree ("created_at") WHERE "payout_mail_events"."composed_at" is null;--> statement-breakpoint
ALTER TABLE "order_mail_events" ADD CONSTRAINT "order_mail_events_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;