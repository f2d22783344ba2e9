ALTER TABLE "notifications" ADD COLUMN "phrase" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;