-- Rate limits that hold across instances (API.md §2: `/app-api` calls are limited per credential
-- and per address): hits per bucket and fixed window, counted in one statement per call. Each
-- bucket's window is split into a few shards, one picked at random per call, so concurrent calls
-- of one key do not all wait on one row's lock; the window's hits are the sum of its shards.
-- Windows past their end count for nothing and are swept now and then by the caller.
CREATE TABLE rate_windows (
  bucket text NOT NULL CHECK (length(bucket) <= 200),
  window_start timestamptz NOT NULL,
  shard smallint NOT NULL DEFAULT 0 CHECK (shard >= 0),
  hits integer NOT NULL CHECK (hits >= 0),
  PRIMARY KEY (bucket, window_start, shard)
);
