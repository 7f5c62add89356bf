-- The guests' browse near a point (docs/decisions/142): the bounding box read on an index
-- (latitude range; longitude and start checked in the index), not every open event.
CREATE INDEX "events_open_box_idx" ON "events" USING btree ("status","latitude","longitude","starts_at");