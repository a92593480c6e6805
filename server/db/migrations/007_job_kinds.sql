-- Job kinds come from entity plug-ins (plan imports, offline packages, statistics exports, shop
-- switches), not from a fixed list: the column takes any kind name the plug-ins may declare
-- (server/jobs/job-kinds.ts JOB_KIND_PATTERN); the app refuses unknown kinds at boot.
ALTER TABLE jobs DROP CONSTRAINT jobs_kind_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_kind_check CHECK (kind ~ '^[a-z][a-z0-9-]{0,39}$');
