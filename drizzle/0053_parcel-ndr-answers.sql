ALTER TABLE "parcels" ADD COLUMN "promised_date" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "ndr_answer" jsonb;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "ndr_answered_attempt" integer DEFAULT 0 NOT NULL;