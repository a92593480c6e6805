import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { type Language, translate } from '../../resources/messages/index.ts';
import { formulaSafe } from './xlsx-cells.ts';

export interface ReportRow {
  number: number;
  cells: Record<string, string>;
  error: string;
}

/**
 * The rows that did not import, as the user typed them, with the row number and the reason: the
 * user fixes them here and uploads the same file again (the extra columns are ignored).
 */
export async function buildReport(resource: ResourceDefinition, headers: string[], rows: ReportRow[], language: Language): Promise<Buffer> {
  // exceljs (some 15 MB in memory) is loaded by the first workbook, not at boot.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, `resources.${resource.name}.title`).slice(0, 31));
  sheet.columns = [
    ...headers.map((header) => ({ header, key: header, width: 24 })),
    { header: translate(language, 'jobs.rowColumn'), key: '__row', width: 8 },
    { header: translate(language, 'jobs.errorsColumn'), key: '__errors', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([...headers.map((header) => formulaSafe(row.cells[header] ?? '')), row.number, formulaSafe(row.error)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
