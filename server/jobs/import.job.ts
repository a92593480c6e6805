import type { z } from 'zod';
import { IMPORT_MAX_ROWS } from '../../resources/constants.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { JobSummaryPart } from '../../resources/jobs/job.schema.ts';
import { type Language, translate } from '../../resources/messages/index.ts';
import { findByKey } from '../engine/resource.repository.ts';
import { createRecord, type WriteContext } from '../engine/resource.service.ts';
import { AppError } from '../http/app-error.ts';
import { saveJobFile, setJobState } from './jobs.repository.ts';
import { buildReport, type ReportRow } from './import-report.ts';
import { cellText, fieldForHeader, fromCell } from './xlsx-cells.ts';

type Field = ResourceDefinition['fieldList'][number];

/** A job-ending refusal whose message the user sees in the job centre, in their language. */
class ImportRefused extends Error {
  readonly summary: JobSummaryPart;
  constructor(key: string, params: JobSummaryPart['params'] = {}) {
    super(key);
    this.summary = { key, params };
  }
}

/** The rows of the first sheet as field values, with their sheet row numbers. */
async function readRows(resource: ResourceDefinition, input: Buffer) {
  // exceljs (some 15 MB in memory) is loaded by the first workbook, not at boot.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(input as unknown as ArrayBuffer);
  } catch {
    throw new ImportRefused('jobs.badFile');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportRefused('jobs.badFile');
  const writable = resource.fieldList.filter((field) => !field.readOnly);
  const columns: { index: number; field: Field; header: string }[] = [];
  sheet.getRow(1).eachCell((cell, index) => {
    const header = cellText(cell.value)?.trim() ?? '';
    if (!header) return;
    const field = fieldForHeader(resource.name, writable, header);
    if (field === undefined) throw new ImportRefused('jobs.unknownColumn', { column: header });
    if (field !== 'ignore') columns.push({ index, field, header });
  });
  if (!columns.length) throw new ImportRefused('jobs.badFile');
  const rows: { number: number; values: Record<string, unknown>; cells: Record<string, string> }[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: Record<string, unknown> = {};
    const cells: Record<string, string> = {};
    for (const { index, field, header } of columns) {
      const raw = row.getCell(index).value;
      const value = fromCell(field, raw);
      if (value !== undefined) values[field.name] = value;
      cells[header] = cellText(raw) ?? '';
    }
    if (Object.keys(values).length) rows.push({ number, values, cells });
  });
  if (!rows.length) throw new ImportRefused('jobs.noRows');
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportRefused('jobs.tooManyRows', { max: IMPORT_MAX_ROWS, count: rows.length });
  return { rows, headers: columns.map((c) => c.header) };
}

function describeIssues(resource: ResourceDefinition, issues: z.core.$ZodIssue[], language: Language): string {
  return issues
    .map((issue) => {
      const name = String(issue.path[0] ?? '');
      const label = name ? translate(language, `resources.${resource.name}.fields.${name}`) : '';
      const params = issue as unknown as Record<string, unknown>;
      return `${label ? `${label}: ` : ''}${translate(language, issue.message, params)}`;
    })
    .join('; ');
}

/**
 * Spec §9 / §8 import: every row is validated first and one invalid row imports nothing (the
 * error report says why, row by row); rows whose key duplicates a record or an earlier row are
 * skipped with the spec's message; the rest are created in one transaction, audited as imports.
 */
export async function runImport(ctx: WriteContext, jobId: number, resource: ResourceDefinition, input: Buffer, language: Language) {
  try {
    const { rows, headers } = await readRows(resource, input);
    await setJobState(ctx.db, jobId, { total: rows.length });
    const report: ReportRow[] = [];
    const valid: { number: number; body: Record<string, unknown>; cells: Record<string, string> }[] = [];
    for (const row of rows) {
      const parsed = resource.createSchema.safeParse(row.values);
      if (parsed.success) valid.push({ number: row.number, body: parsed.data as Record<string, unknown>, cells: row.cells });
      else report.push({ number: row.number, cells: row.cells, error: describeIssues(resource, parsed.error.issues, language) });
    }
    if (report.length) {
      await saveJobFile(ctx.db, jobId, 'output', await buildReport(resource, headers, report, language));
      await setJobState(ctx.db, jobId, {
        status: 'failed',
        summary: { key: 'jobs.importInvalid', params: { count: report.length } },
        file_name: `${resource.name}-errors.xlsx`,
        result: { invalid: report.length },
      });
      return;
    }
    const skipped = await importValid(ctx, jobId, resource, valid, language);
    const imported: JobSummaryPart = { key: 'jobs.imported', params: { count: valid.length - skipped.length, skipped: skipped.length } };
    if (skipped.length) await saveJobFile(ctx.db, jobId, 'output', await buildReport(resource, headers, skipped, language));
    await setJobState(ctx.db, jobId, {
      status: 'done',
      progress: rows.length,
      summary: skipped.length ? [imported, { key: 'jobs.duplicatesSkipped', params: {} }] : imported,
      result: { imported: valid.length - skipped.length, skipped: skipped.length },
      ...(skipped.length ? { file_name: `${resource.name}-skipped.xlsx` } : {}),
    });
  } catch (error) {
    if (error instanceof ImportRefused) return setJobState(ctx.db, jobId, { status: 'failed', summary: error.summary });
    throw error;
  }
}

async function importValid(
  ctx: WriteContext,
  jobId: number,
  resource: ResourceDefinition,
  rows: { number: number; body: Record<string, unknown>; cells: Record<string, string> }[],
  language: Language,
) {
  const key = resource.import?.key ?? [];
  const skipped: ReportRow[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    const seen = new Map<string, number>();
    for (const [index, row] of rows.entries()) {
      const keyValues = key.map((name) => row.body[name]);
      const keyText = JSON.stringify(keyValues);
      const earlier = seen.get(keyText);
      if (key.length && earlier !== undefined) {
        skipped.push({ number: row.number, cells: row.cells, error: translate(language, 'jobs.duplicateRow', { row: earlier }) });
        continue;
      }
      seen.set(keyText, row.number);
      if (key.length && (await findByKey(trx, resource, ctx.scope, Object.fromEntries(key.map((name, i) => [name, keyValues[i]]))))) {
        skipped.push({ number: row.number, cells: row.cells, error: translate(language, 'jobs.duplicatesSkipped') });
        continue;
      }
      try {
        await createRecord(ctx, resource, row.body, 'import', trx);
      } catch (error) {
        // A rule only the database knows (another unique index): the whole import stops, nothing is kept.
        if (error instanceof AppError) throw new ImportRefused('jobs.rowRefused', { row: row.number });
        throw error;
      }
      if (index % 10 === 0) await setJobState(ctx.db, jobId, { progress: index });
    }
  });
  return skipped;
}
