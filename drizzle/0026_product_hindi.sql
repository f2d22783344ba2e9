ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;--> statement-breakpoint
-- Hand-written order (keep it when the migration is regenerated): a generated column's expression cannot change in
-- place before PostgreSQL 17, so the search document is dropped (its index with it) and made again over the new
-- columns, after they exist.
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "name" || ' ' || coalesce("name_hi", '')), 'A') || setweight(to_tsvector('simple', "brand" || ' ' || "model" || ' ' || "description" || ' ' || coalesce("description_hi", '')), 'B') || setweight(to_tsvector('simple', "category"), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The words a typed word is compared with (migration 0021) now include the Hindi names' words.
CREATE OR REPLACE FUNCTION "product_name_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_name_words" ("word")
		SELECT "new_word" FROM unnest(tsvector_to_array(to_tsvector('simple', NEW."name" || ' ' || coalesce(NEW."name_hi", '')))) AS "new_word"
		WHERE NOT EXISTS (SELECT 1 FROM "product_name_words" WHERE "word" = "new_word");
	RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "product_name_words_add" ON "products";--> statement-breakpoint
CREATE TRIGGER "product_name_words_add"
	AFTER INSERT OR UPDATE OF "name", "name_hi" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "product_name_words_add"();
