ALTER TABLE "products" ADD COLUMN "awaiting_enrolment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The products 0038 archived for want of an enrolment number go back on sale when their seller gives it. Pending
-- migrations run in one transaction, so those are the archived products of sellers without a GSTIN or enrolment
-- number whose update time is this transaction's (0038 set it to now()); one a seller archived themselves is left.
UPDATE "products" SET "awaiting_enrolment" = true
WHERE "status" = 'archived' AND "updated_at" = now()
  AND "seller_id" IN (SELECT "id" FROM "sellers" WHERE "gstin" IS NULL AND "enrolment_number" IS NULL);
