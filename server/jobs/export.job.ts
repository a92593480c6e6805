import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { XLSX_MEDIA_TYPE } from '../../resources/jobs/job.schema.ts';
import { translate } from '../../resources/messages/index.ts';
import type { Db } from '../db/database.ts';
import { eachRecord } from '../engine/resource.repository.ts';
import { toListQuery } from '../engine/list-query.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { Scope } from '../tenancy/scope.ts';
import { setJobState } from './jobs.repository.ts';
import { asLanguage, headerOf, toCell } from './xlsx-cells.ts';
import { type Cell, XlsxWriterThread } from './xlsx-writer.ts';

export interface ExportParams {
  columns: string[];
  /** "Export selected": these ids only. */
  ids?: number[];
  /** "Export all matching": the list's validated query string. */
  query?: Record<string, unknown>;
}

/** Where an export's file goes: written to `tempDir` while it grows, then stored in `storage`. */
export interface ExportFiles {
  storage: FileStorage;
  tempDir: string;
}

/**
 * Rows turned into cells between two turns of the event loop: synchronous work that, for a
 * million rows in one go, would hold every other request of the process back.
 */
export const EXPORT_YIELD_EVERY_ROWS = 100;
/** The job centre's progress is written at most this often (a write per chunk would be 2,000 per million rows). */
export const EXPORT_PROGRESS_EVERY_MS = 1_000;

/**
 * Moves a finished export into the file storage as `<name>-<YYYYMMDDHHmm>.xlsx` and marks its job
 * done with its row count (every export kind ends so: the engine's and the modules').
 */
export async function finishExport(db: Db, jobId: number, files: ExportFiles, tempPath: string, name: string, rows: number): Promise<void> {
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
  const fileName = `${name}-${stamp}.xlsx`;
  const key = exportKey(jobId, fileName);
  await files.storage.putFile(key, tempPath, XLSX_MEDIA_TYPE);
  await setJobState(db, jobId, {
    status: 'done',
    progress: rows,
    total: rows,
    summary: { key: 'jobs.exported', params: { count: rows } },
    file_name: fileName,
    file_key: key,
  });
}

/** The storage key of an export: under its job, with a random part (keys are never guessed or reused). */
export function exportKey(jobId: number, fileName: string): string {
  return `jobs/${jobId}/${randomBytes(6).toString('hex')}-${fileName}`;
}

/**
 * Streams every matching record into an xlsx of the chosen columns (SECURITY.md §8 formula-safe).
 * Memory stays flat whatever the row count: records arrive a keyset chunk at a time
 * (`eachRecord`, only the chosen columns), a worker thread writes them into a temporary file
 * (xlsx-writer.ts) while the next chunk is read, and the finished file moves into the file
 * storage; the job row keeps its key. Turning records into cells gives the event loop a turn
 * every EXPORT_YIELD_EVERY_ROWS rows, so the API keeps answering while a large export runs.
 */
export async function runExport(
  db: Db,
  jobId: number,
  resource: ResourceDefinition,
  scope: Scope,
  params: ExportParams,
  languageText: string,
  files: ExportFiles,
  /** The instance is stopping: give up between chunks (the `finally` removes the partial file). */
  signal?: AbortSignal,
) {
  const language = asLanguage(languageText);
  await mkdir(files.tempDir, { recursive: true });
  const tempPath = path.join(files.tempDir, `export-${jobId}-${randomBytes(6).toString('hex')}.xlsx`);
  const fields = new Map(resource.fieldList.map((field) => [field.name, field]));
  const writer = new XlsxWriterThread(
    tempPath,
    translate(language, `resources.${resource.name}.title`).slice(0, 31),
    params.columns.map((name) => ({ header: headerOf(resource.name, name, language), key: name, width: 22 })),
  );
  // The chunk the thread is writing while the next one is read.
  let writing: Promise<void> = Promise.resolve();
  try {
    const query = toListQuery(resource, { page: 1, pageSize: 1, ...(params.query ?? {}) });
    let done = 0;
    let progressAt = Date.now();
    for await (const records of eachRecord(db, resource, scope, query, params.ids, { columns: params.columns })) {
      signal?.throwIfAborted();
      const rows: Cell[][] = [];
      for (const record of records) {
        rows.push(params.columns.map((name) => toCell(fields.get(name), record[name], language)));
        if (rows.length % EXPORT_YIELD_EVERY_ROWS === 0) await yieldToEventLoop();
      }
      await writing;
      writing = writer.write(rows);
      done += rows.length;
      if (Date.now() - progressAt >= EXPORT_PROGRESS_EVERY_MS) {
        progressAt = Date.now();
        await setJobState(db, jobId, { progress: done });
      }
    }
    await writing;
    await writer.end();
    await finishExport(db, jobId, files, tempPath, resource.name, done);
  } finally {
    // Given up half-way (a failed read): the chunk in the thread fails with it, and that is no news.
    writing.catch(() => {});
    await writer.close();
    // Moved into the storage by now, or given up: either way the temporary file goes.
    await rm(tempPath, { force: true });
  }
}
