import { resourceNamed } from '../resources/index.ts';
import { call, login, withQuery } from './api.ts';
import { type Capture, captureList, type Guide } from './capture.ts';
import { CUSTOMER_LIST_QUERY, GUIDE_ACCOUNT } from './config.ts';
import { fmt, ms, rate, ratio } from './format.ts';
import { type Pair, sideBySide } from './measure.ts';
import type { Figure } from './report.ts';
import type { BenchRun } from './run-context.ts';
import type { RunningServer } from './servers.ts';

/** The statements set of figure 11 in the bare server's file (bench/bare-server.ts serves it at /bare/customers). */
export const CUSTOMER_SET = 'customers';

/** What figure 11 needs from the capture: the guide's list SQL, who the guide is, and how many customers there are. */
export interface CapturedCustomers {
  capture: Capture;
  guide: Guide;
  /** The guide's own customers, and the merchant's (counted, not the list's total). */
  own: number;
  all: number;
  /** Indexes the page statement's plan reads (EXPLAIN, once): customers_sale_idx is the one meant. */
  indexes: string[];
}

function customersResource() {
  const resource = resourceNamed('customers');
  if (!resource) throw new Error('no customers resource');
  return resource;
}

/** Every index an EXPLAIN (FORMAT JSON) plan reads. */
function planIndexes(node: Record<string, unknown>, found = new Set<string>()): Set<string> {
  if (typeof node['Index Name'] === 'string') found.add(node['Index Name']);
  for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) planIndexes(child, found);
  return found;
}

/**
 * The SQL of figure 11's list, `GET /api/customers?page=1&pageSize=30` (the default sort, `-id`)
 * as Demo Living's guide: the engine's own `listRecords` in the guide's scope (its sale_id, as its
 * session's scope has it), captured as figure 1's list is (bench/capture.ts).
 */
export async function captureCustomerList(run: BenchRun, merchant: number): Promise<CapturedCustomers> {
  run.step(`capturing the engine SQL of the customer list as "${GUIDE_ACCOUNT}"`);
  const pool = run.database.handle.pool;
  const { rows } = await pool.query<{ id: number; store_id: number | null }>(
    'SELECT id, store_id FROM accounts WHERE lower(username) = lower($1) AND merchant_id = $2',
    [GUIDE_ACCOUNT, merchant],
  );
  if (!rows[0]) throw new Error(`no account "${GUIDE_ACCOUNT}" in the largest merchant`);
  const guide: Guide = { accountId: Number(rows[0].id), storeId: rows[0].store_id === null ? null : Number(rows[0].store_id) };
  const capture = await captureList(run.database.url, customersResource(), merchant, CUSTOMER_LIST_QUERY, run.config.exactTotalUpTo, guide);
  const counts = await pool.query<{ own: number; all: number }>(
    'SELECT (count(*) FILTER (WHERE sale_id = $2))::int AS own, count(*)::int AS "all" FROM customers WHERE merchant_id = $1',
    [merchant, guide.accountId],
  );
  // The page statement is the one with the page's JSON; its plan says which index picks the ids.
  const page = capture.waves.flat().find((statement) => statement.sql.includes('json_agg'));
  let indexes: string[] = [];
  if (page) {
    const { rows: plan } = await pool.query<{ 'QUERY PLAN': { Plan: Record<string, unknown> }[] }>(`EXPLAIN (FORMAT JSON) ${page.sql}`, page.parameters);
    indexes = [...planIndexes(plan[0]['QUERY PLAN'][0].Plan)];
  }
  if (!indexes.includes('customers_sale_idx'))
    run.notes.push(`figure 11: the guide's page does not read customers_sale_idx (its plan reads ${indexes.join(', ') || 'no index'})`);
  const { own, all } = counts.rows[0];
  run.log(
    `  ${capture.waves.flat().length} statements (steady), ${capture.coldWaves.flat().length} cold; the guide owns ${fmt(own)} of ${fmt(all)} customers; the page reads ${indexes.join(', ') || 'no index'}`,
  );
  return { capture, guide, own, all, indexes };
}

/**
 * 11. The customer list as the guide (sale scope) ÷ the bare server running its captured SQL, on
 * the servers of figures 1–4. The real server must answer the captured rows, or the SQL differs.
 */
export async function customerListFigure(
  run: BenchRun,
  app: RunningServer,
  bare: RunningServer,
  captured: CapturedCustomers,
): Promise<{ figure: Figure; pair: Pair }> {
  run.step(`figure 11: customer list as "${GUIDE_ACCOUNT}" vs bare Fastify + pg, same SQL`);
  const headers = await login(app.url, GUIDE_ACCOUNT);
  const url = app.url + withQuery(customersResource().path, CUSTOMER_LIST_QUERY);
  const answered = await call<{ list: { id: number }[]; total: number }>(url, { headers });
  if (JSON.stringify(answered.list.map((r) => r.id)) !== JSON.stringify(captured.capture.ids))
    run.errors.push('figure 11: the real server answered the guide other customers than the captured engine SQL (update bench/capture.ts)');
  if (answered.total !== captured.capture.total)
    run.notes.push(`figure 11: the real server's total (${answered.total}) differs from the captured one (${captured.capture.total})`);
  const bareUrl = `${bare.url}/bare/${CUSTOMER_SET}`;
  await call(bareUrl);
  const pair = await sideBySide(run.config, { url, headers }, { url: bareUrl });
  run.check('figure 11 (customer list)', pair.a);
  run.check('figure 11 (bare)', pair.b);
  const { capture, own, all, indexes } = captured;
  const figure: Figure = {
    id: '11',
    name: 'customer list as the guide ÷ bare Fastify + pg (same SQL), req/s',
    value: ratio(pair.a.rps, pair.b.rps),
    goal: { op: '>=', value: 0.8 },
    detail: `${rate(pair.a)} vs ${rate(pair.b)}; p50 ${ms(pair.a.latency.p50)} vs ${ms(pair.b.latency.p50)}; the guide's ${fmt(own)} of ${fmt(all)} customers (total ${fmt(capture.total)}${capture.totalIsEstimate ? ', an estimate' : ''}), page ids by ${indexes.join(', ') || 'no index'}`,
  };
  return { figure, pair };
}
