-- Every store is a department of its merchant's tree (issue 35: the stores page's tree left out
-- Flagship, a store made without one, so picking a department could never find it). A store made
-- without a department gets one of its name at the top of the tree (stores.server.ts does so from
-- now on); the stores already made get theirs here.
DO $$
DECLARE
  store record;
  made bigint;
BEGIN
  FOR store IN SELECT id, merchant_id, name FROM stores WHERE department_id IS NULL ORDER BY id LOOP
    INSERT INTO departments (merchant_id, name) VALUES (store.merchant_id, store.name) RETURNING id INTO made;
    UPDATE stores SET department_id = made WHERE id = store.id;
  END LOOP;
END $$;
