-- Organisation and accounts (spec §3 "Account, store, department", §4 accounts, §6 roles and caps).

-- Which kind of account a row is: platform staff, a merchant's master account, or a sub-account.
ALTER TABLE accounts ADD COLUMN kind text NOT NULL DEFAULT 'sub' CHECK (kind IN ('staff', 'master', 'sub'));
UPDATE accounts SET kind = 'staff' WHERE merchant_id IS NULL;
UPDATE accounts a SET kind = 'master' FROM merchants m WHERE m.account_id = a.id;
-- The role the account was given (its default); account_roles still lists every role it holds.
ALTER TABLE accounts ADD COLUMN role_id bigint REFERENCES roles (id);
UPDATE accounts a SET role_id = ar.role_id FROM account_roles ar WHERE ar.account_id = a.id AND ar.is_default;
UPDATE accounts a SET role_id = (SELECT min(role_id) FROM account_roles ar WHERE ar.account_id = a.id) WHERE a.role_id IS NULL;
CREATE INDEX accounts_role_idx ON accounts (role_id);
CREATE INDEX accounts_store_idx ON accounts (store_id);

-- Who may hold a role: platform staff ('platform', role_tag atrium) or merchants' accounts
-- ('merchant': every merchant when merchant_id is null, else that one). `position` decides which
-- store cap a holder counts against, and keeps master roles off sub-accounts.
ALTER TABLE roles ADD COLUMN audience text NOT NULL DEFAULT 'merchant' CHECK (audience IN ('platform', 'merchant'));
UPDATE roles SET audience = 'platform' WHERE role_tag = 'atrium';
ALTER TABLE roles ADD COLUMN position text NOT NULL DEFAULT 'other' CHECK (position IN ('master', 'manager', 'guide', 'other'));
UPDATE roles SET position = CASE code WHEN 'master' THEN 'master' WHEN 'manager' THEN 'manager' WHEN 'guide' THEN 'guide' ELSE 'other' END;
ALTER TABLE roles ADD CONSTRAINT roles_audience_tag CHECK ((audience = 'platform') = (role_tag = 'atrium'));
ALTER TABLE roles ADD CONSTRAINT roles_platform_merchant CHECK (audience = 'merchant' OR merchant_id IS NULL);
ALTER TABLE roles ADD COLUMN description text NOT NULL DEFAULT '';

-- The merchant's sub-account quota (spec §8 "Sub-account quota insufficient").
ALTER TABLE merchants ADD COLUMN account_quota integer NOT NULL DEFAULT 50 CHECK (account_quota BETWEEN 0 AND 100000);

-- Departments: a tree per merchant; "set as store" links one to the store it became.
CREATE TABLE departments (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  parent_id bigint REFERENCES departments (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX departments_merchant_idx ON departments (merchant_id, parent_id);

-- Stores (or classes): the spec's fields and the two caps of spec §6.
ALTER TABLE stores
  ADD COLUMN custom_address boolean NOT NULL DEFAULT false,
  ADD COLUMN header_image text NOT NULL DEFAULT '',
  ADD COLUMN photos text[] NOT NULL DEFAULT '{}',
  ADD COLUMN album_id bigint REFERENCES albums (id) ON DELETE SET NULL,
  ADD COLUMN business_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN manager_cap integer NOT NULL DEFAULT 5 CHECK (manager_cap BETWEEN 0 AND 10000),
  ADD COLUMN guide_cap integer NOT NULL DEFAULT 50 CHECK (guide_cap BETWEEN 0 AND 10000),
  ADD COLUMN department_id bigint UNIQUE REFERENCES departments (id) ON DELETE SET NULL;

-- The operator's views of merchants' accounts: one row per account with its merchant's terms and
-- the names a list shows (read only; writes go to accounts and merchants through record actions).
CREATE VIEW merchant_accounts AS
  SELECT a.id, a.username, a.name, a.nickname, a.phone, a.email, a.status, a.created_at, a.updated_at,
    m.id AS merchant_id, m.name AS merchant_name, m.overdue_time, m.account_quota,
    (SELECT count(*) FROM accounts s WHERE s.merchant_id = m.id AND s.kind = 'sub')::integer AS sub_accounts
  FROM accounts a JOIN merchants m ON m.account_id = a.id
  WHERE a.kind = 'master';

-- Names through scalar subqueries rather than outer joins, so a record action may lock a row of it.
CREATE VIEW merchant_sub_accounts AS
  SELECT a.id, a.username, a.name, a.nickname, a.phone, a.status, a.created_at, a.updated_at,
    a.merchant_id, m.name AS merchant_name, a.store_id, (SELECT s.name FROM stores s WHERE s.id = a.store_id) AS store_name,
    a.role_id, (SELECT r.name FROM roles r WHERE r.id = a.role_id) AS role_name
  FROM accounts a
  JOIN merchants m ON m.id = a.merchant_id
  WHERE a.kind = 'sub';

-- A store manager's guides (`/myAccount/subSellerAccount`): sub-accounts holding a guide role. A
-- simple view, so it takes inserts and updates; the check option keeps a write inside it.
CREATE VIEW store_guides AS
  SELECT * FROM accounts
  WHERE kind = 'sub' AND role_id IN (SELECT id FROM roles WHERE position = 'guide')
  WITH LOCAL CHECK OPTION;
