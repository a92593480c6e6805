-- Marketing (issue 37; spec §3 "Coupon", "Activity", §4, §5): cash coupons and their claimed
-- copies, activities with their sign-ups, and appointments.

-- Cash coupons. claimed_count and used_count are kept by the claims' own transactions: a claim
-- locks the coupon's row, checks the counts and inserts its copy, so the counts never drift.
CREATE TABLE coupons (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'live', 'paused', 'deleted')),
  par_value numeric(12, 2) NOT NULL CHECK (par_value BETWEEN 1 AND 100000),
  threshold numeric(12, 2) NOT NULL CHECK (threshold BETWEEN 1 AND 100000 AND threshold >= par_value),
  total integer NOT NULL CHECK (total BETWEEN 1 AND 1000),
  per_person_limit integer NOT NULL DEFAULT 1 CHECK (per_person_limit BETWEEN 1 AND total),
  claimed_count integer NOT NULL DEFAULT 0 CHECK (claimed_count BETWEEN 0 AND total),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  validity text NOT NULL DEFAULT 'days' CHECK (validity IN ('range', 'days')),
  valid_from timestamptz,
  valid_until timestamptz,
  valid_days integer CHECK (valid_days BETWEEN 1 AND 365),
  instructions text NOT NULL DEFAULT '',
  display_places text[] NOT NULL DEFAULT '{}',
  scope text NOT NULL DEFAULT 'all' CHECK (scope IN ('all', 'goods', 'plans')),
  commodity_ids bigint[] NOT NULL DEFAULT '{}',
  plan_ids bigint[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (validity <> 'range' OR (valid_from IS NOT NULL AND valid_until IS NOT NULL AND valid_until > valid_from)),
  CHECK (validity <> 'days' OR valid_days IS NOT NULL)
);
CREATE INDEX coupons_merchant_idx ON coupons (merchant_id, id DESC);

-- A claimed copy: its code (shown to the customer, typed at the store), until when it is valid, and
-- whether it was used (on an intention order, or by code). `expired` is read off expires_at.
CREATE TABLE coupon_claims (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  coupon_id bigint NOT NULL REFERENCES coupons (id),
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{10}$'),
  state text NOT NULL DEFAULT 'unused' CHECK (state IN ('unused', 'used')),
  claimed_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  order_id bigint REFERENCES intention_orders (id),
  used_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  CHECK ((state = 'used') = (used_at IS NOT NULL))
);
CREATE INDEX coupon_claims_coupon_idx ON coupon_claims (coupon_id, id DESC);
CREATE INDEX coupon_claims_customer_idx ON coupon_claims (customer_id, coupon_id);
-- One order redeems at most one copy, and a copy redeems at most one order.
CREATE UNIQUE INDEX coupon_claims_order_idx ON coupon_claims (order_id) WHERE order_id IS NOT NULL;
ALTER TABLE intention_orders ADD COLUMN coupon_claim_id bigint REFERENCES coupon_claims (id);

-- Activities. participants_count is kept by the sign-ups' own transactions.
CREATE TABLE activities (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  status text NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'paused', 'deleted')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  signup_deadline timestamptz CHECK (signup_deadline <= ends_at),
  participants_count integer NOT NULL DEFAULT 0,
  entrance_image text NOT NULL DEFAULT '',
  header_images text[] NOT NULL DEFAULT '{}',
  description text NOT NULL DEFAULT '',
  button_text text NOT NULL DEFAULT '',
  countdown boolean NOT NULL DEFAULT false,
  signup_enabled boolean NOT NULL DEFAULT true,
  signin_enabled boolean NOT NULL DEFAULT false,
  form_fields jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activities_merchant_idx ON activities (merchant_id, id DESC);

-- A customer's sign-up to an activity, its answers to the activity's form, and its sign-in at the
-- store (by its code). One sign-up per customer and activity.
CREATE TABLE activity_signups (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  activity_id bigint NOT NULL REFERENCES activities (id),
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  sale_id bigint REFERENCES accounts (id),
  answers jsonb NOT NULL DEFAULT '{}',
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{8}$'),
  signed_up_at timestamptz NOT NULL DEFAULT now(),
  signed_in_at timestamptz,
  UNIQUE (activity_id, customer_id)
);
CREATE INDEX activity_signups_activity_idx ON activity_signups (activity_id, id DESC);

-- Appointments: a customer's booked time with a store, optionally for an activity.
CREATE TABLE appointments (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  phone text NOT NULL CHECK (phone ~ '^[0-9]{3,20}$'),
  store_id bigint NOT NULL REFERENCES stores (id),
  sale_id bigint REFERENCES accounts (id),
  activity_id bigint REFERENCES activities (id),
  appointed_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'cancelled', 'done')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointments_merchant_idx ON appointments (merchant_id, appointed_at DESC);
CREATE INDEX appointments_sale_idx ON appointments (merchant_id, sale_id, appointed_at DESC);
CREATE INDEX appointments_activity_idx ON appointments (activity_id);
CREATE INDEX appointments_customer_idx ON appointments (customer_id);
