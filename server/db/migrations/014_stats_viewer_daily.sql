-- Visitors per day (issue 17, customer analytics: new and returning visitors, visits per visitor):
-- one row per merchant, day in its zone, guide (-1 = every guide, as in the other day tables) and
-- viewer, with the viewer's events about content that day (the usage timer's events are the
-- staff's own, not visitors'). Recomputed with the day's other rollups. A visitor of a period is
-- returning when a row of the same merchant, guide level and viewer exists before the period;
-- the second index answers that per viewer.
CREATE TABLE stats_viewer_daily (
  merchant_id bigint NOT NULL,
  day date NOT NULL,
  sale_id bigint NOT NULL,
  viewer_id text NOT NULL,
  events integer NOT NULL,
  PRIMARY KEY (merchant_id, day, sale_id, viewer_id)
);
CREATE INDEX stats_viewer_daily_viewer ON stats_viewer_daily (merchant_id, sale_id, viewer_id, day);

-- Days rolled before this table existed get their visitors too: every hour already rolled is
-- marked again, and the rollup job recomputes them (with their days) on its next runs.
INSERT INTO stats_dirty_hours (merchant_id, hour)
SELECT DISTINCT merchant_id, hour FROM stats_hourly WHERE store_id = -1 AND sale_id = -1;
