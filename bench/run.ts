import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resourceNamed } from '../resources/index.ts';
import { exportableColumns } from '../server/jobs/jobs.routes.ts';
import { buildApp, bundleFigures, measureBundle } from './bundle.ts';
import { type BenchConfig, configFor, DATA_DIR, LARGEST_MERCHANT, LIST_QUERY } from './config.ts';
import { merchantIdNamed, openBenchDatabase } from './database.ts';
import { measureCouponClaims } from './coupon-figures.ts';
import { clearJobs, measureExports } from './exports.ts';
import { captureListSql, measureList } from './list-figures.ts';
import { type Figure, machine, markdown, met, shown, table, updateReadme, writeResults } from './report.ts';
import { createRun } from './run-context.ts';
import { seedAtScale } from './seed-at-scale.ts';
import { measureShowroom } from './showroom-figures.ts';
import { measureStats, seedStatsAtScale } from './stats-figures.ts';

/**
 * `npm run bench [-- --quick] [-- --runs N]`: builds the app, seeds the bench database, measures the figures
 * (bench/list-figures.ts, bench/exports.ts, bench/bundle.ts, bench/stats-figures.ts,
 * bench/coupon-figures.ts, bench/showroom-figures.ts), then prints and records them. This
 * file owns the run's lifecycle: one bench at a time, everything it started stopped however it
 * ends, and the exit code.
 */
const config = configFor(process.argv.includes('--quick') ? 'quick' : 'full');
/** `--runs N`: the measured part N times, each figure the median of its N values (the issue's "median of three"). */
const runs = runsArgument(process.argv);
const run = createRun(config);
const { log, errors, notes, startedAt } = run;

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
  await run.stopAll();
  if (existsSync(LOCK_FILE) && readFileSync(LOCK_FILE, 'utf8') === String(process.pid)) rmSync(LOCK_FILE, { force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`\n${signal}: stopping the bench's servers and database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main() {
  const raw: Record<string, unknown> = {};
  lock();
  const m = machine();
  log(`npm run bench${config.mode === 'quick' ? ' -- --quick (1/100 of the scale)' : ''}: ${m.cores} cores, ${m.memoryGb} GB, load average ${m.loadAtStart}`);
  if (m.loadAtStart > m.cores)
    notes.push(`the machine was busy when the bench began (load average ${m.loadAtStart} on ${m.cores} cores): the figures are noisier than usual`);

  // Figure 6 first: the server needs the build anyway.
  run.step('building the browser app');
  const distDir = await buildApp(log);
  const bundle = measureBundle(distDir);
  raw.bundle = bundle;

  run.step('opening the bench database');
  run.database = await openBenchDatabase(config.databaseName, log);
  const seed = await seedAtScale(run.database, config, log);
  run.database = seed.database;
  raw.seed = { seeded: seed.seeded, seconds: seed.seconds, goods: seed.goods, customers: seed.customers };
  const statsSeed = await seedStatsAtScale(run);
  raw.statsSeed = statsSeed;

  const resource = resourceNamed('commodities');
  if (!resource) throw new Error('no commodities resource');
  const largest = await merchantIdNamed(run.database.handle.pool, LARGEST_MERCHANT);
  const columns = exportableColumns(resource);
  await clearJobs(run.database.handle.pool);

  const captured = await captureListSql(run, resource, largest);
  raw.capture = captured.raw;
  const measured: Figure[][] = [];
  const loads: Record<string, unknown>[] = [];
  const loadAverages: number[] = [];
  for (let index = 1; index <= runs; index++) {
    const load = Math.round(os.loadavg()[0] * 100) / 100;
    loadAverages.push(load);
    if (runs > 1) run.step(`run ${index} of ${runs} (load average ${load})`);
    const list = await measureList(run, distDir, resource, captured, columns);
    const exports = await measureExports(run, distDir, resource, largest, columns);
    const stats = await measureStats(run, distDir, statsSeed);
    const coupons = await measureCouponClaims(run, distDir);
    const showroom = await measureShowroom(run, distDir);
    measured.push([...list.figures, ...exports.figures, ...stats.figures, ...coupons.figures, ...showroom.figures]);
    loads.push({ ...list.loads, ...exports.loads, stats: stats.raw, coupons: coupons.raw, showroom: showroom.raw });
    if (runs > 1) log(`\nrun ${index} of ${runs}:\n${table(measured.at(-1)!)}\n`);
  }
  if (runs > 1) {
    notes.push(`each figure is the median of ${runs} runs; the load average (1 min) as each run began: ${loadAverages.join(', ')}`);
    raw.runs = measured;
  }
  // Sorted as the issue numbers them.
  const figures = [...medianFigures(measured), ...bundleFigures(bundle)].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  raw.loads = runs > 1 ? loads : loads[0];
  finish(figures, raw);
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
  log(
    `${missed.length ? `goals missed: ${missed.join(', ')}` : 'every goal met'}; results in ${file}${readme ? ' and README.md' : ''}; ${Math.round((Date.now() - startedAt) / 1000)} s in all`,
  );
}

function runsArgument(argv: string[]): number {
  const at = argv.indexOf('--runs');
  if (at < 0) return 1;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 9) throw new Error('--runs takes a whole number from 1 to 9');
  return value;
}

/**
 * Each figure of several runs as the run whose value is its median (that run's detail with it,
 * so the absolute values beside a ratio are the ones it came from).
 */
function medianFigures(measured: Figure[][]): Figure[] {
  return measured[0].map((first) => {
    const values = measured
      .map((figures) => figures.find((f) => f.id === first.id)!)
      .filter((f): f is Figure & { value: number } => f.value !== null && Number.isFinite(f.value));
    if (values.length < measured.length) return first;
    const sorted = [...values].sort((a, b) => a.value - b.value);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    return measured.length > 1 ? { ...median, detail: `${median.detail}; runs: ${values.map(shown).join(', ')}` } : median;
  });
}

function summariseConfig(c: BenchConfig) {
  return {
    goods: c.goods,
    customers: c.customers,
    merchants: c.merchants,
    duration: c.duration,
    connections: c.connections,
    latencyConnections: c.latencyConnections,
    statsEvents: c.statsEvents,
    listQuery: LIST_QUERY,
  };
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
