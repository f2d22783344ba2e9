CREATE TABLE "cod_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"cod_allowed" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_order_paise" integer,
	"token_paise" integer DEFAULT 0 NOT NULL,
	"confirmation" boolean DEFAULT false NOT NULL,
	"confirm_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cod_settings_one_row" CHECK ("cod_settings"."id" = 1),
	CONSTRAINT "cod_settings_token" CHECK ("cod_settings"."token_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_cod_unconfirmed_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."cod_confirm_by" is not null and "orders"."cod_confirmed_at" is null;