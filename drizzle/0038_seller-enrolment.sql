ALTER TABLE "sellers" ADD COLUMN "enrolment_number" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "turnover_band" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_enrolment" CHECK ("sellers"."enrolment_number" is null
        or ("sellers"."gstin" is null and "sellers"."state_code" = left("sellers"."enrolment_number", 2)));--> statement-breakpoint
-- A seller not registered for GST may sell through an e-commerce operator only once the GST portal has enrolled them
-- (CGST notification 37/2023-Central Tax: the operator shall not allow their supplies before). No seller has given an
-- enrolment number yet: their products stay theirs, archived, until they give it in their GST details (0040 marks
-- them to go back on sale then).
UPDATE "products" SET "status" = 'archived', "updated_at" = now()
WHERE "status" = 'active' AND "seller_id" IN (SELECT "id" FROM "sellers" WHERE "gstin" IS NULL);
