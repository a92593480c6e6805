import { writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ResourceDefinition } from '../resources/engine/define-resource.ts';
import { call, getJob, login, withQuery } from './api.ts';
import { type Capture, captureList, findNoTotalParameter, hasTotal, type Waves, withoutTotal } from './capture.ts';
import { CUSTOMER_SET, type CapturedCustomers, captureCustomerList, customerListFigure } from './customer-figures.ts';
import { DATA_DIR, DEEP_OFFSET, DEEP_PAGE_SIZE, DEEP_QUERY, LARGEST_ACCOUNT, LIST_QUERY } from './config.ts';
import { keepExporting } from './exports.ts';
import { fmt, mb, ms, rate, ratio } from './format.ts';
import { measure, sampleMemory, sideBySide } from './measure.ts';
import type { Figure } from './report.ts';
import type { BenchRun } from './run-context.ts';
import type { RunningServer } from './servers.ts';

export interface CapturedList {
  capture: Capture;
  /** The list's "no total" parameter, if it has one (else figure 2 runs on the bare server). */
  noTotal?: Record<string, string>;
  /** The statements the bare server replays (bench/bare-server.ts). */
  statementsFile: string;
  /** The engine caches the total: the steady state runs no total SQL. */
  totalCached: boolean;
  /** Figure 11's list: the customers as the guide. */
  customers: CapturedCustomers;
  /** What goes into the results' `raw.capture`. */
  raw: Record<string, unknown>;
}

/** The exact SQL of the list (and of figure 11's customer list), from the engine itself, for the bare server. */
export async function captureListSql(run: BenchRun, resource: ResourceDefinition, merchant: number): Promise<CapturedList> {
  run.step('capturing the engine SQL of the list');
  const list = await captureList(run.database.url, resource, merchant, LIST_QUERY, run.config.exactTotalUpTo);
  const noTotal = await findNoTotalParameter(run.database.url, resource, merchant, LIST_QUERY, run.config.exactTotalUpTo);
  const customers = await captureCustomerList(run, merchant);
  const statementsFile = path.join(DATA_DIR, 'statements.json');
  await fs.mkdir(DATA_DIR, { recursive: true });
  // list: the steady state (a large total cached); cold: nothing cached (the total worked out); page: cold without the total.
  // customers: figure 11's list as the guide, its steady state.
  writeFileSync(
    statementsFile,
    JSON.stringify({ list: list.waves, cold: list.coldWaves, page: withoutTotal(list.coldWaves), [CUSTOMER_SET]: customers.capture.waves }),
  );
  const sqlOf = (waves: Waves) => waves.map((wave) => wave.map((s) => s.sql));
  const raw = {
    list: sqlOf(list.waves),
    cold: sqlOf(list.coldWaves),
    total: list.total,
    totalIsEstimate: list.totalIsEstimate ?? false,
    noTotalParameter: noTotal ?? null,
    customers: {
      list: sqlOf(customers.capture.waves),
      cold: sqlOf(customers.capture.coldWaves),
      total: customers.capture.total,
      guide: customers.guide,
      indexes: customers.indexes,
    },
  };
  const totalCached = hasTotal(list.coldWaves) && !hasTotal(list.waves);
  const describe = (waves: Waves) => `${waves.flat().length} statements in ${waves.length} waves`;
  run.log(
    `  cold: ${describe(list.coldWaves)}; steady: ${describe(list.waves)}${totalCached ? ' (the total is cached)' : ''}; total ${fmt(list.total)}${list.totalIsEstimate ? ' (estimate)' : ''}`,
  );
  run.log(
    `  "no total": ${noTotal ? new URLSearchParams(noTotal).toString() : 'the list has no such parameter: figure 2 runs the bare server with and without the total statements'}`,
  );
  if (!noTotal)
    run.notes.push(
      'figure 2: the list has no "no total" parameter, so it is measured on the bare server: the captured SQL with the total worked out (nothing cached) ÷ the page SQL alone',
    );
  return { capture: list, noTotal, statementsFile, totalCached, customers, raw };
}

/** The real server and the bare one, side by side on the same database, and how the list is asked for. */
interface ListBench {
  run: BenchRun;
  resource: ResourceDefinition;
  captured: CapturedList;
  app: RunningServer;
  bare: RunningServer;
  headers: Record<string, string>;
  listUrl: string;
}

/** 1. Framework and engine overhead: the list ÷ the bare server running the same SQL. */
async function frameworkOverhead({ run, captured, bare, headers, listUrl }: ListBench) {
  run.step('figure 1: list vs bare Fastify + pg, same SQL');
  const overhead = await sideBySide(run.config, { url: listUrl, headers }, { url: `${bare.url}/bare/list` });
  run.check('figure 1 (list)', overhead.a);
  run.check('figure 1 (bare)', overhead.b);
  const figure: Figure = {
    id: '1',
    name: 'list ÷ bare Fastify + pg (same SQL), req/s',
    value: ratio(overhead.a.rps, overhead.b.rps),
    goal: { op: '>=', value: 0.8 },
    detail: `${rate(overhead.a)} vs ${rate(overhead.b)}; p50 ${ms(overhead.a.latency.p50)} vs ${ms(overhead.b.latency.p50)}; ${fmt(captured.capture.total)} matching of ${fmt(run.config.goods.largest)}`,
  };
  return { figure, overhead };
}

/**
 * A list path whose price filter differs on every call: no two requests share a cached total, so
 * each one with a total works it out (the totals cache cold), as the first visit to a list does.
 */
function everyRequestAnew(resource: ResourceDefinition, extra: Record<string, string> = {}) {
  let n = 0;
  return () => withQuery(resource.path, { ...LIST_QUERY, ...extra, price_gte: (100 + (n++ % 1_000_000) / 1000).toFixed(3) });
}

/**
 * 2. The cost of the total, through the list's "no total" parameter: with the totals cache cold
 * (every request a new filter: the figure with the goal) and warm (the same list again: printed).
 * Without such a parameter, on the bare server.
 */
async function totalCost({ run, resource, captured, app, bare, headers, listUrl }: ListBench) {
  const { noTotal, totalCached } = captured;
  run.step('figure 2: list with total vs without');
  if (noTotal) {
    const cold = await sideBySide(
      run.config,
      { url: listUrl, headers, nextPath: everyRequestAnew(resource) },
      { url: listUrl, headers, nextPath: everyRequestAnew(resource, noTotal) },
    );
    run.check('figure 2 (with total, cold)', cold.a);
    run.check('figure 2 (without total, cold)', cold.b);
    run.step('figure 2b: the same, the total cached');
    const warm = await sideBySide(run.config, { url: listUrl, headers }, { url: app.url + withQuery(resource.path, { ...LIST_QUERY, ...noTotal }), headers });
    run.check('figure 2b (with total, warm)', warm.a);
    run.check('figure 2b (without total, warm)', warm.b);
    const how = new URLSearchParams(noTotal).toString();
    const figures: Figure[] = [
      {
        id: '2',
        name: 'list with total ÷ without, req/s (totals cache cold)',
        value: ratio(cold.a.rps, cold.b.rps),
        goal: { op: '>=', value: 0.7 },
        detail: `${rate(cold.a)} vs ${rate(cold.b)} (${how}); every request a new price filter, so no total is cached`,
      },
      {
        id: '2b',
        name: 'list with total ÷ without, req/s (totals cache warm)',
        value: ratio(warm.a.rps, warm.b.rps),
        detail: `${rate(warm.a)} vs ${rate(warm.b)}; the same list again, its estimated total cached`,
      },
    ];
    return { figures, totals: cold };
  }
  const totals = await sideBySide(run.config, { url: `${bare.url}/bare/cold` }, { url: `${bare.url}/bare/page` });
  run.check('figure 2 (with total)', totals.a);
  run.check('figure 2 (without total)', totals.b);
  const figure: Figure = {
    id: '2',
    name: 'list with total ÷ without, req/s (bare, total uncached)',
    value: ratio(totals.a.rps, totals.b.rps),
    goal: { op: '>=', value: 0.7 },
    detail: `${rate(totals.a)} vs ${rate(totals.b)} (engine SQL with the total worked out vs the page SQL alone)${totalCached ? `; a total of ${fmt(captured.capture.total)} is an estimate cached by the engine, so figure 1's steady state runs no total SQL` : ''}`,
  };
  return { figures: [figure], totals };
}

/** 3. Deep pages: the last page inside the list's window ÷ page 1. */
async function deepPages({ run, resource, app, headers }: ListBench) {
  const { config } = run;
  run.step(`figure 3: page at offset ${fmt(DEEP_OFFSET)} vs page 1`);
  const deepPage = DEEP_OFFSET / DEEP_PAGE_SIZE + 1;
  const firstUrl = app.url + withQuery(resource.path, DEEP_QUERY(1));
  const deepUrl = app.url + withQuery(resource.path, DEEP_QUERY(deepPage));
  const deepRows = (await call<{ list: unknown[] }>(deepUrl, { headers })).list.length;
  if (deepRows < DEEP_PAGE_SIZE) run.notes.push(`figure 3: the page at offset ${DEEP_OFFSET} held ${deepRows} rows, not ${DEEP_PAGE_SIZE}`);
  const first = run.check('figure 3 (page 1)', await measure(config, firstUrl, headers, config.latencyConnections));
  const deep = run.check('figure 3 (deep page)', await measure(config, deepUrl, headers, config.latencyConnections));
  const figure: Figure = {
    id: '3',
    name: `latency, page at offset ${fmt(DEEP_OFFSET)} ÷ page 1 (p50)`,
    value: ratio(deep.latency.p50, first.latency.p50),
    goal: { op: '<=', value: 2 },
    detail: `p50 ${ms(deep.latency.p50)} vs ${ms(first.latency.p50)}, mean ${ms(deep.latency.mean)} vs ${ms(first.latency.mean)} (${config.latencyConnections} connections, ${DEEP_PAGE_SIZE} rows, sort -updated_at)`,
  };
  return { figure, first, deep };
}

/** 4. Latency while an export runs: the list's p99 with exports running ÷ without. */
async function latencyWhileExporting({ run, resource, app, headers, listUrl }: ListBench, columns: string[]) {
  const { config } = run;
  run.step('figure 4: list p99 idle vs while exports run');
  const idle = run.check('figure 4 (idle)', await measure(config, listUrl, headers, config.latencyConnections));
  const exporting = await keepExporting(run, app.url, headers, resource, columns);
  const progressOf = async () => (await getJob(app.url, headers, exporting.jobId())).progress;
  const windowStart = { rows: await progressOf(), at: performance.now(), job: exporting.jobId() };
  const busy = run.check('figure 4 (during export)', await measure(config, listUrl, headers, config.latencyConnections));
  const exportsRun = await exporting.stop();
  const jobId = exporting.jobId();
  const progress = await getJob(app.url, headers, jobId);
  // Rows the exports read meanwhile (progress is written about once a second): an export that
  // barely moves under load would flatter the figure.
  const windowRows = jobId === windowStart.job ? progress.progress - windowStart.rows : Number.NaN;
  const windowRate = windowRows / ((performance.now() - windowStart.at) / 1000);
  const figure: Figure = {
    id: '4',
    name: 'list p99 while exporting ÷ idle',
    value: ratio(busy.latency.p99, idle.latency.p99),
    goal: { op: '<=', value: 3 },
    detail: `p99 ${ms(busy.latency.p99)} vs ${ms(idle.latency.p99)}, p50 ${ms(busy.latency.p50)} vs ${ms(idle.latency.p50)}; ${exportsRun} export(s) of ${fmt(config.goods.largest)} rows, ${Number.isFinite(windowRate) ? `reading ${fmt(Math.round(windowRate))} rows/s during the window` : `the last at ${fmt(progress.progress)} rows`} (${progress.status})`,
  };
  return { figure, idle, busy };
}

/**
 * Figures 1 to 4, 7 and 11, on one real server and one bare server: the list's overhead, the cost of
 * its total, deep pages, the customer list as the guide, latency beside an export, and the server's memory meanwhile.
 */
export async function measureList(run: BenchRun, distDir: string, resource: ResourceDefinition, captured: CapturedList, columns: string[]) {
  const app = await run.startApp('app', distDir);
  // Before any request: what the server holds for merely being up (figure 7a's detail).
  const startedMemory = app.memory();
  const bare = await run.startBare(captured.statementsFile);
  const headers = await login(app.url, LARGEST_ACCOUNT);
  const listUrl = app.url + withQuery(resource.path, LIST_QUERY);
  const bench: ListBench = { run, resource, captured, app, bare, headers, listUrl };

  // The real server must answer what the engine answered when captured, or the SQL is not identical.
  const answered = await call<{ list: { id: number }[]; total: number; totalIsEstimate?: boolean }>(listUrl, { headers });
  const sameIds = JSON.stringify(answered.list.map((r) => r.id)) === JSON.stringify(captured.capture.ids);
  if (!sameIds)
    run.errors.push(
      'figure 1: the real server answered other rows than the captured engine SQL: the bare server would not run the identical SQL (update bench/capture.ts)',
    );
  if (answered.total !== captured.capture.total)
    run.notes.push(`figure 1: the real server's total (${answered.total}) differs from the captured one (${captured.capture.total})`);
  await call(`${bare.url}/bare/list`);
  await sleep(1000);
  const idleMemory = app.memory();

  // Figure 7's peak is sampled while figures 1 and 2 load the server.
  const sampler = sampleMemory(app.pid);
  const one = await frameworkOverhead(bench);
  const two = await totalCost(bench);
  const loaded = sampler.stop();
  const three = await deepPages(bench);
  // Before figure 4: its export goes on running after it.
  const eleven = await customerListFigure(run, app, bare, captured.customers);
  const four = await latencyWhileExporting(bench, columns);
  await run.stopServer(app);
  await run.stopServer(bare);

  // 7. Server memory.
  const memory: Figure[] = [
    {
      id: '7a',
      name: 'server memory at idle (RSS)',
      value: idleMemory.rssMb,
      unit: 'MB',
      goal: { op: '<=', value: 120 },
      detail: `after start, login and one list; ${mb(startedMemory.rssMb)} right after start`,
    },
    {
      id: '7b',
      name: 'server memory under load (peak RSS)',
      value: loaded.peakRssMb,
      unit: 'MB',
      detail: `during figures 1–2 (${run.config.connections} connections); high-water mark ${mb(loaded.hwmMb)}`,
    },
  ];
  return {
    figures: [one.figure, ...two.figures, three.figure, four.figure, ...memory, eleven.figure],
    loads: { overhead: one.overhead, totals: two.totals, first: three.first, deep: three.deep, idle: four.idle, busy: four.busy, customers: eleven.pair },
  };
}
