-- Rate limits that hold across instances (API.md §2: `/app-api` calls are limited per credential
-- and per address): hits per bucket and fixed window, counted in one upsert per call. Windows
-- past their end count for nothing and are swept now and then by the caller.
CREATE TABLE rate_windows (
  bucket text NOT NULL CHECK (length(bucket) <= 200),
  window_start timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0),
  PRIMARY KEY (bucket, window_start)
);
