CREATE TABLE "fee_invoice_counters" (
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "fee_invoice_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "fee_invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"order_line_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"taxable_paise" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "fee_invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "fee_invoice_lines_add_up" CHECK ("fee_invoice_lines"."taxable_paise" + "fee_invoice_lines"."cgst_paise" + "fee_invoice_lines"."sgst_paise" + "fee_invoice_lines"."igst_paise" = "fee_invoice_lines"."total_paise")
);
--> statement-breakpoint
CREATE TABLE "fee_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"store_id" uuid,
	"month" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"place_of_supply_code" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"pdf" "bytea",
	CONSTRAINT "fee_invoices_one_recipient" CHECK (("fee_invoices"."seller_id" is null) <> ("fee_invoices"."store_id" is null)),
	CONSTRAINT "fee_invoices_number_length" CHECK (length("fee_invoices"."number") <= 16),
	CONSTRAINT "fee_invoices_totals_add_up" CHECK ("fee_invoices"."taxable_paise" + "fee_invoices"."cgst_paise" + "fee_invoices"."sgst_paise" + "fee_invoices"."igst_paise" = "fee_invoices"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "fee_invoice_lines" ADD CONSTRAINT "fee_invoice_lines_invoice_id_fee_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."fee_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_invoice_lines" ADD CONSTRAINT "fee_invoice_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD CONSTRAINT "fee_invoices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD CONSTRAINT "fee_invoices_store_id_creator_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."creator_stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_invoice_lines_once_key" ON "fee_invoice_lines" USING btree ("order_line_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_invoices_serial_key" ON "fee_invoices" USING btree ("series","financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_invoices_number_key" ON "fee_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_invoices_seller_month_key" ON "fee_invoices" USING btree ("seller_id","month") WHERE "fee_invoices"."seller_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_invoices_store_month_key" ON "fee_invoices" USING btree ("store_id","month") WHERE "fee_invoices"."store_id" is not null;