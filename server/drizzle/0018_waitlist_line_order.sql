-- The line's order from a sequence, taken anew when a guest enters the line again (docs/decisions/149):
-- a guest coming back at the same instant as another is behind them. Entries keep their order.
DROP INDEX "waitlist_entries_event_state_idx";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "line_order" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "waitlist_entries_event_state_idx" ON "waitlist_entries" USING btree ("event_id","state","line_order");--> statement-breakpoint
UPDATE "waitlist_entries" AS "entry" SET "line_order" = "ordered"."rank" FROM (SELECT "id", row_number() OVER (ORDER BY "joined_at", "id") AS "rank" FROM "waitlist_entries") AS "ordered" WHERE "entry"."id" = "ordered"."id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('waitlist_entries', 'line_order'), coalesce((SELECT max("line_order") FROM "waitlist_entries"), 0) + 1, false);
