-- Channels in the day tables (issue 34, "every figure follows every filter"): with a channel group
-- asked for, the views followed it (stats_hourly keeps the channel) while the visitors, regions,
-- rankings and active guides counted every channel, because the day tables kept none. Each day
-- table gains `channel` in its primary key: a plain dimension, one row per channel seen, with no
-- "every channel" row (DAY_DIMENSIONS in server/modules/stats/stats-rollups.repository.ts says why
-- and lists the day tables' dimensions; the per-app one goes in the same way).
--
-- Existing rows are recounted by the rollup job itself rather than here: the days it can recount
-- are emptied and their rolled hours marked (as migration 014 did), and the job's next runs
-- recompute them with their channels, in batches of hours, the way every late event is rolled.
-- A day can be recounted only if all its events are still kept: days older than the oldest
-- partition (its month dropped after STATS_RETENTION_DAYS; the rollups outlive the events) keep
-- their rows, with channel -1, "not known": they count when no channel is asked for and under no
-- channel group.

-- The days to recount: each merchant's days (in its zone) with rolled events, beginning at or after
-- the first instant of the oldest partition; the hours of theirs that were rolled.
CREATE TEMP TABLE stats_recount ON COMMIT DROP AS
SELECT DISTINCT h.merchant_id, h.hour, (h.hour AT TIME ZONE m.time_zone)::date AS day
FROM stats_hourly h
JOIN merchants m ON m.id = h.merchant_id
WHERE h.store_id = -1 AND h.sale_id = -1
  AND (h.hour AT TIME ZONE m.time_zone)::date::timestamp AT TIME ZONE m.time_zone >= (
    -- `FOR VALUES FROM ('…') TO ('…')`: a partition's month begins at its FROM bound.
    SELECT min(substring(pg_get_expr(c.relpartbound, c.oid) FROM 'FROM \(''([^'']+)''\)')::timestamptz)
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'stats_events'::regclass
  );
CREATE TEMP TABLE stats_recount_days ON COMMIT DROP AS SELECT DISTINCT merchant_id, day FROM stats_recount;
ANALYZE stats_recount_days;

-- The rows of the other days are set aside, the tables emptied (deleting most of their rows one by
-- one, then indexing them anew, took seconds on the bench's 200,000 events) and the rows put back.
CREATE TEMP TABLE kept_sale_days ON COMMIT DROP AS
SELECT * FROM stats_sale_daily t WHERE NOT EXISTS (SELECT 1 FROM stats_recount_days r WHERE r.merchant_id = t.merchant_id AND r.day = t.day);
CREATE TEMP TABLE kept_content_days ON COMMIT DROP AS
SELECT * FROM stats_content_daily t WHERE NOT EXISTS (SELECT 1 FROM stats_recount_days r WHERE r.merchant_id = t.merchant_id AND r.day = t.day);
CREATE TEMP TABLE kept_region_days ON COMMIT DROP AS
SELECT * FROM stats_region_daily t WHERE NOT EXISTS (SELECT 1 FROM stats_recount_days r WHERE r.merchant_id = t.merchant_id AND r.day = t.day);
CREATE TEMP TABLE kept_viewer_days ON COMMIT DROP AS
SELECT * FROM stats_viewer_daily t WHERE NOT EXISTS (SELECT 1 FROM stats_recount_days r WHERE r.merchant_id = t.merchant_id AND r.day = t.day);
TRUNCATE stats_sale_daily, stats_content_daily, stats_region_daily, stats_viewer_daily;

ALTER TABLE stats_sale_daily ADD COLUMN channel smallint NOT NULL;
ALTER TABLE stats_sale_daily DROP CONSTRAINT stats_sale_daily_pkey;
ALTER TABLE stats_sale_daily ADD PRIMARY KEY (merchant_id, day, store_id, sale_id, channel);

ALTER TABLE stats_content_daily ADD COLUMN channel smallint NOT NULL;
ALTER TABLE stats_content_daily DROP CONSTRAINT stats_content_daily_pkey;
ALTER TABLE stats_content_daily ADD PRIMARY KEY (merchant_id, day, sale_id, channel, content_kind, content_id);

ALTER TABLE stats_region_daily ADD COLUMN channel smallint NOT NULL;
ALTER TABLE stats_region_daily DROP CONSTRAINT stats_region_daily_pkey;
ALTER TABLE stats_region_daily ADD PRIMARY KEY (merchant_id, day, sale_id, channel, province, city);

ALTER TABLE stats_viewer_daily ADD COLUMN channel smallint NOT NULL;
ALTER TABLE stats_viewer_daily DROP CONSTRAINT stats_viewer_daily_pkey;
ALTER TABLE stats_viewer_daily ADD PRIMARY KEY (merchant_id, day, sale_id, channel, viewer_id);
-- Whether a viewer came before the period, on the channels asked for, from the index alone.
DROP INDEX stats_viewer_daily_viewer;
CREATE INDEX stats_viewer_daily_viewer ON stats_viewer_daily (merchant_id, sale_id, viewer_id, day) INCLUDE (channel);

-- The days whose events are gone come back with channel -1, "not known".
INSERT INTO stats_sale_daily (merchant_id, day, store_id, sale_id, channel, events, views, logins, use_time, stay_time)
SELECT merchant_id, day, store_id, sale_id, -1, events, views, logins, use_time, stay_time FROM kept_sale_days;
INSERT INTO stats_content_daily (merchant_id, day, sale_id, channel, content_kind, content_id, events, stay_time)
SELECT merchant_id, day, sale_id, -1, content_kind, content_id, events, stay_time FROM kept_content_days;
INSERT INTO stats_region_daily (merchant_id, day, sale_id, channel, province, city, events)
SELECT merchant_id, day, sale_id, -1, province, city, events FROM kept_region_days;
INSERT INTO stats_viewer_daily (merchant_id, day, sale_id, channel, viewer_id, events)
SELECT merchant_id, day, sale_id, -1, viewer_id, events FROM kept_viewer_days;

-- Every rolled hour of the days recounted, marked again: the rollup job recomputes the hours and
-- their whole days (rollMarkedHours), a few hundred hours a run, until none is left.
INSERT INTO stats_dirty_hours (merchant_id, hour) SELECT merchant_id, hour FROM stats_recount;
