-- System resources (issue 19, `/systemManagement/resource`): the platform's shared files on the
-- storage service, offered to every merchant (audience 'all') or to the merchants listed in
-- merchant_ids (audience 'chosen'). Merchants read the enabled ones offered to them in their
-- material centre. merchant_ids holds ids without a foreign key (PostgreSQL has none for arrays):
-- the plug-in refuses ids that are no merchant, and readers match the caller's own id only.
CREATE TABLE system_resources (
  id bigserial PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  kind text NOT NULL CHECK (kind IN ('image', 'video', 'audio', 'model', 'document', 'other')),
  audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'chosen')),
  merchant_ids bigint[] NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  description text NOT NULL DEFAULT '',
  file text NOT NULL,
  file_name text NOT NULL DEFAULT '',
  size bigint NOT NULL DEFAULT 0 CHECK (size >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (audience = 'all' OR cardinality(merchant_ids) > 0)
);
CREATE INDEX system_resources_merchants_idx ON system_resources USING gin (merchant_ids);
