import { z } from 'zod';
import { type Action, isAction } from '../access/actions.ts';
import type { FieldDef } from './fields.ts';
import { checkMachine, conditionFields, type Machine } from './machines.ts';
import { referencing } from '../validation/references.ts';

/** Where a resource's rows belong: to one merchant (`merchant_id`, ACCESS.md scopes) or to the platform. */
export type Tenancy = 'merchant' | 'platform';

/** A declaration's fields by name. */
export type Fields = Record<string, FieldDef>;

/**
 * What an entity declares. `F` keeps its fields' types and `A` the literal names of its record
 * actions, so the plug-in that implements them is checked against them (entity-plugin.ts).
 */
export interface ResourceConfig<F extends Fields, A extends string = string> {
  /** API path segment, refine resource name and i18n key `resources.<name>` (kebab-case plural). */
  name: string;
  /** The route path of spec §2 that shows it: also its permission page (ACCESS.md). */
  route: string;
  /** Which API serves it (API.md); only `main` is generated so far. */
  api?: 'main';
  /** Overrides `/api/<name>` where the spec names another path. */
  path?: string;
  table: string;
  tenancy: Tenancy;
  /** The guide's column for tables a shopping guide sees only partly (ACCESS.md). */
  saleColumn?: string;
  /** The store column of tables a store's own staff see only partly: an account with a store sees that store's rows. */
  storeColumn?: string;
  /** Conditions every row of this resource carries (several resources sharing one table). */
  fixed?: Readonly<Record<string, string | number | boolean | null>>;
  fields: F;
  /**
   * Groups of fields in forms and the detail drawer, in order (goods: basics, media, prices and
   * stock…); titles are `resources.<name>.sections.<section>`. A long form shows them as tabs.
   */
  sections?: readonly string[];
  /** The field that names a record (titles, command palette search). */
  titleField: keyof F & string;
  /** `-field` for descending; fields in `fields` plus `id`, `created_at`, `updated_at`. */
  defaultSort?: string;
  /** Spec §4: plans, goods and apps go to the recycle bin (soft); everything else is deleted outright. */
  deletion?: 'soft' | 'hard' | 'none';
  /** Writes the generated routes offer; false for read-only resources such as the audit log. */
  writable?: boolean;
  export?: boolean;
  /**
   * Import from the generated template; `key` are the fields that make a row a duplicate;
   * `maxBytes` the largest file (IMPORT_MAX_BYTES unless the spec gives the entity its own).
   */
  import?: { key: (keyof F & string)[]; maxBytes?: number };
  /** The tag area whose groups may tag this resource's records (labelManagement). */
  tagArea?: string;
  /** Batch actions beyond delete/export, each a word of the action vocabulary. */
  batchActions?: Action[];
  /** Actions on one record beyond CRUD (shelve, copy...); the server implements each by name. */
  recordActions?: readonly RecordActionDeclaration<A>[];
  /**
   * Status machines by field (machines.ts): which record actions move the field, from where and
   * to where. The engine refuses a move from a wrong state (409) or onto the same state ("Status
   * unchanged"), the OpenAPI document lists each action's moves, and lists offer only the actions
   * that move a record from where it is.
   */
  machines?: Readonly<Partial<Record<keyof F & string, Machine>>>;
  /**
   * A rule across fields of a whole body (create, replace, import rows), reported with
   * `ctx.addIssue({ path })`. A PATCH carries only some fields: the server judges the merged record.
   */
  check?: (body: Record<string, unknown>, ctx: z.RefinementCtx) => void;
}

/**
 * An action on one record (API.md §1): `POST <path>/:id/<name>`, and the same for several
 * records as `POST <path>/batch/<name>` with `{ ids }` plus the action's own body fields.
 */
export interface RecordActionDeclaration<N extends string = string> {
  /** The path segment: `shelve`, `unshelve`, `copy`... */
  name: N;
  /** The permission it needs, a word of the action vocabulary (`unshelve` needs `shelve`). */
  action: Action;
  /** What the action takes besides the ids; no body when absent. */
  body?: z.ZodObject;
  /**
   * The one-record route where the spec names its own, verbatim with `{id}`, for example
   * `/api/taobao/shop/change/status/{id}`; the batch route stays `<path>/batch/<name>`.
   */
  path?: string;
}

/** A spec path of one record: under /api/, `{id}` once as a whole segment, nothing else variable. */
const RECORD_ACTION_PATH = /^\/api(\/[\w.-]+)*\/\{id\}(\/[\w.-]+)*$/;

/** Names unique and not the engine's own paths; actions from the vocabulary; spec paths well formed and distinct. */
function checkRecordActions(resource: string, actions: readonly RecordActionDeclaration[]): void {
  const names = actions.map((a) => a.name);
  // `batch/delete`, `batch/export` and `:id/tags` are the engine's own paths.
  if (new Set(names).size !== names.length || names.some((n) => ['delete', 'export', 'tags'].includes(n)))
    throw new Error(`${resource}: record action names must be unique and not delete, export or tags`);
  for (const declared of actions) {
    if (!isAction(declared.action))
      throw new Error(`${resource}: the record action ${declared.name} needs ${declared.action}, which is no word of the action vocabulary`);
    if (declared.path !== undefined && !RECORD_ACTION_PATH.test(declared.path))
      throw new Error(`${resource}: the record action ${declared.name} has the path ${declared.path}; a spec path starts with /api/ and holds {id} once`);
  }
  const paths = actions.flatMap((a) => (a.path ? [a.path] : []));
  if (new Set(paths).size !== paths.length) throw new Error(`${resource}: two record actions share one path`);
}

/** The columns every engine table has whatever its fields. */
export const SYSTEM_COLUMNS = ['id', 'created_at', 'updated_at'] as const;

type Defaulted = 'api' | 'path' | 'defaultSort' | 'deletion' | 'writable' | 'export' | 'batchActions' | 'recordActions';
/** Checked against the fields when declared; plain names afterwards, so every definition is a wide one. */
type FieldNamed = 'titleField' | 'import';

/**
 * A declared resource with everything derived from its declaration. The defaults are the wide
 * types: any declaration is a `ResourceDefinition`, which is what the generic engine takes.
 */
export interface ResourceDefinition<F extends Fields = Fields, A extends string = string>
  extends Required<Pick<ResourceConfig<F, A>, Defaulted>>,
    Omit<ResourceConfig<F, A>, Defaulted | FieldNamed>,
    Pick<ResourceConfig<Fields>, FieldNamed> {
  /** Body of POST: every writable field, unknown keys refused. */
  createSchema: z.ZodObject;
  /** Body of PUT: the create body without the fields only a create takes (`createOnly`). */
  replaceSchema: z.ZodObject;
  /** Body of PATCH: the fields a change may touch (not secrets nor `createOnly` ones), all optional. */
  patchSchema: z.ZodObject;
  /** A record as the API returns it. */
  recordSchema: z.ZodObject;
  /** A record in a list: the fields of `listFields` and whatever `fields` asked for (the rest may be absent). */
  listRecordSchema: z.ZodObject;
  /**
   * The fields a list answers unless asked for more (`fields=`): its columns and every light
   * field, not the heavy ones nobody sees in a table (JSON, file lists, long text).
   */
  listFields: string[];
  /** Fields in declaration order, with their names. */
  fieldList: (FieldDef & { name: string })[];
  /** Fields a client may write. */
  writableFields: string[];
  sortableFields: string[];
  searchFields: string[];
}

/**
 * A machine's field shows every state the record may be in: its options (labels) name each stored
 * and derived state, and a derived state's condition reads only declared fields.
 */
function checkShownStates(resource: string, name: string, machine: Machine, fieldList: readonly (FieldDef & { name: string })[]): void {
  const options = fieldList.find((f) => f.name === name)?.options;
  const shown = [...machine.states, ...(machine.derived ?? []).map((derived) => derived.state)];
  if (options) {
    const missing = shown.filter((state) => !options.some((option) => option.value === state));
    if (missing.length) throw new Error(`${resource}: the field ${name} has no option for the state ${missing.join(', ')}`);
  }
  for (const derived of machine.derived ?? [])
    for (const read of conditionFields(derived.when))
      if (!fieldList.some((f) => f.name === read)) throw new Error(`${resource}: the derived state ${derived.state} reads ${read}, which is no field`);
}

/**
 * The one declaration of an entity (STYLE.md "Declare once, derive the rest"). The schemas, the
 * server's routes, the list, forms and detail view, the menu entry and the command palette are
 * all derived from what this returns.
 */
export function defineResource<F extends Fields, const A extends string = never>(config: ResourceConfig<F, A>): ResourceDefinition<F, A> {
  const path = config.path ?? `/api/${config.name}`;
  const fieldList = Object.entries(config.fields).map(([name, def]) => ({
    name,
    ...def,
    ...(def.kind === 'reference' ? { choices: `${path}/choices/${name}` } : {}),
  }));
  const writableFields = fieldList.filter((f) => !f.readOnly).map((f) => f.name);
  // A reference names records of its choices (OpenAPI `x-atrium-references`): another merchant's are refused.
  const documented = (f: (typeof fieldList)[number], schema: z.ZodType) =>
    f.choices ? referencing(schema, f.choices, f.referencesWhen ? { when: { ...f.referencesWhen } } : {}) : schema;
  const shape = Object.fromEntries(fieldList.filter((f) => !f.readOnly).map((f) => [f.name, documented(f, f.schema)]));
  const checked = (schema: z.ZodObject) => (config.check ? schema.superRefine(config.check) : schema);
  const createSchema = checked(z.strictObject(shape));
  const replaced = Object.entries(shape).filter(([name]) => !config.fields[name]!.createOnly);
  const replaceSchema = replaced.length === Object.keys(shape).length ? createSchema : checked(z.strictObject(Object.fromEntries(replaced)));
  // A secret is given once, on create; it changes through an action of its own.
  const changeable = fieldList.filter((f) => !f.readOnly && !f.secret && !f.createOnly);
  const patchSchema = z.strictObject(Object.fromEntries(changeable.map((f) => [f.name, z.optional(documented(f, unwrapDefault(f.schema)))])));
  const stored = fieldList.filter((f) => !f.secret);
  const listFields = stored.filter(readInLists).map((f) => f.name);
  const recordShape = (optional: (name: string) => boolean) =>
    z.object({
      id: z.number().int(),
      ...(config.tenancy === 'merchant' ? { merchant_id: z.number().int() } : {}),
      ...Object.fromEntries(stored.map((f) => [f.name, optional(f.name) ? recordValue(f).optional() : recordValue(f)])),
      ...(config.tagArea ? { tags: z.array(z.string()) } : {}),
      created_at: z.string(),
      updated_at: z.string(),
    });
  const recordSchema = recordShape(() => false);
  const listRecordSchema = recordShape((name) => !listFields.includes(name));
  const sortableFields = ['id', 'created_at', 'updated_at', ...fieldList.filter((f) => f.list !== false && f.list?.sortable).map((f) => f.name)];
  for (const f of fieldList)
    if (f.multiple && f.kind !== 'reference') throw new Error(`${config.name}: the field ${f.name} is multiple, which only reference fields may be`);
  if (config.fixed)
    for (const name of Object.keys(config.fixed)) if (name in config.fields) throw new Error(`${config.name}: fixed column ${name} is also a field`);
  if (!(config.titleField in config.fields)) throw new Error(`${config.name}: titleField ${config.titleField} is not a field`);
  checkRecordActions(config.name, config.recordActions ?? []);
  for (const [name, machine] of Object.entries(config.machines ?? {}) as [string, Machine][]) {
    if (!(name in config.fields)) throw new Error(`${config.name}: the machine of ${name} moves no declared field`);
    checkMachine(
      `${config.name}.${name}`,
      machine,
      (config.recordActions ?? []).map((action) => action.name),
    );
    checkShownStates(config.name, name, machine, fieldList);
  }
  checkSections(config.name, config.sections, fieldList);
  return {
    ...config,
    api: config.api ?? 'main',
    path,
    defaultSort: config.defaultSort ?? '-id',
    deletion: config.deletion ?? 'hard',
    writable: config.writable ?? true,
    export: config.export ?? true,
    batchActions: config.batchActions ?? [],
    recordActions: config.recordActions ?? [],
    createSchema,
    replaceSchema,
    patchSchema,
    recordSchema,
    listRecordSchema,
    listFields,
    fieldList,
    writableFields,
    sortableFields,
    searchFields: fieldList.filter((f) => f.search).map((f) => f.name),
  };
}

/** Every field's section is declared; declared sections are unique and each holds a field. */
function checkSections(resource: string, sections: readonly string[] | undefined, fields: ReadonlyArray<{ name: string; section?: string }>): void {
  const declared = new Set(sections ?? []);
  if (sections && declared.size !== sections.length) throw new Error(`${resource}: a section is declared twice`);
  for (const field of fields) {
    if (field.section !== undefined && !declared.has(field.section))
      throw new Error(`${resource}: the field ${field.name} is in the section ${field.section}, which the resource does not declare in sections`);
  }
  for (const section of declared) {
    const first = sections?.[0];
    if (section !== first && !fields.some((field) => field.section === section)) throw new Error(`${resource}: the section ${section} holds no field`);
  }
}

const LIGHT_KINDS = new Set<FieldDef['kind']>(['text', 'number', 'select', 'switch', 'datetime', 'url', 'reference']);

/** Whether lists return a field unasked (see `listFields`). */
function readInLists(field: FieldDef): boolean {
  if (field.list !== false || field.readInLists) return true;
  return LIGHT_KINDS.has(field.kind) || (field.kind === 'media' && !field.upload?.multiple);
}

/** A PATCH leaves an absent field as it is, so create-time defaults must not apply there. */
function unwrapDefault(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
}

/** Records carry what the database holds: optional input fields may come back as null. */
function recordValue(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'reference':
      return field.multiple ? z.array(z.number()) : z.number().nullable();
    case 'number':
      return z.number().nullable();
    case 'switch':
      return z.boolean();
    case 'stringList':
      return z.array(z.string());
    case 'media':
      return field.upload?.multiple ? z.array(z.string()) : z.string().nullable();
    case 'json':
      return z.unknown();
    case 'select':
      return z.union([z.string(), z.number()]).nullable();
    default:
      return z.string().nullable();
  }
}
