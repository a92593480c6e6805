-- Merchants, stores, roles, accounts, sessions and login throttling: the tenancy and session core.
-- Every tenant-owned table carries merchant_id (ARCHITECTURE.md: the future Citus shard key).

CREATE TABLE merchants (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  account_id bigint,
  overdue_time timestamptz,
  status text NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
  material_capacity bigint NOT NULL DEFAULT 10737418240,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stores (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL,
  address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stores_merchant_idx ON stores (merchant_id);

CREATE TABLE roles (
  id bigserial PRIMARY KEY,
  merchant_id bigint REFERENCES merchants (id),
  code text NOT NULL,
  name text NOT NULL,
  role_tag text NOT NULL CHECK (role_tag IN ('atrium', 'seller_default', 'seller_sale')),
  permissions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A platform role has no merchant; codes are unique within a merchant (or the platform).
CREATE UNIQUE INDEX roles_code_key ON roles (coalesce(merchant_id, 0), code);

CREATE TABLE accounts (
  id bigserial PRIMARY KEY,
  merchant_id bigint REFERENCES merchants (id),
  store_id bigint REFERENCES stores (id),
  username text NOT NULL,
  email text,
  password_hash text NOT NULL,
  name text NOT NULL DEFAULT '',
  nickname text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  business_card_title text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'stopped')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_username_key ON accounts (lower(username));
CREATE UNIQUE INDEX accounts_email_key ON accounts (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX accounts_merchant_idx ON accounts (merchant_id);

ALTER TABLE merchants ADD CONSTRAINT merchants_account_fk FOREIGN KEY (account_id) REFERENCES accounts (id);

CREATE TABLE account_roles (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role_id bigint NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  is_default boolean NOT NULL DEFAULT false,
  PRIMARY KEY (account_id, role_id)
);

-- Opaque sessions: only SHA-256 hashes of the tokens are stored (SECURITY.md §1).
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  token_hash bytea NOT NULL UNIQUE,
  boot_token_hash bytea NOT NULL UNIQUE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role_id bigint REFERENCES roles (id) ON DELETE SET NULL,
  variant text NOT NULL CHECK (variant IN ('seller', 'super', 'sub')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_account_idx ON sessions (account_id) WHERE revoked_at IS NULL;

-- Failed logins, counted per account name and per client address (SECURITY.md §2).
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  client_ip text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_username_idx ON login_failures (username, failed_at);
CREATE INDEX login_failures_ip_idx ON login_failures (client_ip, failed_at);
