import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';

/** Shards of each bucket's window: concurrent calls of one key rarely pick the same row. */
const RATE_SHARDS = 8;

/** One limit: at most `limit` hits per window in `bucket` (`ingest:key:12`, `ingest:ip:10.0.0.1`). */
export interface RateLimit {
  bucket: string;
  limit: number;
}

/**
 * Counts `weight` hits against each limit's current window (fixed windows of `windowSeconds`, in
 * PostgreSQL so every instance counts together) and refuses with 429 when any window is over its
 * limit, saying when the window ends. A refused call's hits still count: a client that keeps
 * calling while refused stays refused.
 */
export async function spendRateLimits(db: Db, limits: RateLimit[], weight: number, windowSeconds: number): Promise<void> {
  const shard = Math.floor(Math.random() * RATE_SHARDS);
  const buckets = limits.map((limit) => limit.bucket);
  // One statement: this call's hits go into a random shard; the window's total is the other
  // shards' hits as this statement sees them, plus this call's own row after the upsert.
  const { rows } = await sql<{ bucket: string; hits: number; ends_in: number }>`
    WITH spent AS (
      INSERT INTO rate_windows (bucket, window_start, shard, hits)
      SELECT bucket, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), ${shard}::smallint, ${weight}::int
      FROM unnest(${buckets}::text[]) AS bucket
      ON CONFLICT (bucket, window_start, shard) DO UPDATE SET hits = rate_windows.hits + excluded.hits
      RETURNING bucket, window_start, hits
    )
    SELECT s.bucket, (s.hits + coalesce((
        SELECT sum(w.hits) FROM rate_windows w WHERE w.bucket = s.bucket AND w.window_start = s.window_start AND w.shard <> ${shard}::smallint
      ), 0))::int AS hits,
      ceil(extract(epoch FROM s.window_start) + ${windowSeconds} - extract(epoch FROM now()))::int AS ends_in
    FROM spent s`.execute(db);
  // Keep the table small: windows that ended count for nothing.
  if (Math.random() < 0.01) await sql`DELETE FROM rate_windows WHERE window_start < now() - make_interval(secs => ${windowSeconds * 2})`.execute(db);
  const over = rows.filter((row) => row.hits > (limits.find((limit) => limit.bucket === row.bucket)?.limit ?? Number.POSITIVE_INFINITY));
  if (!over.length) return;
  const wait = Math.max(1, ...over.map((row) => row.ends_in));
  throw new AppError(429, 'errors.rateLimited', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
}
