CREATE TABLE "invoice_counters" (
	"seller_id" uuid NOT NULL,
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "invoice_counters_seller_id_series_financial_year_pk" PRIMARY KEY("seller_id","series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"order_line_id" uuid NOT NULL,
	"is_delivery" boolean NOT NULL,
	"description" text NOT NULL,
	"hsn_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_lines_add_up" CHECK ("invoice_lines"."taxable_paise" + "invoice_lines"."cgst_paise" + "invoice_lines"."sgst_paise" + "invoice_lines"."igst_paise" = "invoice_lines"."total_paise")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"refers_to_id" uuid,
	"reason" text,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"place_of_supply_code" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "invoices_number_length" CHECK (length("invoices"."number") <= 16),
	CONSTRAINT "invoices_credit_note_refers" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."refers_to_id" is not null)),
	CONSTRAINT "invoices_totals_add_up" CHECK ("invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = "invoices"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refers_to_id_invoices_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_order_line_idx" ON "invoice_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_serial_key" ON "invoices" USING btree ("seller_id","series","financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("seller_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_seller_key" ON "invoices" USING btree ("order_id","seller_id") WHERE "invoices"."kind" <> 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_seller_issued_idx" ON "invoices" USING btree ("seller_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");