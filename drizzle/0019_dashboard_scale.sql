DROP INDEX "ledger_entries_store_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_seller_idx";--> statement-breakpoint
DROP INDEX "order_lines_seller_idx";--> statement-breakpoint
DROP INDEX "order_lines_store_idx";--> statement-breakpoint
DROP INDEX "orders_id_placed_idx";--> statement-breakpoint
-- Hand-written (drizzle-kit generated `ADD COLUMN "placed_at" … NOT NULL`, which fails on a table with rows): the
-- column is added empty, filled from each line's order, then made NOT NULL. Keep these three statements when the
-- migration is regenerated.
ALTER TABLE "order_lines" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_lines" SET "placed_at" = "orders"."placed_at" FROM "orders" WHERE "orders"."id" = "order_lines"."order_id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "placed_at" SET NOT NULL;--> statement-breakpoint
-- End of the hand-written part.
CREATE INDEX "ledger_entries_store_newest_idx" ON "ledger_entries" USING btree ("store_id","created_at","id","status","amount_paise");--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_newest_idx" ON "ledger_entries" USING btree ("seller_id","created_at","id","status","amount_paise");--> statement-breakpoint
CREATE INDEX "order_lines_seller_placed_idx" ON "order_lines" USING btree ("seller_id","placed_at");--> statement-breakpoint
CREATE INDEX "order_lines_store_placed_idx" ON "order_lines" USING btree ("store_id","placed_at");
