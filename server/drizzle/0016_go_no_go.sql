-- A minimum guest count with a go/no-go (docs/decisions/148). Events made before it keep
-- one guest as their minimum, decided 48 hours before the start: those still to come are
-- put on the job queue (decision 146); those whose decision time has passed are confirmed.
ALTER TABLE "events" ADD COLUMN "min_guests" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "decision_hours_before" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "decision_at" timestamp with time zone;--> statement-breakpoint
UPDATE "events" SET "decision_at" = "starts_at" - interval '48 hours';--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "decision_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "go_status" varchar(16) DEFAULT 'open' NOT NULL;--> statement-breakpoint
UPDATE "events" SET "go_status" = 'confirmed' WHERE "decision_at" <= now() AND "status" IN ('pending', 'approved', 'completed');--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "payload", "run_at", "created_at", "updated_at")
SELECT 'event.decide', 'event.decide:' || "id", jsonb_build_object('event_id', "id"), "decision_at", now(), now()
FROM "events" WHERE "go_status" = 'open' AND "status" IN ('pending', 'approved')
ON CONFLICT ("key") DO NOTHING;
