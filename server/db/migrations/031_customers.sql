-- Customers, intention orders, DIY works and the customers' own identities (issue 36; spec §3
-- "Customer and order", §4 order statuses, §6 sale scope and sub-account deletion).

-- A merchant's customers. `sale_id` is the guide whose signed share link the customer first arrived
-- through (null: nobody's, the merchant's managers see it), `store_id` that guide's store then.
-- last_visit_at and total_visits come from the statistics rollups (stats_customer_daily below);
-- orders_count is kept by every write of an intention order.
CREATE TABLE customers (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  nickname text NOT NULL CHECK (length(nickname) BETWEEN 1 AND 50),
  phone text NOT NULL DEFAULT '' CHECK (phone ~ '^([0-9]{3,20})?$'),
  gender text NOT NULL DEFAULT 'unknown' CHECK (gender IN ('unknown', 'male', 'female')),
  source text NOT NULL DEFAULT 'back_office' CHECK (source IN ('mini_program', 'h5', 'back_office')),
  registered_at timestamptz NOT NULL DEFAULT now(),
  city text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  house_area numeric(12, 2) CHECK (house_area >= 0),
  style text NOT NULL DEFAULT '',
  sale_id bigint REFERENCES accounts (id),
  store_id bigint REFERENCES stores (id) ON DELETE SET NULL,
  mp_user_id bigint NOT NULL DEFAULT 0,
  last_visit_at timestamptz,
  total_visits integer NOT NULL DEFAULT 0,
  orders_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_merchant_idx ON customers (merchant_id, id DESC);
-- A guide's own customers, newest first: the guide's list reads only its rows (bench figure 11).
CREATE INDEX customers_sale_idx ON customers (merchant_id, sale_id, id DESC);
-- One customer per phone and merchant: an H5 guest who leaves a known phone becomes that customer.
CREATE UNIQUE INDEX customers_phone_idx ON customers (merchant_id, phone) WHERE phone <> '';
CREATE INDEX customers_mp_user_idx ON customers (merchant_id, mp_user_id) WHERE mp_user_id <> 0;

-- How a customer identifies itself to `/app-api/`: a WeChat mini-program user (its openid) or an H5
-- guest (a secret the page keeps), each only as a SHA-256. A WeChat identity's id is the customer's
-- mini-program user id (mpUserId). A guest has no customer until it leaves a phone. `sale_id` is the
-- guide of the signed share link the identity first arrived through.
CREATE TABLE customer_identities (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('wechat', 'guest')),
  subject_hash bytea NOT NULL,
  customer_id bigint REFERENCES customers (id) ON DELETE CASCADE,
  sale_id bigint REFERENCES accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, kind, subject_hash)
);
CREATE INDEX customer_identities_customer_idx ON customer_identities (customer_id);

-- Short-lived customer tokens, kept as SHA-256 only, each bound to one identity and merchant.
CREATE TABLE customer_tokens (
  token_hash bytea PRIMARY KEY,
  identity_id bigint NOT NULL REFERENCES customer_identities (id) ON DELETE CASCADE,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_tokens_expiry_idx ON customer_tokens (expires_at);

-- A guide's notes on a customer, newest first on the detail page.
CREATE TABLE customer_notes (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  author_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  author_name text NOT NULL DEFAULT '',
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_notes_customer_idx ON customer_notes (customer_id, id DESC);

-- Intention orders. Never deleted: a hand-over moves their guide, statuses mark them invalid.
CREATE SEQUENCE intention_order_number_seq;
CREATE TABLE intention_orders (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  number text NOT NULL UNIQUE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  sale_id bigint REFERENCES accounts (id),
  store_id bigint REFERENCES stores (id) ON DELETE SET NULL,
  room text NOT NULL DEFAULT '',
  items jsonb NOT NULL DEFAULT '[]',
  goods_count integer NOT NULL DEFAULT 0,
  amount numeric(14, 2) NOT NULL DEFAULT 0,
  note text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'untreated'
    CHECK (status IN ('untreated', 'finished', 'invalid', 'unpaid', 'not_opened', 'order_placed', 'chargeback')),
  ordered_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX intention_orders_merchant_idx ON intention_orders (merchant_id, id DESC);
CREATE INDEX intention_orders_sale_idx ON intention_orders (merchant_id, sale_id, id DESC);
CREATE INDEX intention_orders_customer_idx ON intention_orders (customer_id, id DESC);

-- DIY works customers submit from the showroom apps (read-only in the back office).
CREATE TABLE diy_works (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  sale_id bigint REFERENCES accounts (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  plan_id bigint REFERENCES plans (id) ON DELETE SET NULL,
  commodity_ids bigint[] NOT NULL DEFAULT '{}',
  picture text NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX diy_works_merchant_idx ON diy_works (merchant_id, id DESC);
CREATE INDEX diy_works_sale_idx ON diy_works (merchant_id, sale_id, id DESC);
CREATE INDEX diy_works_customer_idx ON diy_works (customer_id, id DESC);

-- A customer's visit timeline reads its events newest first through this index, one page at a time.
CREATE INDEX stats_events_customer_idx ON stats_events (merchant_id, customer_id, use_at DESC) WHERE customer_id IS NOT NULL;

-- Visits per customer and day (in the merchant's zone), recomputed with the day's other rollups:
-- a visit is a day with events; the customer's last_visit_at and total_visits are read from here.
CREATE TABLE stats_customer_daily (
  merchant_id bigint NOT NULL,
  customer_id bigint NOT NULL,
  day date NOT NULL,
  events integer NOT NULL,
  stay_time bigint NOT NULL DEFAULT 0,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, customer_id, day)
);

-- Server-wide secrets every instance shares (made once, here): `share-links` signs a guide's share links.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  secret bytea NOT NULL
);
INSERT INTO server_secrets (name, secret)
VALUES ('share-links', decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));
