import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';
import type { ResourceDefinition } from '../resources/engine/define-resource.ts';
import { resourceNamed } from '../resources/index.ts';
import { exportableColumns } from '../server/jobs/jobs.routes.ts';
import { call, downloadSize, type ExportRun, login, startExport, watchJob, withQuery } from './api.ts';
import { buildApp, measureBundle } from './bundle.ts';
import { captureList, findNoTotalParameter, hasTotal, withoutTotal } from './capture.ts';
import {
  type BenchConfig,
  configFor,
  DATA_DIR,
  DEEP_OFFSET,
  DEEP_PAGE_SIZE,
  DEEP_QUERY,
  LARGEST_ACCOUNT,
  LARGEST_MERCHANT,
  LIST_QUERY,
  SECOND_ACCOUNT,
  SECOND_MERCHANT,
} from './config.ts';
import { type BenchDatabase, openBenchDatabase } from './database.ts';
import { type LoadResult, measure, sampleMemory, sideBySide } from './measure.ts';
import { type Figure, machine, markdown, met, table, updateReadme, writeResults } from './report.ts';
import { fmt, seedAtScale } from './seed-at-scale.ts';
import { type RunningServer, startAppServer, startBareServer } from './servers.ts';

const config = configFor(process.argv.includes('--quick') ? 'quick' : 'full');
const startedAt = Date.now();
const log = (line: string) => process.stdout.write(`${line}\n`);
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s`;
const step = (line: string) => log(`[${elapsed()}] ${line}`);

/** Problems that make a figure untrustworthy (a non-2xx answer, a failed export): the run exits 1. */
const errors: string[] = [];
const notes: string[] = [];
const running = new Set<RunningServer>();
let database: BenchDatabase | undefined;

const LOCK_FILE = path.join(DATA_DIR, 'run.lock');

/** One bench at a time: two would share the embedded cluster and measure each other. */
function lock() {
  mkdirSync(DATA_DIR, { recursive: true });
  const holder = Number.parseInt(existsSync(LOCK_FILE) ? readFileSync(LOCK_FILE, 'utf8') : '', 10);
  if (holder && holder !== process.pid) {
    let alive = false;
    try {
      alive = readFileSync(`/proc/${holder}/cmdline`, 'utf8').includes('bench/run.ts');
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`another bench is running (pid ${holder}); wait for it or stop it`);
  }
  writeFileSync(LOCK_FILE, String(process.pid));
}

async function cleanUp() {
  for (const server of running) await server.stop().catch(() => {});
  running.clear();
  await database?.close();
  database = undefined;
  if (existsSync(LOCK_FILE) && readFileSync(LOCK_FILE, 'utf8') === String(process.pid)) rmSync(LOCK_FILE, { force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`\n${signal}: stopping the bench's servers and database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function start(kind: 'app' | 'bare', name: string, distDir: string, statements?: string): Promise<RunningServer> {
  const at = Date.now();
  const server = kind === 'app' ? await startAppServer(name, database!.url, distDir) : await startBareServer(database!.url, statements!);
  running.add(server);
  step(`${name} server up (pid ${server.pid}) in ${((Date.now() - at) / 1000).toFixed(1)} s`);
  return server;
}

async function stop(server: RunningServer) {
  await server.stop();
  running.delete(server);
}

function check(what: string, result: LoadResult): LoadResult {
  if (result.failures) errors.push(`${what}: ${result.failures} of ${result.requests} requests failed (non-2xx, error or timeout)`);
  if (!result.requests) errors.push(`${what}: no request completed`);
  return result;
}

const rate = (r: LoadResult) => `${r.rps.toFixed(1)} req/s`;
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
const mb = (value: number) => `${value.toFixed(0)} MB`;
const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? a / b : null);

/** Jobs of earlier servers must neither linger in the queue nor be retried by the next server. */
async function clearJobs() {
  const pool = database!.handle.pool;
  await pool.query('DELETE FROM job_files');
  await pool.query('DELETE FROM jobs');
  const { rows } = await pool.query(`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`);
  if (rows[0].present) await pool.query(`DELETE FROM pgboss.job WHERE name = 'atrium-jobs'`);
}

async function merchantId(name: string): Promise<number> {
  const { rows } = await database!.handle.pool.query<{ id: number }>('SELECT id FROM merchants WHERE name = $1', [name]);
  if (!rows[0]) throw new Error(`no merchant "${name}" in the bench database`);
  return rows[0].id;
}

/** PostgreSQL's own fastest way out: COPY of the same rows and columns (tags aggregated) as CSV. */
async function copyBaseline(resource: ResourceDefinition, merchant: number, columns: string[]) {
  const table = resource.table;
  const select = columns
    .map((name) =>
      name === 'tags'
        ? `(SELECT string_agg(rt.group_id || ':' || rt.item, ',' ORDER BY rt.group_id, rt.item) FROM record_tags rt WHERE rt.area = '${resource.tagArea}' AND rt.record_id = c.id) AS tags`
        : `c."${name}"`,
    )
    .join(', ');
  const sql = `COPY (SELECT ${select} FROM ${table} c WHERE c.merchant_id = ${merchant} AND c.deleted_at IS NULL ORDER BY c.id DESC) TO STDOUT WITH (FORMAT csv, HEADER)`;
  const client = await database!.handle.pool.connect();
  try {
    const at = performance.now();
    let bytes = 0;
    const stream = client.query(copyTo(sql));
    await pipeline(
      stream,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.byteLength;
          done();
        },
      }),
    );
    const seconds = (performance.now() - at) / 1000;
    return { rows: stream.rowCount, seconds, bytes, rps: stream.rowCount / seconds };
  } finally {
    client.release();
  }
}

/**
 * Rows per second over the last quarter of an export's progress ÷ over its first quarter: 1 when
 * reading deep into the table costs what reading its start does (keyset pagination), far below 1
 * when every chunk re-skips the rows before it (offset pagination).
 */
function depthRatio(run: ExportRun): { value: number | null; detail: string } {
  // From the first rows read: setting the job and the workbook up is not reading deep or shallow.
  const points = run.timeline.filter(([, rows]) => rows > 0);
  const start = points[0]?.[1] ?? 0;
  const end = points.at(-1)?.[1] ?? 0;
  const readings = new Set(points.map(([, rows]) => rows)).size;
  if (readings < 8) return { value: null, detail: `too short an export to tell (${readings} progress readings)` };
  // When progress passed `rows`, interpolated between two polls.
  const timeAt = (rows: number) => {
    const after = points.findIndex(([, done]) => done >= rows);
    if (after <= 0) return points[0][0];
    const [t0, r0] = points[after - 1];
    const [t1, r1] = points[after];
    return r1 === r0 ? t1 : t0 + ((rows - r0) / (r1 - r0)) * (t1 - t0);
  };
  const rateBetween = (from: number, to: number) => (to - from) / (timeAt(to) - timeAt(from));
  const quarter = (end - start) / 4;
  const first = rateBetween(start, start + quarter);
  const last = rateBetween(end - quarter, end);
  const value = Number.isFinite(first) && Number.isFinite(last) && first > 0 ? last / first : null;
  return { value, detail: `${fmt(Math.round(first))} rows/s over the first quarter, ${fmt(Math.round(last))} rows/s over the last (${fmt(end)} rows read${run.status === 'cut off' ? ', cut off' : ''})` };
}

async function exportOnFreshServer(name: string, distDir: string, account: string, timeoutSeconds: number, columns: string[]) {
  await clearJobs();
  const server = await start('app', name, distDir);
  try {
    const headers = await login(server.url, account);
    const idle = server.memory();
    const jobId = await startExport(server.url, headers, columns);
    const run = await watchJob(server.url, headers, jobId, timeoutSeconds);
    const memory = server.memory();
    let fileBytes: number | undefined;
    if (run.status === 'done') fileBytes = await downloadSize(server.url, headers, jobId);
    else if (run.status === 'failed') errors.push(`${name}: the export failed (${run.message}); see bench/.data/logs/${name}.log`);
    else notes.push(`${name}: the export was cut off after ${timeoutSeconds} s at ${fmt(run.rows)} rows; its figures are as far as it got`);
    step(`${name}: ${fmt(run.rows)} rows in ${run.seconds.toFixed(1)} s (${run.status}), peak memory ${mb(memory.hwmMb)}`);
    return { run, idle, memory, fileBytes };
  } finally {
    await stop(server);
  }
}

async function main() {
  const figures: Figure[] = [];
  const raw: Record<string, unknown> = {};
  lock();
  const m = machine();
  log(`npm run bench${config.mode === 'quick' ? ' -- --quick (1/100 of the scale)' : ''}: ${m.cores} cores, ${m.memoryGb} GB, load average ${m.loadAtStart}`);
  if (m.loadAtStart > m.cores) notes.push(`the machine was busy when the bench began (load average ${m.loadAtStart} on ${m.cores} cores): the figures are noisier than usual`);

  // Figure 6 first: the server needs the build anyway.
  step('building the browser app');
  const distDir = await buildApp(log);
  const bundle = measureBundle(distDir);
  raw.bundle = bundle;

  step('opening the bench database');
  database = await openBenchDatabase(config.databaseName, log);
  const seed = await seedAtScale(database, config, log);
  database = seed.database;
  raw.seed = { seeded: seed.seeded, seconds: seed.seconds, goods: seed.goods, customers: seed.customers };

  const resource = resourceNamed('commodities');
  if (!resource) throw new Error('no commodities resource');
  const largest = await merchantId(LARGEST_MERCHANT);
  const columns = exportableColumns(resource);
  await clearJobs();

  // The exact SQL of the list, from the engine itself, for the bare server.
  step('capturing the engine SQL of the list');
  const list = await captureList(database.url, resource, largest, LIST_QUERY);
  const noTotal = await findNoTotalParameter(database.url, resource, largest, LIST_QUERY);
  const statementsFile = path.join(DATA_DIR, 'statements.json');
  await fs.mkdir(DATA_DIR, { recursive: true });
  // list: the steady state (a large total cached); cold: nothing cached (the total worked out); page: cold without the total.
  writeFileSync(statementsFile, JSON.stringify({ list: list.waves, cold: list.coldWaves, page: withoutTotal(list.coldWaves) }));
  const sqlOf = (waves: typeof list.waves) => waves.map((wave) => wave.map((s) => s.sql));
  raw.capture = { list: sqlOf(list.waves), cold: sqlOf(list.coldWaves), total: list.total, totalIsEstimate: list.totalIsEstimate ?? false, noTotalParameter: noTotal ?? null };
  const totalCached = hasTotal(list.coldWaves) && !hasTotal(list.waves);
  const describe = (waves: typeof list.waves) => `${waves.flat().length} statements in ${waves.length} waves`;
  log(`  cold: ${describe(list.coldWaves)}; steady: ${describe(list.waves)}${totalCached ? ' (the total is cached)' : ''}; total ${fmt(list.total)}${list.totalIsEstimate ? ' (estimate)' : ''}`);
  log(`  "no total": ${noTotal ? new URLSearchParams(noTotal).toString() : 'the list has no such parameter: figure 2 runs the bare server with and without the total statements'}`);
  if (!noTotal) notes.push('figure 2: the list has no "no total" parameter, so it is measured on the bare server: the captured SQL with the total worked out (nothing cached) ÷ the page SQL alone');

  const app = await start('app', 'app', distDir);
  const bare = await start('bare', 'bare', distDir, statementsFile);
  const headers = await login(app.url, LARGEST_ACCOUNT);
  const listUrl = app.url + withQuery('/api/commodities', LIST_QUERY);

  // The real server must answer what the engine answered when captured, or the SQL is not identical.
  const answered = await call<{ list: { id: number }[]; total: number; totalIsEstimate?: boolean }>(listUrl, { headers });
  const sameIds = JSON.stringify(answered.list.map((r) => r.id)) === JSON.stringify(list.ids);
  if (!sameIds) errors.push('figure 1: the real server answered other rows than the captured engine SQL: the bare server would not run the identical SQL (update bench/capture.ts)');
  if (answered.total !== list.total) notes.push(`figure 1: the real server's total (${answered.total}) differs from the captured one (${list.total})`);
  await call(`${bare.url}/bare/list`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idleMemory = app.memory();

  // 1. Framework and engine overhead.
  step('figure 1: list vs bare Fastify + pg, same SQL');
  const sampler = sampleMemory(app.pid);
  const overhead = await sideBySide(config, { url: listUrl, headers }, { url: `${bare.url}/bare/list` });
  check('figure 1 (list)', overhead.a);
  check('figure 1 (bare)', overhead.b);
  figures.push({
    id: '1',
    name: 'list ÷ bare Fastify + pg (same SQL), req/s',
    value: ratio(overhead.a.rps, overhead.b.rps),
    goal: { op: '>=', value: 0.8 },
    detail: `${rate(overhead.a)} vs ${rate(overhead.b)}; p50 ${ms(overhead.a.latency.p50)} vs ${ms(overhead.b.latency.p50)}; ${fmt(list.total)} matching of ${fmt(config.goods.largest)}`,
  });

  // 2. The cost of the total.
  step('figure 2: list with total vs without');
  let totals;
  if (noTotal) {
    totals = await sideBySide(config, { url: listUrl, headers }, { url: app.url + withQuery('/api/commodities', { ...LIST_QUERY, ...noTotal }), headers });
  } else {
    totals = await sideBySide(config, { url: `${bare.url}/bare/cold` }, { url: `${bare.url}/bare/page` });
  }
  check('figure 2 (with total)', totals.a);
  check('figure 2 (without total)', totals.b);
  figures.push({
    id: '2',
    name: `list with total ÷ without, req/s${noTotal ? '' : ' (bare, total uncached)'}`,
    value: ratio(totals.a.rps, totals.b.rps),
    goal: { op: '>=', value: 0.7 },
    detail: `${rate(totals.a)} vs ${rate(totals.b)}${noTotal ? ` (${new URLSearchParams(noTotal).toString()})` : ` (engine SQL with the total worked out vs the page SQL alone)${totalCached ? `; a total of ${fmt(list.total)} is an estimate cached by the engine, so figure 1's steady state runs no total SQL` : ''}`}`,
  });
  const loaded = sampler.stop();

  // 3. Deep pages.
  step(`figure 3: page at offset ${fmt(DEEP_OFFSET)} vs page 1`);
  const deepPage = DEEP_OFFSET / DEEP_PAGE_SIZE + 1;
  const firstUrl = app.url + withQuery('/api/commodities', DEEP_QUERY(1));
  const deepUrl = app.url + withQuery('/api/commodities', DEEP_QUERY(deepPage));
  const deepRows = (await call<{ list: unknown[] }>(deepUrl, { headers })).list.length;
  if (deepRows < DEEP_PAGE_SIZE) notes.push(`figure 3: the page at offset ${DEEP_OFFSET} held ${deepRows} rows, not ${DEEP_PAGE_SIZE}`);
  const first = check('figure 3 (page 1)', await measure(config, firstUrl, headers, config.latencyConnections));
  const deep = check('figure 3 (deep page)', await measure(config, deepUrl, headers, config.latencyConnections));
  figures.push({
    id: '3',
    name: `latency, page at offset ${fmt(DEEP_OFFSET)} ÷ page 1 (p50)`,
    value: ratio(deep.latency.p50, first.latency.p50),
    goal: { op: '<=', value: 2 },
    detail: `p50 ${ms(deep.latency.p50)} vs ${ms(first.latency.p50)}, mean ${ms(deep.latency.mean)} vs ${ms(first.latency.mean)} (${config.latencyConnections} connections, ${DEEP_PAGE_SIZE} rows, sort -updated_at)`,
  });

  // 4. Latency while an export runs.
  step('figure 4: list p99 idle vs while exports run');
  const idle = check('figure 4 (idle)', await measure(config, listUrl, headers, config.latencyConnections));
  let jobId = await startExport(app.url, headers, columns);
  const began = await watchUntilRunning(app.url, headers, jobId);
  if (!began) errors.push('figure 4: the export did not start within 30 s');
  let exportsRun = 1;
  let exporting = true;
  // Keep an export running for the whole window: a finished one is followed by the next.
  const keeper = (async () => {
    while (exporting) {
      const job = await call<{ status: string; message: string }>(`${app.url}/api/jobs/${jobId}`, { headers });
      if (job.status === 'failed') {
        errors.push(`figure 4: an export failed (${job.message}); see bench/.data/logs/app.log`);
        return;
      }
      if (job.status === 'done' && exporting) {
        jobId = await startExport(app.url, headers, columns);
        exportsRun += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const progressOf = async () => (await call<{ progress: number }>(`${app.url}/api/jobs/${jobId}`, { headers })).progress;
  const windowStart = { rows: await progressOf(), at: performance.now(), job: jobId };
  const busy = check('figure 4 (during export)', await measure(config, listUrl, headers, config.latencyConnections));
  exporting = false;
  await keeper;
  const progress = await call<{ progress: number; status: string }>(`${app.url}/api/jobs/${jobId}`, { headers });
  // Rows the exports read meanwhile (progress is written about once a second): an export that
  // barely moves under load would flatter the figure.
  const windowRows = jobId === windowStart.job ? progress.progress - windowStart.rows : Number.NaN;
  const windowRate = windowRows / ((performance.now() - windowStart.at) / 1000);
  figures.push({
    id: '4',
    name: 'list p99 while exporting ÷ idle',
    value: ratio(busy.latency.p99, idle.latency.p99),
    goal: { op: '<=', value: 3 },
    detail: `p99 ${ms(busy.latency.p99)} vs ${ms(idle.latency.p99)}, p50 ${ms(busy.latency.p50)} vs ${ms(idle.latency.p50)}; ${exportsRun} export(s) of ${fmt(config.goods.largest)} rows, ${Number.isFinite(windowRate) ? `reading ${fmt(Math.round(windowRate))} rows/s during the window` : `the last at ${fmt(progress.progress)} rows`} (${progress.status})`,
  });
  await stop(app);
  await stop(bare);

  // 5. Export throughput against COPY, and memory at two sizes.
  step('figure 5: COPY … TO STDOUT baseline');
  const copy = await copyBaseline(resource, largest, columns);
  step(`  COPY: ${fmt(copy.rows)} rows in ${copy.seconds.toFixed(1)} s`);
  const small = await exportOnFreshServer('export-small', distDir, SECOND_ACCOUNT, config.exportTimeoutSeconds.small, columns);
  const large = await exportOnFreshServer('export-large', distDir, LARGEST_ACCOUNT, config.exportTimeoutSeconds.large, columns);
  const exportRps = large.run.seconds > 0 ? large.run.rows / large.run.seconds : Number.NaN;
  figures.push({
    id: '5a',
    name: 'xlsx export ÷ COPY TO STDOUT csv, rows/s',
    value: ratio(exportRps, copy.rps),
    goal: { op: '>=', value: 0.15 },
    detail: `${fmt(Math.round(exportRps))} vs ${fmt(Math.round(copy.rps))} rows/s; ${fmt(large.run.rows)} rows, ${columns.length} columns in ${large.run.seconds.toFixed(1)} s (${large.run.status})${large.fileBytes ? `, ${(large.fileBytes / 1e6).toFixed(1)} MB xlsx` : ''}`,
  });
  figures.push({
    id: '5b',
    name: `peak server memory, export of ${fmt(config.goods.largest)} ÷ ${fmt(config.goods.second)} rows`,
    value: ratio(large.memory.hwmMb, small.memory.hwmMb),
    goal: { op: '<=', value: 1.5 },
    detail: `${mb(large.memory.hwmMb)} vs ${mb(small.memory.hwmMb)} (VmHWM of fresh servers; ${mb(large.idle.rssMb)} / ${mb(small.idle.rssMb)} before the export)`,
  });
  const depth = depthRatio(large.run);
  figures.push({
    id: '3b',
    name: 'export deep scan: rows/s last quarter ÷ first',
    value: depth.value,
    goal: { op: '>=', value: 0.5 },
    detail: depth.detail,
  });

  // 6. The browser app.
  figures.push({
    id: '6a',
    name: 'initial JavaScript, gzip',
    value: bundle.initialJsKb,
    unit: 'kB',
    goal: { op: '<=', value: 400 },
    detail: `entry + ${bundle.initialFiles - 1} modulepreloads; CSS ${bundle.initialCssKb.toFixed(1)} kB; ${bundle.lazyChunks} lazy chunks`,
  });
  figures.push({
    id: '6b',
    name: 'largest lazy (route) chunk, gzip',
    value: bundle.largestLazy.kb,
    unit: 'kB',
    detail: `${path.basename(bundle.largestLazy.file)}; next ${bundle.topLazy.map((c) => `${path.basename(c.file)} ${c.kb.toFixed(1)}`).join(', ')}`,
  });

  // 7. Server memory.
  figures.push({ id: '7a', name: 'server memory at idle (RSS)', value: idleMemory.rssMb, unit: 'MB', detail: 'after start, login and one list' });
  figures.push({
    id: '7b',
    name: 'server memory under load (peak RSS)',
    value: loaded.peakRssMb,
    unit: 'MB',
    detail: `during figures 1–2 (${config.connections} connections); high-water mark ${mb(loaded.hwmMb)}`,
  });

  // Sorted as the issue numbers them.
  figures.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  raw.loads = { overhead, totals, first, deep, idle, busy, copy, exportSmall: summary(small), exportLarge: summary(large) };
  finish(figures, raw);
}

function summary(result: Awaited<ReturnType<typeof exportOnFreshServer>>) {
  const { run, ...rest } = result;
  return { ...rest, run: { ...run, timeline: run.timeline.filter((_, i) => i % Math.ceil(run.timeline.length / 50) === 0) } };
}

async function watchUntilRunning(base: string, headers: Record<string, string>, jobId: number): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const job = await call<{ status: string; progress: number }>(`${base}/api/jobs/${jobId}`, { headers });
    if (job.status !== 'queued' || job.progress > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function finish(figures: Figure[], raw: Record<string, unknown>) {
  const m = machine();
  log('');
  log(table(figures));
  log('');
  for (const note of notes) log(`note: ${note}`);
  for (const error of errors) log(`ERROR: ${error}`);
  const missed = figures.filter((f) => met(f) === false).map((f) => f.id);
  const file = writeResults(config.mode, {
    date: new Date().toISOString(),
    mode: config.mode,
    machine: m,
    seconds: Math.round((Date.now() - startedAt) / 1000),
    config: summariseConfig(config),
    figures: figures.map((f) => ({ ...f, met: met(f) ?? null })),
    goalsMissed: missed,
    notes,
    errors,
    markdown: markdown(figures),
    raw,
  });
  // The README shows the latest full figures: a full run that measured soundly rewrites them.
  const readme = config.mode === 'full' && !errors.length && updateReadme(figures, m, (Date.now() - startedAt) / 1000, notes);
  log(`${missed.length ? `goals missed: ${missed.join(', ')}` : 'every goal met'}; results in ${file}${readme ? ' and README.md' : ''}; ${Math.round((Date.now() - startedAt) / 1000)} s in all`);
}

function summariseConfig(c: BenchConfig) {
  return { goods: c.goods, customers: c.customers, merchants: c.merchants, duration: c.duration, connections: c.connections, latencyConnections: c.latencyConnections, listQuery: LIST_QUERY };
}

main()
  .then(async () => {
    await cleanUp();
    // A slow figure never fails the run; a broken measurement does.
    process.exit(errors.length ? 1 : 0);
  })
  .catch(async (error: unknown) => {
    log(`\nthe bench broke: ${(error as Error).stack ?? String(error)}`);
    await cleanUp();
    process.exit(1);
  });
