-- Marked hours become append-only (issue 16, figure 8a): ingestion adds a row per hour it writes
-- and never updates one, so concurrent batches of one merchant no longer queue on the current
-- hour's row (nor deadlock, as batches spanning hours in different orders could), and a batch
-- costs one more index entry per hour instead of a row lock held to commit. An hour may now be
-- marked many times; the rollup takes each hour once (an advisory lock per hour stands in for the
-- row lock), deletes the marks it saw before reading the events, and leaves later marks for its
-- next run, so an event committed while its hour is being rolled is rolled again.
ALTER TABLE stats_dirty_hours DROP CONSTRAINT stats_dirty_hours_pkey;
CREATE INDEX stats_dirty_hours_hour ON stats_dirty_hours (hour, merchant_id);
