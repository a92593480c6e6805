import type { CrudFilter, LogicalFilter } from '@refinedev/core';

type CrudOperators = LogicalFilter['operator'];
import dayjs, { type Dayjs } from 'dayjs';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { FieldDef } from '../../resources/engine/fields.ts';

/** One control of the filter bar: a declared filter, the `q` search box or the tag filter. */
export interface FilterControl {
  name: string;
  field?: FieldDef & { name: string };
  /** A range follows its field: dates pick days on a calendar, numbers take a typed minimum and maximum. */
  kind: 'text' | 'number' | 'select' | 'reference' | 'multiple' | 'yesNo' | 'dateRange' | 'numberRange' | 'tags' | 'search';
}

/** The refine operator each declared filter sends (the data provider maps it to API.md's suffix). */
const OPERATORS: Record<string, CrudOperators> = { eq: 'eq', like: 'contains', in: 'in' };

/**
 * A "contains" filter on a field the search box already searches would be a second box for the same
 * words ("Keyword" and "Name" side by side): the bar leaves it out, and the API keeps it for pickers
 * and saved addresses.
 */
const repeatsSearch = (field: FieldDef) => field.filter === 'like' && field.search === true;

/** The filter bar's controls, derived from the declaration: the search box, the declared filters, the tag filter. */
export function filterControls(resource: ResourceDefinition): FilterControl[] {
  const controls: FilterControl[] = resource.fieldList
    .filter((field) => field.filter && !repeatsSearch(field))
    .map((field) => ({ name: field.name, field, kind: controlKind(field) }));
  if (resource.searchFields.length) controls.unshift({ name: 'q', kind: 'search' });
  if (resource.tagArea) controls.push({ name: 'tags', kind: 'tags' });
  return controls;
}

function controlKind(field: FieldDef): FilterControl['kind'] {
  if (field.filter === 'range') return field.kind === 'number' ? 'numberRange' : 'dateRange';
  if (field.filter === 'in') return 'multiple';
  if (field.kind === 'switch') return 'yesNo';
  if (field.kind === 'select') return 'select';
  if (field.kind === 'reference') return 'reference';
  if (field.kind === 'number' && field.filter === 'eq') return 'number';
  return 'text';
}

/** A value read back from the address bar is a string: give a select its option's own value. */
function optionValue(field: FieldDef | undefined, value: unknown): unknown {
  return field?.options?.find((option) => String(option.value) === String(value))?.value ?? value;
}

/** A bound the user gave: 0 counts, an emptied input (null) does not. */
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

const find = (filters: CrudFilter[], name: string, operator: CrudOperators) =>
  filters.find((f) => 'field' in f && f.field === name && f.operator === operator)?.value as unknown;

/** The filter bar's form values for the list's current filters (as restored from the URL). */
export function formValuesFromFilters(controls: FilterControl[], filters: CrudFilter[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name, field, kind } of controls) {
    if (kind === 'dateRange' || kind === 'numberRange') {
      const from = find(filters, name, 'gte');
      const to = find(filters, name, 'lte');
      // The address gives text; 0 is a real bound, so only a missing value is none.
      const bound = (value: unknown) => (isGiven(value) ? (kind === 'dateRange' ? dayjs(String(value)) : Number(value)) : null);
      if (isGiven(from) || isGiven(to)) values[name] = [bound(from), bound(to)];
    } else if (kind === 'multiple' || kind === 'tags') {
      const list = find(filters, name, 'in');
      if (Array.isArray(list)) values[name] = list.map((item) => optionValue(field, item));
    } else if (kind === 'yesNo') {
      const value = find(filters, name, 'eq');
      if (value !== undefined) values[name] = String(value);
    } else {
      const value = find(filters, name, kind === 'search' ? 'eq' : OPERATORS[field?.filter ?? 'eq']);
      if (value !== undefined) values[name] = kind === 'number' ? Number(value) : optionValue(field, value);
    }
  }
  return values;
}

const empty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The refine filters of the filter bar's values; empty controls send nothing. */
export function filtersFromFormValues(controls: FilterControl[], values: Record<string, unknown>): CrudFilter[] {
  const filters: CrudFilter[] = [];
  for (const { name, field, kind } of controls) {
    const value = values[name];
    if (kind === 'dateRange') {
      const [from, to] = (Array.isArray(value) ? value : []) as (Dayjs | null)[];
      if (from) filters.push({ field: name, operator: 'gte', value: from.startOf('day').toISOString() });
      if (to) filters.push({ field: name, operator: 'lte', value: to.endOf('day').toISOString() });
    } else if (kind === 'numberRange') {
      const [min, max] = (Array.isArray(value) ? value : []) as (number | null | undefined)[];
      if (isGiven(min)) filters.push({ field: name, operator: 'gte', value: min });
      if (isGiven(max)) filters.push({ field: name, operator: 'lte', value: max });
    } else if (!empty(value)) {
      const text = typeof value === 'string' ? value.trim() : value;
      if (empty(text)) continue;
      const operator = kind === 'multiple' || kind === 'tags' ? 'in' : kind === 'search' ? 'eq' : OPERATORS[field?.filter ?? 'eq'];
      filters.push({ field: name, operator, value: text });
    }
  }
  return filters;
}
