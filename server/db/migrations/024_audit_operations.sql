-- Write events that name the move (issue 32): each audit entry keeps what the user did besides the
-- kind of write (`operation`: a record action such as `submit`, or `save-scenes`; null for a plain
-- create, update or delete) and the machine fields it moved, as [{ field, from, to }].
ALTER TABLE audit_log ADD COLUMN operation text;
ALTER TABLE audit_log ADD COLUMN moves jsonb;

-- The view gains both at its end (CREATE OR REPLACE VIEW may only append columns).
CREATE OR REPLACE VIEW audit_log_entries AS
SELECT
  a.id,
  a.entity,
  a.record_id,
  (SELECT t.record_title FROM audit_log t
    WHERE t.entity = a.entity AND t.record_id = a.record_id AND t.record_title IS NOT NULL
    ORDER BY t.id DESC LIMIT 1) AS record_title,
  coalesce((SELECT l.action = 'delete' FROM audit_log l
    WHERE l.entity = a.entity AND l.record_id = a.record_id
    ORDER BY l.id DESC LIMIT 1), false) AS record_deleted,
  a.action,
  a.account_id,
  a.account_name,
  a.merchant_id,
  (SELECT m.name FROM merchants m WHERE m.id = a.merchant_id) AS merchant_name,
  a.before,
  a.after,
  a.created_at,
  a.updated_at,
  a.operation,
  a.moves
FROM audit_log a;
