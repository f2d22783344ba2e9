ALTER TABLE "sellers" ADD COLUMN "support_phone" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "undertaking_version" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "undertaking_accepted_at" timestamp with time zone;