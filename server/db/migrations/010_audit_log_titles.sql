-- A readable audit log (issue 14): each new entry keeps the title its record had after the write
-- (its declaration's titleField), and the log is read through a view that adds, per entry, the
-- record's latest known title, whether its latest entry deleted it, and the merchant's name.
-- Entries written before this have no title of their own; they show a later entry's, or the id.
ALTER TABLE audit_log ADD COLUMN IF NOT EXISTS record_title text;

-- One record's history, newest first: what the view's per-entry look-ups read.
CREATE INDEX IF NOT EXISTS audit_log_record_idx ON audit_log (entity, record_id, id DESC);
DROP INDEX IF EXISTS audit_log_entity_idx;

-- Scalar subqueries rather than joins: a list's page-id and count queries name none of these
-- columns, and PostgreSQL then evaluates none of them, so filtering and counting cost what they
-- did on the table.
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
  a.updated_at
FROM audit_log a;
