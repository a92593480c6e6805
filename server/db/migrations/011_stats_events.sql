-- Statistics events (spec §3 "Statistics", §4 "Usage timer", §7 the statistics calls, §9
-- "Analytics"). Events are append-only and only ever read through the hourly rollups below, never
-- by a dashboard, so the raw table is built for writing and for dropping old months whole.
--
-- Partitioned by the month of `use_at` (UTC boundaries): a month past the retention
-- (STATS_RETENTION_DAYS, default 400) is one DROP, and a re-roll of an hour reads one partition.
-- Partitions are made ahead by `ensure_stats_partition` (a scheduled job keeps three months
-- ahead); there is no default partition, so a month nobody prepared is refused rather than piled
-- into a table that would later block creating it.
CREATE TABLE stats_events (
  id bigint GENERATED ALWAYS AS IDENTITY,
  merchant_id bigint NOT NULL,
  -- The kind (spec §3 `source_type`; the usage timer sends accountLogin and saleUseLog).
  source_type text NOT NULL CHECK (source_type ~ '^[A-Za-z][A-Za-z0-9_]{0,39}$'),
  use_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Spec §7 channels 0–5 (grouped 1 = [0,1], 2 = [2], 3 = [3,4,5]).
  channel smallint NOT NULL DEFAULT 0 CHECK (channel BETWEEN 0 AND 5),
  -- Statistics count the production environment only (spec §7); the others are kept to be told apart.
  environment text NOT NULL DEFAULT 'production' CHECK (environment IN ('production', 'trial', 'develop')),
  viewer_id text CHECK (length(viewer_id) <= 64),
  store_id bigint,
  sale_id bigint,
  customer_id bigint,
  application_id bigint,
  plan_id bigint,
  album_id bigint,
  video_id bigint,
  document_id bigint,
  commodity_id bigint,
  activity_id bigint,
  coupon_id bigint,
  use_time integer CHECK (use_time >= 0),
  stay_time integer CHECK (stay_time >= 0),
  province text CHECK (length(province) <= 40),
  city text CHECK (length(city) <= 40)
) PARTITION BY RANGE (use_at);

-- Rows arrive in about `use_at` order, so block ranges are tight and the index is tiny.
CREATE INDEX stats_events_use_at ON stats_events USING brin (use_at);
-- The event log (the detail calls, newest first, one merchant) and the rollup's per-hour reads.
CREATE INDEX stats_events_merchant_use_at ON stats_events (merchant_id, use_at);

-- One month's partition, `stats_events_YYYYMM`, from its first instant to the next month's (UTC).
CREATE FUNCTION ensure_stats_partition(month_start date) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  first date := date_trunc('month', month_start)::date;
  name text := format('stats_events_%s', to_char(first, 'YYYYMM'));
BEGIN
  EXECUTE format(
    'CREATE TABLE IF NOT EXISTS %I PARTITION OF stats_events FOR VALUES FROM (%L) TO (%L)',
    name,
    first::timestamp AT TIME ZONE 'UTC',
    (first + interval '1 month')::timestamp AT TIME ZONE 'UTC'
  );
  RETURN name;
END $$;

-- Four months back (the demo seed writes 90 days of history) and two ahead.
SELECT ensure_stats_partition((date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => m))::date)
FROM generate_series(-4, 2) AS m;

-- Hours whose rollups are out of date: ingestion adds the hour of every event it writes, in the
-- same transaction, so an event is never committed without its hour being marked (a watermark on
-- ids or times can pass an event whose transaction commits late). The rollup job takes marked
-- hours with SKIP LOCKED, so two workers never roll the same hour, and a late event for an hour
-- already rolled marks it again.
CREATE TABLE stats_dirty_hours (
  merchant_id bigint NOT NULL,
  hour timestamptz NOT NULL,
  marked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, hour)
);

-- Totals per merchant, store, guide, kind, channel and hour, at three levels so that a dashboard
-- reads few rows whatever it narrows to: store_id = -1 and sale_id = -1 total the whole merchant,
-- sale_id = -1 totals one store (0 = events of no store), and rows with a real sale_id (0 = none)
-- are the finest. A query always pins one level (stats-query.repository.ts); summing across levels
-- would count an event three times. Dashboards sum these; "data is current up to the last whole
-- hour" (spec §9): only hours that are over are rolled.
CREATE TABLE stats_hourly (
  merchant_id bigint NOT NULL,
  hour timestamptz NOT NULL,
  store_id bigint NOT NULL,
  sale_id bigint NOT NULL,
  source_type text NOT NULL,
  channel smallint NOT NULL,
  events integer NOT NULL,
  use_time bigint NOT NULL DEFAULT 0,
  stay_time bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, hour, store_id, sale_id, source_type, channel)
);

-- Per guide and day (in the merchant's zone): the guide and store rankings, the active guides, and
-- the key figures and daily trend of any period without a channel or kind filter (a few rows a
-- day instead of every hour's). use_time is the usage timer's (saleUseLog), stay_time the content's.
CREATE TABLE stats_sale_daily (
  merchant_id bigint NOT NULL,
  day date NOT NULL,
  store_id bigint NOT NULL,
  sale_id bigint NOT NULL,
  events integer NOT NULL,
  views integer NOT NULL,
  logins integer NOT NULL,
  use_time bigint NOT NULL,
  stay_time bigint NOT NULL,
  PRIMARY KEY (merchant_id, day, store_id, sale_id)
);

-- Content rankings: events per merchant, guide, kind, content and day (the day in the merchant's
-- time zone), for the top-10 views, the top-5 tags (spec §9) and a guide's own rankings (sale 0 =
-- none, -1 = every guide: the merchant's rankings read those rows only).
CREATE TABLE stats_content_daily (
  merchant_id bigint NOT NULL,
  day date NOT NULL,
  sale_id bigint NOT NULL,
  content_kind text NOT NULL CHECK (content_kind IN ('application', 'plan', 'album', 'video', 'document', 'commodity', 'activity', 'coupon')),
  content_id bigint NOT NULL,
  events integer NOT NULL,
  stay_time bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, day, sale_id, content_kind, content_id)
);

-- The map (spec §3 "region (province and city)"): events per merchant, guide, region and day in the
-- merchant's zone; '' where an event named none; sale -1 = every guide, as above.
CREATE TABLE stats_region_daily (
  merchant_id bigint NOT NULL,
  day date NOT NULL,
  sale_id bigint NOT NULL,
  province text NOT NULL,
  city text NOT NULL,
  events integer NOT NULL,
  PRIMARY KEY (merchant_id, day, sale_id, province, city)
);

-- Each merchant's day boundaries (periods count back in whole days including today, spec §7).
-- Rollups are hourly in UTC, so a zone whose offset is not a whole number of hours cannot be told
-- apart at that grain: the server accepts whole-hour zones only (IANA names, checked there).
ALTER TABLE merchants ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Shanghai' CHECK (time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+){0,2}$');
