ALTER TABLE "products" ADD COLUMN "legal_metrology" jsonb;--> statement-breakpoint
-- Packaged goods (food, personal care, home: PACKAGED_CATEGORIES in src/shared/legal-metrology.ts) are lawfully on
-- sale only with their Legal Metrology declarations, which no product listed before this column has. They stay the
-- seller's, archived; the seller's product list says what to add to put each back on sale.
UPDATE "products" SET "status" = 'archived', "updated_at" = now()
WHERE "status" = 'active' AND "category" IN ('food', 'beauty', 'home') AND "legal_metrology" IS NULL;
