CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"provider_refund_id" text,
	"reference" text,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"intent_url" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	"late_captured_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_captured" CHECK (("payments"."state" = 'captured') = ("payments"."captured_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_queued_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."state" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_provider_key" ON "payment_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_late_key" ON "payment_refunds" USING btree ("provider_payment_id") WHERE "payment_refunds"."reason" = 'late_capture';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_key" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "payments_awaiting_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."state" = 'awaiting';