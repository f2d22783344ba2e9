CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"photo_keys" text[] NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"seller_note" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_returns_decided" CHECK (("order_returns"."status" = 'requested') = ("order_returns"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_line_idx" ON "order_returns" USING btree ("line_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_one_open_key" ON "order_returns" USING btree ("line_id") WHERE "order_returns"."status" = 'requested';