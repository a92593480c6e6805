import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';

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
  const { rows } = await sql<{ bucket: string; hits: number; ends_in: number }>`
    INSERT INTO rate_windows (bucket, window_start, hits)
    SELECT bucket, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), ${weight}::int
    FROM unnest(${limits.map((limit) => limit.bucket)}::text[]) AS bucket
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_windows.hits + excluded.hits
    RETURNING bucket, hits, ceil(extract(epoch FROM window_start) + ${windowSeconds} - extract(epoch FROM now()))::int AS ends_in`.execute(db);
  // Keep the table small: windows that ended count for nothing.
  if (Math.random() < 0.01) await sql`DELETE FROM rate_windows WHERE window_start < now() - make_interval(secs => ${windowSeconds * 2})`.execute(db);
  const over = rows.filter((row) => row.hits > (limits.find((limit) => limit.bucket === row.bucket)?.limit ?? Number.POSITIVE_INFINITY));
  if (!over.length) return;
  const wait = Math.max(1, ...over.map((row) => row.ends_in));
  throw new AppError(429, 'errors.rateLimited', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
}
