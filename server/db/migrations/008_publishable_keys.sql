-- Publishable keys (API.md §2): the credential an `/app-api` caller (a showroom viewer, a
-- mini-program, an H5 page) names its merchant with. A merchant holds at most one live key per
-- purpose ('ingestion' for statistics events). Only a SHA-256 of the key is kept: the key is shown
-- once, when it is issued, and its first characters (`hint`) afterwards. Rotating revokes the
-- live key at once and issues a new one; revoked rows stay as the history of who rotated when.
CREATE TABLE publishable_keys (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  purpose text NOT NULL CHECK (purpose ~ '^[a-z][a-z-]{0,29}$'),
  key_hash bytea NOT NULL UNIQUE,
  hint text NOT NULL,
  created_by bigint REFERENCES accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE UNIQUE INDEX publishable_keys_one_live ON publishable_keys (merchant_id, purpose) WHERE revoked_at IS NULL;
