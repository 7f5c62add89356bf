-- The venue (docs/decisions/152): the exact point moves to venue_latitude/venue_longitude,
-- and latitude/longitude become the area's point on a grid of 1/200 of a degree (~500 m),
-- what anyone may see. The street address and arrival notes are new and the host's and
-- members' alone.
ALTER TABLE "events" ADD COLUMN "venue_latitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_longitude" double precision;--> statement-breakpoint
UPDATE "events" SET "venue_latitude" = "latitude", "venue_longitude" = "longitude",
  "latitude" = round("latitude"::numeric * 200) / 200, "longitude" = round("longitude"::numeric * 200) / 200;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "venue_latitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "venue_longitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "arrival_notes" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "address_reveal" varchar(16) DEFAULT 'on_join' NOT NULL;
