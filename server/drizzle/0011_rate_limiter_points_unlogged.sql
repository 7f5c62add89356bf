-- Chat's per-account limiter points (docs/decisions/105): written on every send, worth
-- nothing after a crash, so no WAL and no flush to disk per send. A crash empties the table.
ALTER TABLE "rate_limiter_points" SET UNLOGGED;
