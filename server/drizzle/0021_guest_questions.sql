-- What guests are asked when they join, and their answers: the host's alone (docs/decisions/154).
ALTER TABLE "event_members" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "event_members" ADD COLUMN "answers_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "guest_questions" jsonb DEFAULT '{"dietary":false,"allergies":false,"accessibility":false,"custom":[]}'::jsonb NOT NULL;