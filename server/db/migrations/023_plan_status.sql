-- One status a user reads (issue 32): a published plan, hall or template says "published" instead
-- of "draft" beside a separate publish time. published_at stays: when viewers last got a revision.
ALTER TABLE plans DROP CONSTRAINT plans_status_check;
UPDATE plans SET status = 'published' WHERE published_at IS NOT NULL;
ALTER TABLE plans ADD CONSTRAINT plans_status_check CHECK (status IN ('draft', 'submitted', 'published'));
