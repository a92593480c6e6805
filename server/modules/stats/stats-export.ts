import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { type Language, translate } from '../../../resources/messages/index.ts';
import { STATS_DETAIL_MAX_SIZE, STATS_DETAIL_WINDOW, type StatsFilter } from '../../../resources/stats/stats-query.schema.ts';
import type { Db } from '../../db/database.ts';
import { finishExport } from '../../jobs/export.job.ts';
import type { ModuleJobKind } from '../../jobs/job-kinds.ts';
import { setJobState } from '../../jobs/jobs.repository.ts';
import { formulaSafe, headerOf } from '../../jobs/xlsx-cells.ts';
import { type Cell, XlsxWriterThread } from '../../jobs/xlsx-writer.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { CALLS, type StatsCall } from './stats-calls.ts';
import type { ContentNamesOf } from './stats-content-names.ts';
import { regionCells } from './stats-regions.ts';
import { resolveStatsWhere } from './stats-where.ts';

/** The job kind of every statistics export (the job centre shows `resources.stats.jobs.stats-export`). */
export const STATS_EXPORT_KIND = 'stats-export';
export const STATS_MODULE = 'stats';

/** What a sheet leaves out: the internal `key`, and what its name columns already say (deleted, an account's kind, a visitor's code). */
const NOT_EXPORTED = /^(key|deleted|.*_deleted|.*_account_kind|viewer_account_id|visitor_code)$/;
/** Each name column sits right after the id it names; the channel's name after its number. */
const NAMES: Readonly<Record<string, string>> = {
  merchant_id: 'merchant_name',
  channel: 'channel_name',
  viewer_id: 'viewer_name',
  store_id: 'store_name',
  sale_id: 'sale_name',
  content_id: 'content_title',
};

/** A detail call's list rows as sheet columns, in the answer's order, each id followed by its name (issue 34). */
export function exportColumns(call: StatsCall): string[] {
  const list = (call.result.schema as z.ZodObject).shape.list as z.ZodArray<z.ZodObject>;
  const fields = Object.keys(list.element.shape).filter((name) => !NOT_EXPORTED.test(name));
  const placed = new Set(Object.entries(NAMES).flatMap(([id, name]) => (fields.includes(id) ? [name] : [])));
  return fields
    .filter((name) => !placed.has(name))
    .flatMap((name) => {
      const named = NAMES[name];
      // The channel's name is no field of the answer (it is a word of the reader's language): the sheet adds it.
      return named && (fields.includes(named) || named === 'channel_name') ? [name, named] : [name];
    });
}

/**
 * A row's cell as a reader reads it: a deleted record's name (or, gone, none) marked deleted in the
 * reader's language, an anonymous viewer as "Visitor 3f2a9c", a channel by its name.
 */
function namedCell(row: Record<string, unknown>, name: string, language: Language): unknown {
  const deleted = (title: unknown, gone: unknown) =>
    gone === true ? [title, translate(language, 'resources.stats.deleted')].filter(Boolean).join(' ') : title;
  if (name === 'channel_name') return row.channel === undefined ? null : translate(language, `resources.stats.channels.${String(row.channel)}`);
  if (name === 'viewer_name' && typeof row.visitor_code === 'string') return translate(language, 'resources.stats.visitor', { code: row.visitor_code });
  const of = /^(store|sale|viewer|content)_(name|title)$/.exec(name);
  if (of) return deleted(row[name], row[`${of[1]}_deleted`]);
  if (name === 'name') return deleted(row.name, row.deleted);
  return row[name];
}

export const exportableCall = (url: string) => {
  const call = CALLS.find((candidate) => candidate.url === url && candidate.detail === 'from-size');
  if (!call) throw new Error(`no statistics detail call ${url}`);
  return call;
};

/** The sheet's columns: each list field, headed in the reader's language. */
function sheetColumns(call: StatsCall, language: Language) {
  return exportColumns(call).map((name) => ({ header: headerOf(STATS_MODULE, name, language), key: name, width: 20 }));
}

/** Every row a detail call answers for `filter` (up to the 10,000 window, spec §9), a page at a time, as cells. */
async function* statsRows(
  db: Db,
  scope: Scope,
  call: StatsCall,
  filter: StatsFilter,
  names: ContentNamesOf,
  language: Language,
  signal?: AbortSignal,
): AsyncGenerator<Cell[][]> {
  const columns = exportColumns(call);
  const where = await resolveStatsWhere(db, scope, filter);
  // Regions are codes: named in the reader's language, the unknown one as such (issue 34).
  const regionCell = await regionCells(columns, language);
  let written = 0;
  for (let from = 0; from < STATS_DETAIL_WINDOW; from += STATS_DETAIL_MAX_SIZE) {
    signal?.throwIfAborted();
    const page = (await call.result.answer(db, where, { ...filter, from, size: STATS_DETAIL_MAX_SIZE }, names(db))) as {
      list: Record<string, unknown>[];
      total: number;
    };
    const rows: Cell[][] = page.list.map((row) => columns.map((name) => toCell(regionCell(name, row[name]) ?? namedCell(row, name, language))));
    if (rows.length) yield rows;
    written += rows.length;
    if (rows.length < STATS_DETAIL_MAX_SIZE || written >= page.total) return;
  }
}

/** Writes the rows into a one-sheet xlsx at `file` (a worker thread writes, as for every export); answers the rows written. */
export async function writeStatsSheet(
  db: Db,
  scope: Scope,
  call: StatsCall,
  filter: StatsFilter,
  names: ContentNamesOf,
  language: Language,
  file: string,
  signal?: AbortSignal,
  progress?: (rows: number) => Promise<void>,
): Promise<number> {
  const writer = new XlsxWriterThread(file, translate(language, 'resources.stats.title').slice(0, 31), sheetColumns(call, language));
  let written = 0;
  try {
    for await (const rows of statsRows(db, scope, call, filter, names, language, signal)) {
      await writer.write(rows);
      written += rows.length;
      await progress?.(written);
    }
    await writer.end();
  } finally {
    await writer.close();
  }
  return written;
}

function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return formulaSafe(String(value));
}

/** The statistics export job: the call and filters it was started with, run again in the starter's scope. */
export function statsExportKind(names: ContentNamesOf): ModuleJobKind {
  return {
    run: async ({ db, jobId, scope, params, language, files, signal }) => {
      const call = exportableCall(String(params.call));
      const filter = z.record(z.string(), z.unknown()).parse(params.filter) as StatsFilter;
      await mkdir(files.tempDir, { recursive: true });
      const file = path.join(files.tempDir, `stats-${jobId}-${randomBytes(6).toString('hex')}.xlsx`);
      try {
        const rows = await writeStatsSheet(db, scope, call, filter, names, language, file, signal, (done) => setJobState(db, jobId, { progress: done }));
        await finishExport(db, jobId, files, file, `statistics-${call.url.split('/').filter(Boolean).slice(-3).join('-')}`, rows);
      } finally {
        await rm(file, { force: true });
      }
    },
  };
}

/**
 * A sheet made in memory, for the calls that answer a file at once (spec `…/download`): at most
 * the 10,000-row window, so no thread or temporary file is worth its start-up.
 */
export async function statsSheetBuffer(db: Db, scope: Scope, call: StatsCall, filter: StatsFilter, names: ContentNamesOf, language: Language): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, 'resources.stats.title').slice(0, 31));
  sheet.columns = sheetColumns(call, language);
  for await (const rows of statsRows(db, scope, call, filter, names, language)) sheet.addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
