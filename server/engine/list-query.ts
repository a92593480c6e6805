import { z } from 'zod';
import { offsetDateTime } from '../../resources/validation/date-time.ts';
import { refinePageWindow } from '../../resources/validation/page-window.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../resources/constants.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { FieldDef } from '../../resources/engine/fields.ts';
import { TAG_VALUE_PATTERN } from '../../resources/engine/tag-values.ts';
import { FILTER_SUFFIXES, type FilterOperator, filterParameter } from '../../resources/wire/protocol.ts';

/** One parsed filter: a column, an operator and the typed value(s). */
export interface ListFilter {
  column: string;
  op: FilterOperator;
  value: unknown;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sort: { column: string; desc: boolean }[];
  q?: string;
  filters: ListFilter[];
  /** `tags_in`: records carrying any of these tags (`<group id>:<item>`). */
  tags?: string[];
  /** `fields`: fields to answer besides the list's own (`listFields`); `*` for all of them. */
  fields?: string[];
  /** `withTotal=false`: no total, `hasMore` instead (infinite scroll, exports); true unless said. */
  withTotal?: boolean;
}

/** The list's parameters that shape its answer rather than choose its rows. */
export const ANSWER_PARAMETERS = ['fields', 'withTotal'] as const;

/**
 * `fields`: a comma list of the fields a list leaves out unasked, or `*`. Its pattern names them,
 * so the OpenAPI document says exactly what may be asked for.
 */
export function fieldsParameter(resource: ResourceDefinition) {
  const extra = resource.fieldList.filter((f) => !resource.listFields.includes(f.name) && !f.hidden).map((f) => f.name);
  if (!extra.length) return undefined;
  const name = `(${extra.join('|')})`;
  return z
    .string()
    .regex(new RegExp(`^(\\*|${name}(,${name})*)$`))
    .transform((text) => (text === '*' ? extra : [...new Set(text.split(','))]))
    .optional()
    .describe(`Fields to answer besides the list's columns and light fields, comma-separated, or * for all: ${extra.join(', ') || 'none'}`);
}

const dateOrDateTime = z.union([offsetDateTime(), z.iso.date()]);

/** The typed value of one query-string value of a field. */
function valueSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'number':
      return z.coerce.number<string>();
    case 'reference':
      return z.coerce.number<string>().int().positive();
    case 'switch':
      return z.enum(['true', 'false']).transform((text) => text === 'true');
    case 'datetime':
      return dateOrDateTime;
    case 'select':
      return field.options?.every((option) => typeof option.value === 'number')
        ? z.coerce.number<string>().refine((n) => field.options!.some((o) => o.value === n))
        : z.string().refine((text) => field.options!.some((o) => o.value === text));
    default:
      return z.string().max(200);
  }
}

const commaList = (item: z.ZodType) =>
  z
    .string()
    .transform((text) => text.split(','))
    .pipe(
      z
        .array(item as z.ZodType<unknown, string>)
        .min(1)
        .max(MAX_PAGE_SIZE),
    );

/**
 * The query string of a resource's list (API.md §1): page, pageSize, sort, q and the declared
 * filters. Unknown parameters, unknown sort fields and out-of-range values are refused (422),
 * never clamped or ignored; so is a page reaching past the first DETAIL_WINDOW records
 * (SECURITY.md §6: `from + size ≤ 10000`).
 */
export function listQuerySchema(resource: ResourceDefinition, options: { answer?: boolean } = {}) {
  const fields = options.answer ? fieldsParameter(resource) : undefined;
  const shape: Record<string, z.ZodType> = {
    ...(fields ? { fields } : {}),
    ...(options.answer
      ? {
          withTotal: z
            .enum(['true', 'false'])
            .transform((text) => text === 'true')
            .optional()
            .describe('false: no total is worked out; the answer has `hasMore` instead of `total` (infinite scroll, exports)'),
        }
      : {}),
    page: z.coerce.number<string>().int().min(1).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z
      .string()
      .refine((text) => text.split(',').every((part) => resource.sortableFields.includes(part.replace(/^-/, ''))), { error: 'validation.sortField' })
      .optional(),
    id_in: commaList(z.coerce.number<string>().int().positive()).optional(),
  };
  if (resource.searchFields.length) shape.q = z.string().trim().max(100).optional();
  if (resource.tagArea) shape.tags_in = commaList(z.string().regex(TAG_VALUE_PATTERN)).optional();
  for (const field of resource.fieldList) {
    if (!field.filter) continue;
    const value = valueSchema(field);
    // A pick-list's "all" entry sends its empty value (spec §3: `status=`): no filter, not the value 0.
    if (field.filter === 'eq')
      shape[filterParameter(field.name, 'eq')] = (
        field.kind === 'select'
          ? z
              .literal('')
              .transform(() => undefined)
              .or(value)
          : value
      ).optional();
    if (field.filter === 'like') shape[filterParameter(field.name, 'like')] = z.string().max(100).optional();
    if (field.filter === 'in') shape[filterParameter(field.name, 'in')] = commaList(value).optional();
    if (field.filter === 'range') {
      shape[filterParameter(field.name, 'gte')] = value.optional();
      shape[filterParameter(field.name, 'lte')] = value.optional();
    }
  }
  return z.strictObject(shape).superRefine(refinePageWindow);
}

/** The operator each suffixed query parameter names (resources/wire/protocol.ts); a bare field is `eq`. */
const SUFFIXES = (Object.entries(FILTER_SUFFIXES) as [FilterOperator, string][]).filter(([, text]) => text).map(([op, text]) => [text, op] as const);

/** Turns a validated query string into the repository's list query. */
export function toListQuery(resource: ResourceDefinition, query: Record<string, unknown>): ListQuery {
  const filters: ListFilter[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || ['page', 'pageSize', 'sort', 'q', 'tags_in', ...ANSWER_PARAMETERS].includes(key)) continue;
    const suffix = SUFFIXES.find(([text]) => key.endsWith(text));
    const column = suffix ? key.slice(0, -suffix[0].length) : key;
    filters.push({ column, op: suffix ? suffix[1] : 'eq', value });
  }
  const sortText = (query.sort as string | undefined) ?? resource.defaultSort;
  const sort = sortText.split(',').map((part) => ({ column: part.replace(/^-/, ''), desc: part.startsWith('-') }));
  return {
    page: query.page as number,
    pageSize: query.pageSize as number,
    sort,
    q: (query.q as string | undefined) || undefined,
    filters,
    tags: query.tags_in as string[] | undefined,
    fields: query.fields as string[] | undefined,
    withTotal: query.withTotal as boolean | undefined,
  };
}
