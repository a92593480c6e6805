import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { IMPORT_MAX_ROWS } from '../../resources/constants.ts';
import { type Language, translate } from '../../resources/messages/index.ts';
import { headerOf } from './xlsx-cells.ts';

/**
 * The import template of a resource: one column per writable field, headed by its label in the
 * user's language, with a drop-down of the labels for choice fields and yes/no for switches.
 */
export async function buildImportTemplate(resource: ResourceDefinition, language: Language): Promise<Buffer> {
  // exceljs (some 15 MB in memory) is loaded by the first workbook, not at boot.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, `resources.${resource.name}.title`).slice(0, 31));
  const fields = resource.fieldList.filter((field) => !field.readOnly);
  sheet.columns = fields.map((field) => ({ header: headerOf(resource.name, field.name, language), key: field.name, width: 24 }));
  sheet.getRow(1).font = { bold: true };
  fields.forEach((field, index) => {
    const choices =
      field.kind === 'select'
        ? field.options?.map((o) => translate(language, o.label))
        : field.kind === 'switch'
          ? [translate(language, 'engine.yes'), translate(language, 'engine.no')]
          : undefined;
    if (!choices) return;
    const column = sheet.getColumn(index + 1).letter;
    // A list validation over the rows an import may hold (spec §9: at most 100).
    for (let row = 2; row <= IMPORT_MAX_ROWS + 1; row += 1) {
      sheet.getCell(`${column}${row}`).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${choices.join(',').replace(/"/g, '""')}"`] };
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
