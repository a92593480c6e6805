-- Provider administration (spec §3 "Shop", §4 "Accounts and shops", §5, §8): a merchant's business
-- terms and caps, and its marketplace shops with their audit and authorisation states.

-- A merchant's terms. The caps live here (material_capacity and account_quota already do): every
-- shop form shows and edits its merchant's, and one checker enforces them (server/modules/merchants).
ALTER TABLE merchants
  ADD COLUMN edition text NOT NULL DEFAULT 'standard' CHECK (edition IN ('trial', 'standard', 'professional', 'flagship')),
  ADD COLUMN maintainer_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  ADD COLUMN plan_cap integer NOT NULL DEFAULT 100 CHECK (plan_cap BETWEEN 0 AND 1000000),
  ADD COLUMN template_cap integer NOT NULL DEFAULT 20 CHECK (template_cap BETWEEN 0 AND 1000000),
  ADD COLUMN goods_cap integer NOT NULL DEFAULT 10000 CHECK (goods_cap BETWEEN 0 AND 1000000),
  ADD COLUMN template_privilege text NOT NULL DEFAULT 'basic' CHECK (template_privilege IN ('none', 'basic', 'all')),
  ADD COLUMN rendering boolean NOT NULL DEFAULT false;

-- Marketplace shops (spec §3): status 0 review pending, 1 review passed, 2 review failed,
-- 3 authorisation succeeded, 4 authorisation failed, 5 disabled, 6 deleted, 7 authorisation
-- expired; the moves between them are resources/shops/shop-status.ts. The marketplace token is
-- kept for the adapter's calls and never read back by the API.
CREATE TABLE marketplace_shops (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL,
  licence text NOT NULL DEFAULT '',
  expire_at timestamptz NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 7),
  fail_reason text NOT NULL DEFAULT '',
  liaison text NOT NULL,
  shop_id text NOT NULL CHECK (shop_id ~ '^[0-9]{1,30}$'),
  style_id smallint NOT NULL,
  channel smallint NOT NULL DEFAULT 0 CHECK (channel BETWEEN 0 AND 5),
  style text NOT NULL DEFAULT 'simple' CHECK (style IN ('simple', 'technology')),
  viewuuid text NOT NULL DEFAULT '',
  opened boolean NOT NULL DEFAULT false,
  switching text CHECK (switching IN ('opening', 'closing')),
  token text,
  authorised_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX marketplace_shops_merchant_idx ON marketplace_shops (merchant_id);
CREATE INDEX marketplace_shops_expiry_idx ON marketplace_shops (expire_at) WHERE status NOT IN (5, 6);

-- What the API reads and writes: each shop with its merchant's terms and caps, and its expiry
-- status (spec §3: 3 due within 7 days, 7 expired, 0 otherwise). Writes go through the trigger
-- below, which stores the shop's fields on the shop and the caps on its merchant, in one statement.
CREATE VIEW marketplace_shop_rows AS
  SELECT s.id, s.merchant_id, s.name, s.licence, s.expire_at, s.status, s.fail_reason, s.liaison, s.shop_id,
    s.style_id, s.channel, s.style, s.viewuuid, s.opened, s.switching, s.authorised_at,
    m.edition, m.maintainer_id, m.rendering, m.plan_cap, m.template_cap, m.template_privilege, m.material_capacity,
    m.account_quota AS account_cap,
    (CASE WHEN s.expire_at <= now() THEN 7 WHEN s.expire_at <= now() + interval '7 days' THEN 3 ELSE 0 END)::smallint AS expiry_status,
    s.created_at, s.updated_at
  FROM marketplace_shops s JOIN merchants m ON m.id = s.merchant_id;

CREATE FUNCTION marketplace_shop_rows_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM marketplace_shops WHERE id = OLD.id;
    RETURN OLD;
  END IF;
  UPDATE merchants SET edition = NEW.edition, maintainer_id = NEW.maintainer_id, rendering = NEW.rendering,
      plan_cap = NEW.plan_cap, template_cap = NEW.template_cap, template_privilege = NEW.template_privilege,
      material_capacity = NEW.material_capacity, account_quota = NEW.account_cap, updated_at = now()
    WHERE id = NEW.merchant_id
      AND (edition, maintainer_id, rendering, plan_cap, template_cap, template_privilege, material_capacity, account_quota)
        IS DISTINCT FROM (NEW.edition, NEW.maintainer_id, NEW.rendering, NEW.plan_cap, NEW.template_cap, NEW.template_privilege, NEW.material_capacity, NEW.account_cap);
  IF TG_OP = 'INSERT' THEN
    INSERT INTO marketplace_shops (merchant_id, name, licence, expire_at, status, fail_reason, liaison, shop_id, style_id, channel, style, viewuuid)
      VALUES (NEW.merchant_id, NEW.name, coalesce(NEW.licence, ''), NEW.expire_at, coalesce(NEW.status, 0), coalesce(NEW.fail_reason, ''), NEW.liaison,
        NEW.shop_id, NEW.style_id, coalesce(NEW.channel, 0), coalesce(NEW.style, 'simple'), coalesce(NEW.viewuuid, ''))
      RETURNING id, created_at, updated_at INTO NEW.id, NEW.created_at, NEW.updated_at;
  ELSE
    UPDATE marketplace_shops SET merchant_id = NEW.merchant_id, name = NEW.name, licence = NEW.licence, expire_at = NEW.expire_at,
        status = NEW.status, fail_reason = NEW.fail_reason, liaison = NEW.liaison, shop_id = NEW.shop_id, style_id = NEW.style_id,
        channel = NEW.channel, style = NEW.style, viewuuid = NEW.viewuuid, opened = NEW.opened, switching = NEW.switching,
        authorised_at = NEW.authorised_at, updated_at = now()
      WHERE id = OLD.id;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER marketplace_shop_rows_write INSTEAD OF INSERT OR UPDATE OR DELETE ON marketplace_shop_rows
  FOR EACH ROW EXECUTE FUNCTION marketplace_shop_rows_write();
