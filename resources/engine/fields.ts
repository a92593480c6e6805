import type { z } from 'zod';

/** How a field is shown and edited; the engine picks the column renderer, form widget and filter parser from it. */
export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'switch' | 'datetime' | 'url' | 'stringList' | 'json';

/** How a list may filter on a field (API.md §1 operators). */
export type FilterKind = 'eq' | 'like' | 'range' | 'in';

export interface FieldOption {
  value: string | number;
  /** i18n key of the option's label. */
  label: string;
}

export interface FieldOptions {
  /** Shown as a list column (default true); `defaultHidden` leaves it to the column chooser. */
  list?: false | { sortable?: boolean; defaultHidden?: boolean; width?: number };
  filter?: FilterKind;
  /** Searched by the list's `q` box. */
  search?: boolean;
  /** Set by the server only: never in a create or update body (timestamps, audit data). */
  readOnly?: boolean;
  /** Not shown on the detail view either (secrets). */
  hidden?: boolean;
  options?: readonly FieldOption[];
}

/** One field of a resource: its wire name is its column name (snake_case, STYLE.md). */
export interface FieldDef extends FieldOptions {
  kind: FieldKind;
  /** The rule for a value the client sends (create, update); also the record's value type. */
  schema: z.ZodType;
}

const make =
  (kind: FieldKind) =>
  (schema: z.ZodType, options: FieldOptions = {}): FieldDef => ({ kind, schema, ...options });

/** Field constructors: `field.text(z.string().min(1), { filter: 'like' })`. */
export const field = {
  text: make('text'),
  textarea: make('textarea'),
  number: make('number'),
  switch: make('switch'),
  datetime: make('datetime'),
  url: make('url'),
  stringList: make('stringList'),
  json: make('json'),
  select: (schema: z.ZodType, options: readonly FieldOption[], extra: Omit<FieldOptions, 'options'> = {}): FieldDef => ({
    kind: 'select',
    schema,
    options,
    ...extra,
  }),
};
