import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DETAIL_WINDOW } from '../resources/constants.ts';
import { EXACT_TOTAL_UP_TO } from '../server/engine/list-totals.ts';
import { DEMO_ACCOUNTS, DEMO_MERCHANTS } from '../server/seed/demo-accounts.ts';

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
  /**
   * The list's exact-total limit (LIST_EXACT_TOTAL_UP_TO), scaled with the data: at 1/100 of the
   * scale the list's ~5,000 matches would otherwise be counted exactly on every request, a path
   * the full-scale list (500,000 matches) never takes, and figure 2 would measure that instead.
   */
  exactTotalUpTo: number;
  /** Statistics events of the largest merchant (figure 9: the home page over them), over the last 60 days. */
  statsEvents: number;
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
    exactTotalUpTo: Math.round(EXACT_TOTAL_UP_TO * scale),
    // 1/50 rather than 1/100 at the quick scale: enough rows for the naive GROUP BY to be a GROUP BY.
    statsEvents: quick ? 200_000 : 10_000_000,
  };
}

/**
 * The list request of figures 1, 2 and 4: page 1 of 30 goods, filtered (on the shelf, price from
 * 100) and sorted by the last change, with the total. Figure 3 pages the same sort without filters
 * (so that offset 9,980 exists at the quick scale too).
 */
export const LIST_QUERY = { page: '1', pageSize: '30', sort: '-updated_at', on_shelf: 'true', price_gte: '100' };
export const DEEP_PAGE_SIZE = 20;
/** Offset 9,980 = the last page of 20 inside the list's 10,000-row window (page 500): the deepest a list may go. */
export const DEEP_OFFSET = DETAIL_WINDOW - DEEP_PAGE_SIZE;
export const DEEP_QUERY = (page: number) => ({ page: String(page), pageSize: String(DEEP_PAGE_SIZE), sort: '-updated_at' });
/** Figure 11: page 1 of 30 customers in the list's default sort (`-id`), with the total. */
export const CUSTOMER_LIST_QUERY = { page: '1', pageSize: '30' };

/** A demo merchant's name (server/seed/demo-accounts.ts): the bench seeds on top of the demo. */
function demoMerchant(key: string): string {
  const merchant = DEMO_MERCHANTS.find((m) => m.key === key);
  if (!merchant) throw new Error(`no demo merchant "${key}"`);
  return merchant.name;
}

/** A demo merchant's master account: it sees and exports every goods of its merchant. */
function masterAccount(key: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.merchant === key && a.roles.includes('master'));
  if (!account) throw new Error(`no master account of demo merchant "${key}"`);
  return account.username;
}

/** A demo merchant's shopping guide whose default role is the guide's (sale scope: only its own customers). */
function guideAccount(key: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.merchant === key && a.roles[0] === 'guide');
  if (!account) throw new Error(`no guide account of demo merchant "${key}"`);
  return account.username;
}

/** Demo Living (the largest merchant, `merchant`) and Second Home (`merchant2`). */
export const LARGEST_MERCHANT = demoMerchant('living');
export const SECOND_MERCHANT = demoMerchant('second');
export const LARGEST_ACCOUNT = masterAccount('living');
export const SECOND_ACCOUNT = masterAccount('second');
/** Demo Living's guide (`guide`): figure 11 lists customers as it. */
export const GUIDE_ACCOUNT = guideAccount('living');
