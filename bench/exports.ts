import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { ResourceDefinition } from '../resources/engine/define-resource.ts';
import { downloadSize, type ExportRun, getJob, login, startExport, waitUntilBegun, watchJob } from './api.ts';
import { LARGEST_ACCOUNT, SECOND_ACCOUNT } from './config.ts';
import { type BenchDatabase, tableExists } from './database.ts';
import { fmt, mb, ratio } from './format.ts';
import type { Figure } from './report.ts';
import type { BenchRun } from './run-context.ts';

/** Jobs of earlier servers must neither linger in the queue nor be retried by the next server. */
export async function clearJobs(pool: pg.Pool) {
  await pool.query('DELETE FROM job_files');
  await pool.query('DELETE FROM jobs');
  if (await tableExists(pool, 'pgboss.job')) await pool.query(`DELETE FROM pgboss.job WHERE name = 'atrium-jobs'`);
}

/**
 * Figure 4's background: one "export all matching" always running until stopped, a finished one
 * followed by the next, so the whole measured window has an export beside it. A failed export
 * ends it, as an error of the run.
 */
export async function keepExporting(run: BenchRun, base: string, headers: Record<string, string>, resource: ResourceDefinition, columns: string[]) {
  let jobId = await startExport(base, headers, resource, columns);
  if (!(await waitUntilBegun(base, headers, jobId))) run.errors.push('figure 4: the export did not start within 30 s');
  let exportsRun = 1;
  let exporting = true;
  const keeper = (async () => {
    while (exporting) {
      const job = await getJob(base, headers, jobId);
      if (job.status === 'failed') {
        run.errors.push(`figure 4: an export failed (${job.message}); see bench/.data/logs/app.log`);
        return;
      }
      if (job.status === 'done' && exporting) {
        jobId = await startExport(base, headers, resource, columns);
        exportsRun += 1;
      }
      await sleep(200);
    }
  })();
  return {
    /** The export running now. */
    jobId: () => jobId,
    /** Starts no further export; how many were started. */
    async stop(): Promise<number> {
      exporting = false;
      await keeper;
      return exportsRun;
    },
  };
}

/** PostgreSQL's own fastest way out: COPY of the same rows and columns (tags aggregated) as CSV. */
async function copyBaseline(database: BenchDatabase, resource: ResourceDefinition, merchant: number, columns: string[]) {
  const table = resource.table;
  const select = columns
    .map((name) =>
      name === 'tags'
        ? `(SELECT string_agg(rt.group_id || ':' || rt.item, ',' ORDER BY rt.group_id, rt.item) FROM record_tags rt WHERE rt.area = '${resource.tagArea}' AND rt.record_id = c.id) AS tags`
        : `c."${name}"`,
    )
    .join(', ');
  const sql = `COPY (SELECT ${select} FROM ${table} c WHERE c.merchant_id = ${merchant} AND c.deleted_at IS NULL ORDER BY c.id DESC) TO STDOUT WITH (FORMAT csv, HEADER)`;
  const client = await database.handle.pool.connect();
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
  return {
    value,
    detail: `${fmt(Math.round(first))} rows/s over the first quarter, ${fmt(Math.round(last))} rows/s over the last (${fmt(end)} rows read${run.status === 'cut off' ? ', cut off' : ''})`,
  };
}

/** One export on a server of its own, so that its memory high-water mark is the export's alone. */
async function exportOnFreshServer(
  run: BenchRun,
  name: string,
  distDir: string,
  resource: ResourceDefinition,
  account: string,
  timeoutSeconds: number,
  columns: string[],
) {
  await clearJobs(run.database.handle.pool);
  const server = await run.startApp(name, distDir);
  try {
    const headers = await login(server.url, account);
    const idle = server.memory();
    const jobId = await startExport(server.url, headers, resource, columns);
    const exported = await watchJob(server.url, headers, jobId, timeoutSeconds);
    const memory = server.memory();
    let fileBytes: number | undefined;
    if (exported.status === 'done') fileBytes = await downloadSize(server.url, headers, jobId);
    else if (exported.status === 'failed') run.errors.push(`${name}: the export failed (${exported.message}); see bench/.data/logs/${name}.log`);
    else run.notes.push(`${name}: the export was cut off after ${timeoutSeconds} s at ${fmt(exported.rows)} rows; its figures are as far as it got`);
    run.step(`${name}: ${fmt(exported.rows)} rows in ${exported.seconds.toFixed(1)} s (${exported.status}), peak memory ${mb(memory.hwmMb)}`);
    return { run: exported, idle, memory, fileBytes };
  } finally {
    await run.stopServer(server);
  }
}

/** An export's result for the JSON, its progress timeline thinned to about 50 readings. */
function summary(result: Awaited<ReturnType<typeof exportOnFreshServer>>) {
  const { run, ...rest } = result;
  return { ...rest, run: { ...run, timeline: run.timeline.filter((_, i) => i % Math.ceil(run.timeline.length / 50) === 0) } };
}

/**
 * Figures 5a, 5b and 3b: an export of every matching goods against COPY of the same rows, peak
 * memory of exports at two sizes, and whether reading deep into the table slows the export.
 */
export async function measureExports(run: BenchRun, distDir: string, resource: ResourceDefinition, merchant: number, columns: string[]) {
  const { config } = run;
  run.step('figure 5: COPY … TO STDOUT baseline');
  const copy = await copyBaseline(run.database, resource, merchant, columns);
  run.step(`  COPY: ${fmt(copy.rows)} rows in ${copy.seconds.toFixed(1)} s`);
  const small = await exportOnFreshServer(run, 'export-small', distDir, resource, SECOND_ACCOUNT, config.exportTimeoutSeconds.small, columns);
  const large = await exportOnFreshServer(run, 'export-large', distDir, resource, LARGEST_ACCOUNT, config.exportTimeoutSeconds.large, columns);
  const exportRps = large.run.seconds > 0 ? large.run.rows / large.run.seconds : Number.NaN;
  const depth = depthRatio(large.run);
  const figures: Figure[] = [
    {
      id: '5a',
      name: 'xlsx export ÷ COPY TO STDOUT csv, rows/s',
      value: ratio(exportRps, copy.rps),
      goal: { op: '>=', value: 0.15 },
      detail: `${fmt(Math.round(exportRps))} vs ${fmt(Math.round(copy.rps))} rows/s; ${fmt(large.run.rows)} rows, ${columns.length} columns in ${large.run.seconds.toFixed(1)} s (${large.run.status})${large.fileBytes ? `, ${(large.fileBytes / 1e6).toFixed(1)} MB xlsx` : ''}`,
    },
    {
      id: '5b',
      name: `peak server memory, export of ${fmt(config.goods.largest)} ÷ ${fmt(config.goods.second)} rows`,
      value: ratio(large.memory.hwmMb, small.memory.hwmMb),
      goal: { op: '<=', value: 1.5 },
      detail: `${mb(large.memory.hwmMb)} vs ${mb(small.memory.hwmMb)} (VmHWM of fresh servers; ${mb(large.idle.rssMb)} / ${mb(small.idle.rssMb)} before the export)`,
    },
    {
      id: '3b',
      name: 'export deep scan: rows/s last quarter ÷ first',
      value: depth.value,
      goal: { op: '>=', value: 0.5 },
      detail: depth.detail,
    },
  ];
  return { figures, loads: { copy, exportSmall: summary(small), exportLarge: summary(large) } };
}
