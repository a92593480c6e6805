import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';

/** Shards of each bucket's window: instances flushing at once rarely pick the same row. */
const RATE_SHARDS = 8;
/** How often an instance adds its hits to PostgreSQL and learns the others'. */
export const RATE_SYNC_MS = 1_000;

/** One limit: at most `limit` hits per window in `bucket` (`ingest:key:12`, `ingest:ip:10.0.0.1`). */
export interface RateLimit {
  bucket: string;
  limit: number;
}

interface Window {
  bucket: string;
  /** Epoch milliseconds. */
  start: number;
  seconds: number;
  /** Every instance's hits as of the last sync, this one's included. */
  known: number;
  /** This instance's hits since. */
  pending: number;
}

/**
 * Fixed-window rate limits that hold across instances (API.md §2: "limits kept in PostgreSQL").
 * Each instance counts in memory and, every second, adds its hits to the window's row in
 * PostgreSQL and reads back every instance's total, in one statement for all its windows. A call
 * is decided at once on the total as last read plus this instance's hits since, so it costs no
 * round trip (the ingestion route's statement per batch is all the database sees of it, issue 16
 * figure 8a). With one instance the limit is exact; with several, a window can overshoot by what
 * the others took in the last second.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  /** This instance's row of each window: its hits land there, so instances never wait on each other. */
  private readonly shard = Math.floor(Math.random() * RATE_SHARDS);
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.timer = setInterval(() => void this.flush().catch(this.onError), RATE_SYNC_MS);
    this.timer.unref();
  }

  /**
   * Counts `weight` hits against each limit's current window (fixed windows of `windowSeconds`)
   * and refuses with 429 when any window is over its limit, saying when the window ends. A refused
   * call's hits still count: a client that keeps calling while refused stays refused.
   */
  spend(limits: RateLimit[], weight: number, windowSeconds: number, now = Date.now()): void {
    const start = Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000;
    let wait = 0;
    for (const { bucket, limit } of limits) {
      const id = `${windowSeconds}|${start}|${bucket}`;
      let window = this.windows.get(id);
      if (!window) {
        window = { bucket, start, seconds: windowSeconds, known: 0, pending: 0 };
        this.windows.set(id, window);
      }
      window.pending += weight;
      if (window.known + window.pending > limit) wait = Math.max(wait, 1, Math.ceil((start + windowSeconds * 1000 - now) / 1000));
    }
    if (wait) throw new AppError(429, 'errors.rateLimited', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
  }

  /** Adds this instance's hits to PostgreSQL and learns every instance's totals; one flush at a time. */
  flush(now = Date.now()): Promise<void> {
    // Start after the previous flush however it ended: chained on its rejection, one failed sync
    // (a short database outage) would fail every later flush without syncing, for good. The caller
    // still gets its own sync's rejection, and a failed sync leaves its hits pending (sync takes
    // them off only once the statement has succeeded), so the next one sends them.
    this.flushing = this.flushing.catch(() => {}).then(() => this.sync(now));
    return this.flushing;
  }

  /** Stops syncing after a last flush (the app's onClose). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(this.onError);
  }

  private async sync(now: number): Promise<void> {
    for (const [id, window] of this.windows) if (window.start + window.seconds * 1000 <= now) this.windows.delete(id);
    const windows = [...this.windows.values()];
    if (!windows.length) return;
    const sent = windows.map((window) => window.pending);
    const buckets = windows.map((window) => window.bucket);
    const starts = windows.map((window) => new Date(window.start));
    // The select sees the rows as they were before this statement's upsert: the totals are those
    // plus what this flush sends.
    const { rows } = await sql<{ bucket: string; start: Date; hits: number }>`
      WITH sent AS (
        INSERT INTO rate_windows (bucket, window_start, shard, hits)
        SELECT bucket, start, ${this.shard}::smallint, hits FROM unnest(${buckets}::text[], ${starts}::timestamptz[], ${sent}::int[]) AS s(bucket, start, hits)
        WHERE hits > 0
        ON CONFLICT (bucket, window_start, shard) DO UPDATE SET hits = rate_windows.hits + excluded.hits
      )
      SELECT w.bucket, w.window_start AS start, sum(w.hits)::int AS hits
      FROM rate_windows w JOIN unnest(${buckets}::text[], ${starts}::timestamptz[]) AS s(bucket, start) ON w.bucket = s.bucket AND w.window_start = s.start
      GROUP BY 1, 2`.execute(this.db);
    const before = new Map(rows.map((row) => [`${row.bucket}|${row.start.getTime()}`, row.hits]));
    windows.forEach((window, index) => {
      window.known = (before.get(`${window.bucket}|${window.start}`) ?? 0) + sent[index];
      window.pending -= sent[index];
    });
    // Keep the table small: windows that ended count for nothing.
    if (Math.random() < 0.01) await sql`DELETE FROM rate_windows WHERE window_start < now() - interval '1 hour'`.execute(this.db);
  }
}
