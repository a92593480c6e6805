-- Every role an account holds, as the sub-account forms read and write it (issue 35: `duo` holds a
-- store manager's and a guide's role, and its form showed one). account_roles stays what sessions
-- switch between; accounts.role_ids mirrors it, its default role first, kept equal by a trigger
-- whoever writes account_roles (the accounts module, the merchants' master-account trigger, seeds).
ALTER TABLE accounts ADD COLUMN role_ids bigint[] NOT NULL DEFAULT '{}';

CREATE FUNCTION mirror_account_roles() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held_by bigint;
BEGIN
  FOREACH held_by IN ARRAY ARRAY[(CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.account_id END), (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.account_id END)] LOOP
    CONTINUE WHEN held_by IS NULL;
    UPDATE accounts SET role_ids = coalesce(
        (SELECT array_agg(ar.role_id ORDER BY ar.is_default DESC, ar.role_id) FROM account_roles ar WHERE ar.account_id = held_by), '{}')
      WHERE id = held_by;
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER account_roles_mirror AFTER INSERT OR UPDATE OR DELETE ON account_roles FOR EACH ROW EXECUTE FUNCTION mirror_account_roles();

UPDATE accounts a SET role_ids = held.ids
  FROM (SELECT account_id, array_agg(role_id ORDER BY is_default DESC, role_id) AS ids FROM account_roles GROUP BY account_id) held
  WHERE held.account_id = a.id;

-- The two lists of a merchant's sub-accounts are disjoint, by the account's default role: "Store
-- sub-accounts" (`/myAccount/subSellerAccount`, store_guides) holds the stores' shopping guides,
-- "Sub-accounts" (`/myAccount/subaccountManagement`) everyone else (managers, designers, accounts
-- without a role). A view's `*` is fixed when it is made, so store_guides is made again with role_ids.
DROP VIEW store_guides;
CREATE VIEW store_guides AS
  SELECT * FROM accounts
  WHERE kind = 'sub' AND role_id IN (SELECT id FROM roles WHERE position = 'guide')
  WITH LOCAL CHECK OPTION;
CREATE VIEW sub_accounts_but_guides AS
  SELECT * FROM accounts
  WHERE kind = 'sub' AND (role_id IS NULL OR role_id NOT IN (SELECT id FROM roles WHERE position = 'guide'))
  WITH LOCAL CHECK OPTION;
