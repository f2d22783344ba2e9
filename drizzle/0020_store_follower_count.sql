ALTER TABLE "creator_stores" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "creator_stores_followers_idx" ON "creator_stores" USING btree ("follower_count") WHERE "creator_stores"."hidden_at" is null and "creator_stores"."suspended_at" is null;--> statement-breakpoint
-- Hand-written (keep it when the migration is regenerated): creator_stores.follower_count is kept by the database,
-- so a follow, an unfollow and a follow removed with its account (ON DELETE CASCADE) all count. Existing follows are
-- counted once here.
CREATE FUNCTION "store_follows_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "creator_stores" SET "follower_count" = "follower_count" + 1 WHERE "id" = NEW."store_id";
	ELSE
		UPDATE "creator_stores" SET "follower_count" = "follower_count" - 1 WHERE "id" = OLD."store_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "store_follows_count"
	AFTER INSERT OR DELETE ON "store_follows"
	FOR EACH ROW EXECUTE FUNCTION "store_follows_count"();--> statement-breakpoint
UPDATE "creator_stores" SET "follower_count" = (
	SELECT count(*) FROM "store_follows" WHERE "store_follows"."store_id" = "creator_stores"."id"
);
