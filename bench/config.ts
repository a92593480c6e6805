import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the bench lives, its private data (gitignored) and its committed results. */
export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT_DIR = path.resolve(BENCH_DIR, '..');
export const DATA_DIR = path.join(BENCH_DIR, '.data');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');

export type Mode = 'full' | 'quick';

/** Everything that differs between `npm run bench` and `npm run bench -- --quick` (1/100 of the scale). */
export interface BenchConfig {
  mode: Mode;
  /** Goods of the largest merchant (Demo Living), of the second one (Second Home), of each other merchant. */
  goods: { largest: number; second: number; other: number };
  /** Customers of the largest merchant and of each other merchant (seeded once a customers table exists). */
  customers: { largest: number; other: number };
  merchants: number;
  /** Seconds of one measured autocannon run, and of the warm-up before it. */
  duration: number;
  warmup: number;
  /** Rounds of A B B A in a side-by-side comparison (figures 1 and 2). */
  rounds: number;
  /** Connections for throughput figures, and for latency figures (few: latency, not queueing). */
  connections: number;
  latencyConnections: number;
  /** No single autocannon run sends more than this many requests. */
  maxRequests: number;
  /** An export that has not finished by then is cut off and measured as far as it got. */
  exportTimeoutSeconds: { small: number; large: number };
  /** The database the bench seeds (its own, never the app's). */
  databaseName: string;
}

export function configFor(mode: Mode): BenchConfig {
  const quick = mode === 'quick';
  const scale = quick ? 0.01 : 1;
  return {
    mode,
    goods: { largest: 1_000_000 * scale, second: 100_000 * scale, other: 2_000 * scale },
    customers: { largest: 100_000 * scale, other: 1_000 * scale },
    merchants: 50,
    duration: quick ? 2 : 5,
    warmup: quick ? 0.5 : 1,
    rounds: quick ? 1 : 2,
    connections: 10,
    latencyConnections: 2,
    maxRequests: quick ? 20_000 : 100_000,
    exportTimeoutSeconds: quick ? { small: 30, large: 30 } : { small: 180, large: 420 },
    databaseName: quick ? 'atrium_bench_quick' : 'atrium_bench',
  };
}

/**
 * The list request of figures 1, 2 and 4: page 1 of 30 goods, filtered (on the shelf, price from
 * 100) and sorted by the last change, with the total. Figure 3 pages the same sort without filters
 * (so that offset 9,980 exists at the quick scale too).
 */
export const LIST_QUERY = { page: '1', pageSize: '30', sort: '-updated_at', on_shelf: 'true', price_gte: '100' };
export const DEEP_PAGE_SIZE = 20;
/** Offset 9,980 = the last page of 20 inside the 10,000-row window (page 500). */
export const DEEP_OFFSET = 9_980;
export const DEEP_QUERY = (page: number) => ({ page: String(page), pageSize: String(DEEP_PAGE_SIZE), sort: '-updated_at' });

/** Demo accounts: Demo Living's and Second Home's master accounts (server/seed/demo-accounts.ts). */
export const LARGEST_ACCOUNT = 'merchant';
export const SECOND_ACCOUNT = 'merchant2';
export const LARGEST_MERCHANT = 'Demo Living';
export const SECOND_MERCHANT = 'Second Home';
