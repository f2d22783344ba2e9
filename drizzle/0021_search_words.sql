CREATE TABLE "product_name_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "product_name_words_word_idx" ON "product_name_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "product_name_words_trgm_idx" ON "product_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creator_stores_search_idx" ON "creator_stores" USING gin (("handle" || ' ' || "display_name" || ' ' || "bio") gin_trgm_ops);--> statement-breakpoint
-- Hand-written (keep it when the migration is regenerated): product_name_words holds every word of every product
-- name, as to_tsvector('simple', name) writes it in products.search_vector. A trigger adds the words of each new or
-- renamed product that are not there yet, without a unique key to wait on; the names already there are read here.
CREATE FUNCTION "product_name_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_name_words" ("word")
		SELECT "new_word" FROM unnest(tsvector_to_array(to_tsvector('simple', NEW."name"))) AS "new_word"
		WHERE NOT EXISTS (SELECT 1 FROM "product_name_words" WHERE "word" = "new_word");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_name_words_add"
	AFTER INSERT OR UPDATE OF "name" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "product_name_words_add"();--> statement-breakpoint
INSERT INTO "product_name_words" ("word")
	SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', "name"))) FROM "products";
