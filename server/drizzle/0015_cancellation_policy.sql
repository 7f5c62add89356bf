-- The cancellation policy a host picks per event (docs/decisions/147); today's rule by default.
ALTER TABLE "events" ADD COLUMN "cancellation_policy" varchar(16) DEFAULT 'flexible' NOT NULL;