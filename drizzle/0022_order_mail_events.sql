CREATE TABLE "order_mail_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"line_ids" uuid[] NOT NULL,
	"cancelled_by" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"composed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_mail_events" ADD CONSTRAINT "order_mail_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_mail_events_pending_idx" ON "order_mail_events" USING btree ("created_at") WHERE "order_mail_events"."composed_at" is null;