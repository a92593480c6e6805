import type { z } from 'zod';
import type { UploadKind } from '../uploads/upload-kinds.ts';

/** How a field is shown and edited; the engine picks the column renderer, form widget and filter parser from it. */
export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'switch' | 'datetime' | 'url' | 'stringList' | 'json' | 'media' | 'password' | 'reference';

/** How a list may filter on a field (API.md §1 operators). */
export type FilterKind = 'eq' | 'like' | 'range' | 'in';

/**
 * What a number measures, shown beside its input, its range filter and its value: `currency` is
 * money (two decimals, thousands separators, the currency sign), `count` a whole count (spec §9's
 * thousands separators, "5,000" in a list as on the detail view), `bytes` a stored byte count read as a size ("1.5M", spec §9) and typed in MB,
 * the others a unit written after the number.
 */
export type NumberUnit = 'currency' | 'count' | 'mm' | 'MB' | 'seconds' | 'percent' | 'bytes';

export interface FieldOption {
  value: string | number;
  /** i18n key of the option's label. */
  label: string;
}

/** An uploaded file field: which upload kind (its limits, spec §9) and how many files. */
export interface MediaUploadOptions {
  kind: UploadKind;
  /** The value is a list of URLs (album images, detail images) rather than one URL. */
  multiple?: boolean;
  /** Most files a multiple field takes (album 100). */
  max?: number;
  /** i18n key or literal of the recommended size hint (spec §9: goods cover 1:1, at least 750×750). */
  recommended?: string;
  /** Other fields of the same form an upload fills in: its original file name, its size in bytes. */
  fill?: { name?: string; size?: string };
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
  /** On the detail view only when it has a value: a failure's reason, which "—" would only make look like one. */
  detailWhenSet?: true;
  /**
   * Given when a record is created and never read back (a password): not in records, lists,
   * exports or the edit form; the entity's plug-in turns it into what is stored (`prepare`),
   * and changes it through an action of its own (reset password).
   */
  secret?: true;
  /**
   * Text fields kept encrypted by the database and read back opened (server/engine/sealed-fields.ts):
   * a value editors must see again, which a stolen dump must not show (an app's verify-view password).
   * Neither filtered, sorted nor searched.
   */
  sealed?: true;
  /**
   * Given when a record is created and kept as it was (the link an import starts from): in the
   * create body only, never in a PUT or PATCH body nor the edit form; lists and details show it.
   */
  createOnly?: true;
  /**
   * Reference fields: the API path answering their choices as `{ list: [{ id, name }] }` (the
   * caller's own stores, say), which forms and filters pick from and lists show by name. Set by
   * `defineResource`: `<resource path>/choices/<field>`, served with the page's read permission.
   */
  choices?: string;
  /**
   * Reference fields: the value is a list of ids (a `bigint[]` column; its schema an array of
   * ids) rather than one, picked several at once and shown as every name. An `eq` filter on it
   * keeps the records whose list holds the id, an `in` filter those holding any of the ids.
   */
  multiple?: true;
  /**
   * Reference fields: the other body fields its ids matter with (a coupon's goods count only when
   * it applies to chosen goods), documented as `x-atrium-references-when` so the reliability suite
   * sends them along.
   */
  referencesWhen?: Readonly<Record<string, string | number | boolean>>;
  options?: readonly FieldOption[];
  /** Media fields: what is uploaded into them. */
  upload?: MediaUploadOptions;
  /**
   * A custom form widget by name (a json field's editor, such as `goods-attributes`), looked up in
   * the browser's widget registry (`src/engine/custom-widgets.tsx`) instead of the kind's widget.
   */
  widget?: string;
  /**
   * A field without a list column (`list: false`) that lists return all the same, because a row
   * action or a cell reads it from the row. Light fields (text, numbers, one file) always are;
   * heavy ones (JSON, file lists, long text) only with this, or when asked for by `fields`.
   */
  readInLists?: true;
  /** Number fields: what the number measures. */
  unit?: NumberUnit;
  /** i18n key of a help text shown under the field in forms (`resources.<name>.help.<field>` by convention). */
  help?: string;
  /**
   * The form section and detail group the field belongs to, one of the resource's `sections`;
   * a field without one goes to the first section.
   */
  section?: string;
}

/**
 * One field of a resource: its wire name is its column name (snake_case, STYLE.md). `S` keeps the
 * schema's own type, so a declaration's record and body types derive from it (define-resource.ts).
 */
export interface FieldDef<S extends z.ZodType = z.ZodType> extends FieldOptions {
  kind: FieldKind;
  /** The rule for a value the client sends (create, update); also the record's value type. */
  schema: S;
}

/** What a field declared without options adds to its type. */
type NoOptions = Record<never, never>;

// The options are kept as written (`readOnly: true` stays literal), so the body type leaves such fields out.
const make =
  (kind: FieldKind) =>
  <S extends z.ZodType, const O extends FieldOptions = NoOptions>(schema: S, options?: O): FieldDef<S> & O =>
    Object.assign({ kind, schema }, options);

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
  /** A password typed when a record is created (`secret`: never stored under its name nor read back). */
  password: <S extends z.ZodType>(schema: S): FieldDef<S> & { secret: true; list: false } => ({
    kind: 'password',
    schema,
    secret: true,
    hidden: true,
    list: false,
  }),
  /** The id of another record, picked by name from the choices the entity's plug-in gives the caller. */
  reference: make('reference'),
  /** An uploaded image, video, audio or file: its value is the file's URL (or a list of them). */
  media: <S extends z.ZodType, const O extends Omit<FieldOptions, 'upload'> = NoOptions>(schema: S, upload: MediaUploadOptions, extra?: O): FieldDef<S> & O =>
    Object.assign({ kind: 'media', schema, upload } satisfies FieldDef<S>, extra),
  select: <S extends z.ZodType, const O extends Omit<FieldOptions, 'options'> = NoOptions>(
    schema: S,
    options: readonly FieldOption[],
    extra?: O,
  ): FieldDef<S> & O => Object.assign({ kind: 'select', schema, options } satisfies FieldDef<S>, extra),
};
