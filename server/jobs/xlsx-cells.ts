import type { FieldDef } from '../../resources/engine/fields.ts';
import { LANGUAGES, type Language, translate } from '../../resources/messages/index.ts';

type Field = FieldDef & { name: string };

/** SECURITY.md §8: a text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function formulaSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A column's header: the field's label in the job's language. */
export function headerOf(resource: string, name: string, language: Language): string {
  const key = ['id', 'created_at', 'updated_at', 'tags'].includes(name)
    ? `engine.${{ id: 'id', created_at: 'createdAt', updated_at: 'updatedAt', tags: 'tags' }[name]}`
    : `resources.${resource}.fields.${name}`;
  const label = translate(language, key);
  // An entity declared without texts yet still gets readable headers: its field names.
  return label === key ? name : label;
}

/** How a field sits in a cell: a list of uploaded files is a comma list, like any list of text. */
function cellKind(field: Field): Field['kind'] {
  return field.kind === 'media' && field.upload?.multiple ? 'stringList' : field.kind;
}

/** A record's value as a cell shows it: labels rather than codes, text made formula-safe. */
export function toCell(field: Field | undefined, value: unknown, language: Language): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (!field) return typeof value === 'number' ? value : formulaSafe(Array.isArray(value) ? value.join(', ') : String(value));
  switch (cellKind(field)) {
    // A reference is written as the id it holds (its choices are per caller, a cell has none), several as a comma list.
    case 'reference':
      return Array.isArray(value) ? value.join(', ') : (value as number);
    case 'number':
      return value as number;
    case 'switch':
      return translate(language, value ? 'engine.yes' : 'engine.no');
    case 'select': {
      const option = field.options?.find((o) => o.value === value);
      return formulaSafe(option ? translate(language, option.label) : String(value));
    }
    case 'stringList':
      return formulaSafe((value as string[]).join(', '));
    case 'json':
      return formulaSafe(JSON.stringify(value));
    default:
      return formulaSafe(String(value));
  }
}

/** Everything a cell can be read as in any interface language (imports accept every one). */
function inAnyLanguage(key: string): string[] {
  return LANGUAGES.map((language) => translate(language, key).trim().toLowerCase());
}

/** The text of a cell as exceljs reads it (rich text, hyperlinks, formulas' results). */
export function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { text?: unknown; richText?: { text: string }[]; result?: unknown; hyperlink?: string };
    if (v.richText) return v.richText.map((part) => part.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
    if (v.hyperlink) return v.hyperlink;
  }
  return String(value);
}

/** A cell as the field's schema expects it; what cannot be read stays as text for the schema to refuse. */
export function fromCell(field: Field, raw: unknown): unknown {
  if (raw instanceof Date && field.kind === 'datetime') return raw.toISOString();
  const text = cellText(raw)?.trim();
  if (text === undefined || text === '') return undefined;
  // An exported cell that was made formula-safe comes back as it was.
  const plain = text.startsWith("'") ? text.slice(1) : text;
  if (field.kind === 'reference' && field.multiple)
    return plain
      .split(/[,，]/)
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => (Number.isFinite(Number(item)) ? Number(item) : item));
  switch (cellKind(field)) {
    case 'reference':
    case 'number': {
      const n = Number(plain);
      return Number.isFinite(n) ? n : plain;
    }
    case 'switch': {
      const lower = plain.toLowerCase();
      if (['true', '1', ...inAnyLanguage('engine.yes')].includes(lower)) return true;
      if (['false', '0', ...inAnyLanguage('engine.no')].includes(lower)) return false;
      return plain;
    }
    case 'select': {
      const lower = plain.toLowerCase();
      const option = field.options?.find((o) => String(o.value).toLowerCase() === lower || inAnyLanguage(o.label).includes(lower));
      return option ? option.value : plain;
    }
    case 'stringList':
      return plain
        .split(/[,，]/)
        .map((item) => item.trim())
        .filter(Boolean);
    case 'json':
      try {
        return JSON.parse(plain);
      } catch {
        return plain;
      }
    default:
      return plain;
  }
}

/** Which field a header names: its key or its label in any language; report columns are ignored. */
export function fieldForHeader(resource: string, fields: Field[], header: string): Field | 'ignore' | undefined {
  const lower = header.trim().toLowerCase();
  if (inAnyLanguage('jobs.errorsColumn').includes(lower) || inAnyLanguage('jobs.rowColumn').includes(lower)) return 'ignore';
  if (['id', 'created_at', 'updated_at', 'tags'].includes(lower)) return 'ignore';
  if (['engine.id', 'engine.createdAt', 'engine.updatedAt', 'engine.tags'].some((key) => inAnyLanguage(key).includes(lower))) return 'ignore';
  return fields.find((field) => field.name === lower || inAnyLanguage(`resources.${resource}.fields.${field.name}`).includes(lower));
}

export function asLanguage(value: string): Language {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';
}
