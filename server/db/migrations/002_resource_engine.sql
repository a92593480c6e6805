-- The resource engine (issue 4): the platform's shop types, app versions and configuration,
-- tag groups of every area and the tags on records, the audit log, per-user preferences and the
-- export / import jobs.

CREATE TABLE shop_types (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  style_id integer NOT NULL,
  description text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX shop_types_style_id_key ON shop_types (style_id);

CREATE TABLE versions (
  id bigserial PRIMARY KEY,
  platform text NOT NULL,
  version text NOT NULL,
  download_link text NOT NULL,
  update_time timestamptz NOT NULL,
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX versions_platform_version_key ON versions (platform, version);
CREATE INDEX versions_latest_idx ON versions (platform, update_time DESC, id DESC);

CREATE TABLE system_config (
  id bigserial PRIMARY KEY,
  config_key text NOT NULL,
  name text NOT NULL,
  config_value text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX system_config_config_key_key ON system_config (config_key);

-- One table for the tag groups of every area; platform areas (templates) have no merchant.
CREATE TABLE tag_groups (
  id bigserial PRIMARY KEY,
  merchant_id bigint REFERENCES merchants (id),
  area text NOT NULL,
  name text NOT NULL,
  multiple boolean NOT NULL DEFAULT false,
  items text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tag_groups_name_key ON tag_groups (coalesce(merchant_id, 0), area, name);

-- A tag on a record: the group and one of its items. Removing an item removes it from records.
CREATE TABLE record_tags (
  merchant_id bigint REFERENCES merchants (id),
  area text NOT NULL,
  record_id bigint NOT NULL,
  group_id bigint NOT NULL REFERENCES tag_groups (id) ON DELETE CASCADE,
  item text NOT NULL,
  PRIMARY KEY (area, record_id, group_id, item)
);
CREATE INDEX record_tags_item_idx ON record_tags (group_id, item);

-- Append-only: the trigger refuses every UPDATE and DELETE (SECURITY.md §11).
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  entity text NOT NULL,
  record_id bigint NOT NULL,
  action text NOT NULL,
  account_id bigint,
  account_name text NOT NULL DEFAULT '',
  merchant_id bigint,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, record_id);
CREATE INDEX audit_log_merchant_idx ON audit_log (merchant_id, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

CREATE TABLE user_preferences (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  pref_key text NOT NULL,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, pref_key)
);

-- What the job centre shows; pg-boss carries the work itself.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  merchant_id bigint REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('export', 'import')),
  resource text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  progress integer NOT NULL DEFAULT 0,
  total integer,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  language text NOT NULL DEFAULT 'en',
  message text NOT NULL DEFAULT '',
  result jsonb,
  file_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX jobs_account_idx ON jobs (account_id, id DESC);

-- Files a job reads or writes (the uploaded sheet, the export, the error report). Kept in the
-- database so every instance can serve them and they survive a restart.
CREATE TABLE job_files (
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('input', 'output')),
  content bytea NOT NULL,
  PRIMARY KEY (job_id, role)
);
