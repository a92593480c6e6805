import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { translate } from '../../resources/messages/index.ts';
import type { Db } from '../db/database.ts';
import { eachRecord } from '../engine/resource.repository.ts';
import { toListQuery } from '../engine/list-query.ts';
import type { Scope } from '../tenancy/scope.ts';
import { saveJobFile, setJobState } from './jobs.repository.ts';
import { asLanguage, headerOf, toCell } from './xlsx-cells.ts';

export interface ExportParams {
  columns: string[];
  /** "Export selected": these ids only. */
  ids?: number[];
  /** "Export all matching": the list's validated query string. */
  query?: Record<string, unknown>;
}

/** Streams every matching record into an xlsx of the chosen columns (SECURITY.md §8 formula-safe). */
export async function runExport(db: Db, jobId: number, resource: ResourceDefinition, scope: Scope, params: ExportParams, languageText: string) {
  const language = asLanguage(languageText);
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(translate(language, `resources.${resource.name}.title`).slice(0, 31));
  const fields = new Map(resource.fieldList.map((field) => [field.name, field]));
  sheet.columns = params.columns.map((name) => ({ header: headerOf(resource.name, name, language), key: name, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const query = toListQuery(resource, { page: 1, pageSize: 1, ...(params.query ?? {}) });
  let done = 0;
  for await (const records of eachRecord(db, resource, scope, query, params.ids)) {
    for (const record of records) {
      sheet.addRow(params.columns.map((name) => toCell(fields.get(name), record[name], language))).commit();
    }
    done += records.length;
    await setJobState(db, jobId, { progress: done });
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
  await saveJobFile(db, jobId, 'output', Buffer.concat(chunks));
  await setJobState(db, jobId, { status: 'done', progress: done, total: done, message: translate(language, 'jobs.exported', { count: done }), file_name: `${resource.name}-${stamp}.xlsx` });
}
