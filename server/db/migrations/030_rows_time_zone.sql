-- Issue #35 "one clock": an operator's lists of merchants, shops and orders show each row's times in
-- its merchant's zone (the zone its statistics count days in, migration 011), so each row carries
-- it. CREATE OR REPLACE VIEW may only append columns: each view is restated as before (016, 017,
-- 019) with `time_zone` at its end; the INSTEAD OF triggers stay, and never write the zone.
--
-- "One language": a shop's failure is also a code the interface words in each language
-- (resources/shops/shop-failures.ts), its raw text staying in `fail_reason` as the detail. A failed
-- review's is the operator's reason; a refused token's is the marketplace's message, or, for a token
-- of another shop, that shop's id. The token action writes the code on the shop; the view derives
-- the review's from the status, so the audit action (through the view's trigger) needs none.
ALTER TABLE marketplace_shops ADD COLUMN fail_code text NOT NULL DEFAULT ''
  CHECK (fail_code IN ('', 'tokenRefused', 'tokenOfAnotherShop'));

CREATE OR REPLACE VIEW marketplace_shop_rows AS
  SELECT s.id, s.merchant_id, s.name, s.licence, s.expire_at, s.status, s.fail_reason, s.liaison, s.shop_id,
    s.style_id, s.channel, s.style, s.viewuuid, s.opened, s.switching, s.authorised_at,
    m.edition, m.maintainer_id, m.rendering, m.plan_cap, m.template_cap, m.template_privilege, m.material_capacity,
    m.account_quota AS account_cap,
    (CASE WHEN s.expire_at <= now() THEN 7 WHEN s.expire_at <= now() + interval '7 days' THEN 3 ELSE 0 END)::smallint AS expiry_status,
    s.created_at, s.updated_at,
    m.time_zone,
    (CASE s.status WHEN 2 THEN 'reviewRejected' WHEN 4 THEN coalesce(nullif(s.fail_code, ''), 'tokenRefused') ELSE '' END) AS fail_code
  FROM marketplace_shops s JOIN merchants m ON m.id = s.merchant_id;

CREATE OR REPLACE VIEW merchant_rows AS
  SELECT m.id, m.id AS merchant_id, m.name, m.overdue_time, m.status,
    (CASE WHEN m.overdue_time IS NULL THEN 0 WHEN m.overdue_time <= now() THEN 7
      WHEN m.overdue_time <= now() + interval '7 days' THEN 3 ELSE 0 END)::smallint AS expiry_status,
    (SELECT a.username FROM accounts a WHERE a.id = m.account_id) AS master_username,
    NULL::text AS password_hash,
    m.edition, m.maintainer_id, m.rendering, m.template_privilege,
    m.plan_cap, m.template_cap, m.goods_cap, m.material_capacity, m.account_quota,
    (SELECT count(*) FROM commodities c WHERE c.merchant_id = m.id AND c.deleted_at IS NULL)::integer AS goods_count,
    (SELECT count(*) FROM accounts s WHERE s.merchant_id = m.id AND s.kind = 'sub')::integer AS sub_accounts,
    m.created_at, m.updated_at,
    m.time_zone
  FROM merchants m;

-- A scalar subquery rather than a join, as the view's other columns: a record action locks its row.
CREATE OR REPLACE VIEW order_rows AS
  SELECT o.id, o.number, o.merchant_id, o.product, o.edition, o.service, o.quantity, o.amount, o.period_months, o.periods,
    o.note, o.created_by, o.created_by_name,
    (SELECT i.seq FROM order_instances i WHERE i.order_id = o.id ORDER BY i.seq DESC LIMIT 1) AS period,
    (SELECT i.status FROM order_instances i WHERE i.order_id = o.id ORDER BY i.seq DESC LIMIT 1) AS instance_status,
    (SELECT i.starts_at FROM order_instances i WHERE i.order_id = o.id ORDER BY i.seq DESC LIMIT 1) AS period_starts_at,
    (SELECT i.ends_at FROM order_instances i WHERE i.order_id = o.id ORDER BY i.seq DESC LIMIT 1) AS period_ends_at,
    coalesce((SELECT json_agg(json_build_object('id', i.id, 'seq', i.seq, 'status', i.status, 'starts_at', i.starts_at, 'ends_at', i.ends_at) ORDER BY i.seq)
      FROM order_instances i WHERE i.order_id = o.id), '[]'::json) AS instances,
    o.created_at, o.updated_at,
    (SELECT m.time_zone FROM merchants m WHERE m.id = o.merchant_id) AS time_zone
  FROM orders o;
