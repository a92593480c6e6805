-- The order centre (issue 19): orders for merchants' versions and services, each in periods, one
-- instance per period. Instances move between "takes effect", "normal expiration", "manual
-- expiration" and "frozen" (resources/orders/order-instance-status.ts); taking effect and
-- expiring change the merchant's terms, caps and expiry in the same transaction.

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  product text NOT NULL CHECK (product IN ('edition', 'service')),
  edition text CHECK (edition IN ('trial', 'standard', 'professional', 'flagship')),
  service text CHECK (service IN ('plan-pack', 'template-pack', 'account-pack', 'storage-pack')),
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 100000),
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  period_months integer NOT NULL CHECK (period_months BETWEEN 1 AND 36),
  periods integer NOT NULL CHECK (periods BETWEEN 1 AND 10),
  note text NOT NULL DEFAULT '',
  created_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_by_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((product = 'edition') = (edition IS NOT NULL) AND (product = 'service') = (service IS NOT NULL))
);
CREATE INDEX orders_merchant_idx ON orders (merchant_id);

CREATE TABLE order_instances (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  seq integer NOT NULL CHECK (seq >= 1),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  status text NOT NULL DEFAULT 'effective' CHECK (status IN ('effective', 'expired', 'ended', 'frozen')),
  changed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, seq)
);
CREATE INDEX order_instances_due_idx ON order_instances (ends_at) WHERE status = 'effective';
CREATE INDEX order_instances_merchant_idx ON order_instances (merchant_id, status);

-- What the order centre lists: each order with its latest instance (the period it is in) and
-- every instance as JSON. Writes go to `orders` through the trigger (the instance columns are
-- the server's own; once made, an order's amount and note alone may change).
-- Scalar subqueries rather than a join, so a record action may lock a row of the view (an outer
-- join's nullable side cannot be locked).
CREATE VIEW order_rows AS
  SELECT o.id, o.number, o.merchant_id, o.product, o.edition, o.service, o.quantity, o.amount, o.period_months, o.periods,
    o.note, o.created_by, o.created_by_name,
    (SELECT i.seq FROM order_instances i WHERE i.order_id = o.id ORDER BY i.seq DESC LIMIT 1) AS period,
    (SELECT i.status FROM order_instances i WHERE i.order_id = o.id ORDER BY i.seq DESC LIMIT 1) AS instance_status,
    (SELECT i.starts_at FROM order_instances i WHERE i.order_id = o.id ORDER BY i.seq DESC LIMIT 1) AS period_starts_at,
    (SELECT i.ends_at FROM order_instances i WHERE i.order_id = o.id ORDER BY i.seq DESC LIMIT 1) AS period_ends_at,
    coalesce((SELECT json_agg(json_build_object('id', i.id, 'seq', i.seq, 'status', i.status, 'starts_at', i.starts_at, 'ends_at', i.ends_at) ORDER BY i.seq)
      FROM order_instances i WHERE i.order_id = o.id), '[]'::json) AS instances,
    o.created_at, o.updated_at
  FROM orders o;

CREATE FUNCTION order_rows_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM orders WHERE id = OLD.id;
    RETURN OLD;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO orders (number, merchant_id, product, edition, service, quantity, amount, period_months, periods, note, created_by, created_by_name)
      VALUES (NEW.number, NEW.merchant_id, NEW.product, NEW.edition, NEW.service, coalesce(NEW.quantity, 1), NEW.amount, NEW.period_months,
        NEW.periods, coalesce(NEW.note, ''), NEW.created_by, coalesce(NEW.created_by_name, ''))
      RETURNING id, created_at, updated_at INTO NEW.id, NEW.created_at, NEW.updated_at;
    -- The first period starts with the order (the server then gives the merchant its terms).
    INSERT INTO order_instances (order_id, merchant_id, seq, starts_at, ends_at)
      VALUES (NEW.id, NEW.merchant_id, 1, now(), now() + make_interval(months => NEW.period_months));
  ELSE
    UPDATE orders SET amount = NEW.amount, note = NEW.note, updated_at = now() WHERE id = OLD.id;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER order_rows_write INSTEAD OF INSERT OR UPDATE OR DELETE ON order_rows
  FOR EACH ROW EXECUTE FUNCTION order_rows_write();

-- Order numbers: OC, the day, and a serial (server/modules/orders/order-number.ts).
CREATE SEQUENCE order_number_seq;
