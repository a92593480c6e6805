-- Merchants as the operator keeps them (`/businessManagement/businessInfo`, issue 19): business
-- information, terms and caps (migration 016), with the master account's login name and what a
-- list reads cheaply of its usage. Writes go to merchants (and, for a new merchant, its master
-- account) through the trigger below, in the statement the engine runs.

-- What the API reads and writes. `merchant_id` repeats the id so the engine's audit entries name
-- the merchant (the detail page lists them). `expiry_status` follows the shops' (spec §3, §9): 3
-- when due within 7 days, 7 once past, 0 otherwise or without an expiry. `password_hash` is only
-- written (a new master account's); it reads as null. Usage counts are scalar subqueries, so the
-- list's id and count queries, which name none of them, cost what they do on merchants.
CREATE VIEW merchant_rows AS
  SELECT m.id, m.id AS merchant_id, m.name, m.overdue_time, m.status,
    (CASE WHEN m.overdue_time IS NULL THEN 0 WHEN m.overdue_time <= now() THEN 7
      WHEN m.overdue_time <= now() + interval '7 days' THEN 3 ELSE 0 END)::smallint AS expiry_status,
    (SELECT a.username FROM accounts a WHERE a.id = m.account_id) AS master_username,
    NULL::text AS password_hash,
    m.edition, m.maintainer_id, m.rendering, m.template_privilege,
    m.plan_cap, m.template_cap, m.goods_cap, m.material_capacity, m.account_quota,
    (SELECT count(*) FROM commodities c WHERE c.merchant_id = m.id AND c.deleted_at IS NULL)::integer AS goods_count,
    (SELECT count(*) FROM accounts s WHERE s.merchant_id = m.id AND s.kind = 'sub')::integer AS sub_accounts,
    m.created_at, m.updated_at
  FROM merchants m;

-- A new merchant comes with its master account, holding the platform's shared master role (the
-- plug-in refuses the create when there is none); an update renames the master account when its
-- login name changed. Merchants are never deleted here: their data is everywhere (they are disabled).
CREATE FUNCTION merchant_rows_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  master_role bigint;
  master bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO merchants (name, overdue_time, status, edition, maintainer_id, rendering, template_privilege,
        plan_cap, template_cap, goods_cap, material_capacity, account_quota)
      VALUES (NEW.name, NEW.overdue_time, coalesce(NEW.status, 'enabled'), NEW.edition, NEW.maintainer_id, coalesce(NEW.rendering, false),
        NEW.template_privilege, NEW.plan_cap, NEW.template_cap, NEW.goods_cap, NEW.material_capacity, NEW.account_quota)
      RETURNING id, created_at, updated_at INTO NEW.id, NEW.created_at, NEW.updated_at;
    SELECT id INTO master_role FROM roles WHERE audience = 'merchant' AND position = 'master' AND merchant_id IS NULL ORDER BY id LIMIT 1;
    INSERT INTO accounts (merchant_id, username, password_hash, name, nickname, kind, role_id)
      VALUES (NEW.id, NEW.master_username, NEW.password_hash, NEW.name, NEW.name, 'master', master_role)
      RETURNING id INTO master;
    IF master_role IS NOT NULL THEN
      INSERT INTO account_roles (account_id, role_id, is_default) VALUES (master, master_role, true);
    END IF;
    UPDATE merchants SET account_id = master WHERE id = NEW.id;
    NEW.merchant_id := NEW.id;
    NEW.password_hash := NULL;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'merchants are disabled, not deleted';
  END IF;
  UPDATE merchants SET name = NEW.name, overdue_time = NEW.overdue_time, status = NEW.status, edition = NEW.edition,
      maintainer_id = NEW.maintainer_id, rendering = NEW.rendering, template_privilege = NEW.template_privilege,
      plan_cap = NEW.plan_cap, template_cap = NEW.template_cap, goods_cap = NEW.goods_cap,
      material_capacity = NEW.material_capacity, account_quota = NEW.account_quota, updated_at = now()
    WHERE id = OLD.id;
  IF NEW.master_username IS DISTINCT FROM OLD.master_username AND NEW.master_username IS NOT NULL THEN
    UPDATE accounts SET username = NEW.master_username, updated_at = now()
      WHERE id = (SELECT account_id FROM merchants WHERE id = OLD.id);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER merchant_rows_write INSTEAD OF INSERT OR UPDATE OR DELETE ON merchant_rows
  FOR EACH ROW EXECUTE FUNCTION merchant_rows_write();

