import { randomInt } from 'node:crypto';
import { CUSTOMER_API_PREFIX } from '../../../../../resources/customers/customer-api.schema.ts';
import { REFERENCES_KEYWORD } from '../../../../../resources/validation/references.ts';
import { type Actor, anotherCustomer } from '../accounts.ts';
import { validBody } from '../bodies.ts';
import type { SuiteContext } from '../context.ts';
import type { Row } from '../fixtures.ts';
import { type ApiDocument, type JsonSchema, type Operation, resolveRef } from '../openapi.ts';
import { Report } from '../report.ts';
import { describeRequest, send } from '../request.ts';
import { uploadedFiles } from './references.ts';

/** Pages of a list read per customer at most (its own rows are the newest, on the first). */
const MAX_PAGES = 5;

/**
 * Customer isolation on the customer-facing API (issue 36 "Rules": a customer never reaches another
 * customer's data, nor another merchant's). Generated from the OpenAPI document: every list a
 * customer reads (`GET /app-api/customer/...` taking the `customer` key and answering `data.list`)
 * with a create route at the same path. Three customers (two of one merchant, one of the other)
 * each create a row there; then each lists: every row it created is listed, and no row another
 * customer created is.
 */
export async function checkCustomerIsolation(ctx: SuiteContext): Promise<Report> {
  const report = new Report();
  const lists = ctx.operations.filter((operation) => isCustomerList(ctx.document, operation));
  if (!lists.length) return report;
  const customers = await threeCustomers(ctx);
  if (typeof customers === 'string') {
    for (const list of lists) report.skip(list.key, customers);
    return report;
  }
  for (const list of lists) await checkList(ctx, report, list, customers);
  return report;
}

/** A `GET /app-api/customer/...` list of the caller's own rows: the `customer` key (and its token), `data.list` in the answer. */
function isCustomerList(document: ApiDocument, operation: Operation): boolean {
  if (operation.method !== 'GET' || !operation.path.startsWith(`${CUSTOMER_API_PREFIX}/`) || operation.pathParams.length) return false;
  if (operation.credential?.publishableKey !== 'customer') return false;
  const answer = (document.paths[operation.path]?.get as { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> } | undefined)
    ?.responses?.['200']?.content?.['application/json']?.schema;
  if (!answer) return false;
  const data = objectOf(document, propertiesOf(document, answer).data);
  return !!data && resolveRef(document, propertiesOf(document, data).list ?? {}).type === 'array';
}

function propertiesOf(document: ApiDocument, schema: JsonSchema): Record<string, JsonSchema> {
  return (resolveRef(document, schema).properties ?? {}) as Record<string, JsonSchema>;
}

/** The object a schema is, through `anyOf`/`oneOf` (a nullable `data`). */
function objectOf(document: ApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  const resolved = resolveRef(document, schema);
  if (resolved.properties) return resolved;
  const options = (resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined;
  return options?.map((option) => objectOf(document, option)).find(Boolean);
}

/**
 * The customers of the walk: the customer actor of one merchant, a second customer of the same
 * merchant signed in here, and the customer actor of another merchant (or why there are not three).
 */
async function threeCustomers(ctx: SuiteContext): Promise<Actor[] | string> {
  const keyActors = ctx.actors.filter((actor) => actor.kind === 'key' && actor.customer);
  const first = keyActors[0];
  const other = keyActors.find((actor) => actor.merchantId !== first?.merchantId);
  if (!first || !other) return 'the suite has no customer actors of two merchants';
  let refused = '';
  // A phone of its own (the merchant's customers' phones are refused): a few random ones.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const second = await anotherCustomer(first, `199${String(randomInt(100_000_000)).padStart(8, '0')}`);
    if (second.actor) return [first, second.actor, other];
    refused = second.refused ?? '';
  }
  return `a second customer of ${first.name} could not sign in (${refused})`;
}

const who = (actor: Actor) => `${actor.name.split('#')[0]} customer ${actor.customer?.customerId}`;

async function checkList(ctx: SuiteContext, report: Report, list: Operation, customers: Actor[]): Promise<void> {
  const create = ctx.operations.find((operation) => operation.method === 'POST' && operation.path === list.path);
  if (!create) {
    report.skip(list.key, 'no POST at the same path to create a row as each customer');
    return;
  }
  const created = new Map<Actor, number>();
  for (const customer of customers) {
    const outcome = await createRow(ctx, report, create, customer);
    if (typeof outcome === 'string') {
      report.skip(list.key, `${who(customer)} could not create a row through ${create.key}: ${outcome}`);
      return;
    }
    created.set(customer, outcome);
  }
  for (const customer of customers) {
    const listed = await listedIds(report, list, customer);
    if (typeof listed === 'string') {
      report.fail(list.key, `${who(customer)} could not read its own list: ${listed}`);
      continue;
    }
    for (const [creator, id] of created) {
      if (creator === customer && !listed.has(id)) report.fail(list.key, `${who(customer)} does not find row ${id} it created`);
      if (creator !== customer && listed.has(id)) {
        const whose = creator.merchantId === customer.merchantId ? 'another customer of its merchant' : 'a customer of another merchant';
        report.fail(list.key, `${who(customer)} sees row ${id} that ${who(creator)} created (${whose})`);
      }
    }
  }
}

/**
 * One row created by the customer through the route: a body drawn from the schema, naming records
 * of the customer's own merchant where a field names records (`x-atrium-references`: goods ids for
 * an order's lines), and files the customer uploaded first (`x-atrium-uploaded-by`). Optional
 * references are tried with the merchant's records first, then left empty. Answers the new id.
 */
async function createRow(ctx: SuiteContext, report: Report, create: Operation, customer: Actor): Promise<number | string> {
  const uploaded = create.body ? await uploadedFiles(ctx, create, customer) : {};
  let last = 'no body could be built';
  for (const fill of ['full', 'minimal'] as const) {
    for (let seed = 1; seed <= 3; seed += 1) {
      const sampled = validBody(ctx.document, create, undefined, seed);
      const body =
        create.body && sampled && typeof sampled === 'object'
          ? { ...((await withOwnRecords(ctx, customer, create.body, sampled, fill)) as Record<string, unknown>), ...uploaded }
          : sampled;
      const parts = { body };
      const outcome = await send(customer, create, parts);
      report.requests += 1;
      const id = (outcome.body as { data?: { id?: unknown } } | undefined)?.data?.id;
      if (outcome.status === 200 && typeof id === 'number') return id;
      last = `${outcome.status}: ${describeRequest(create, parts)} ${outcome.text.slice(0, 200)}`;
    }
  }
  return last;
}

/**
 * The value with every field that names records set to records the customer's merchant has: the
 * `index`-th of an array's elements names the `index`-th record (an order's lines may not repeat
 * goods); arrays of elements are cut to the fewest their schema allows (at least one).
 */
async function withOwnRecords(ctx: SuiteContext, customer: Actor, schemaIn: JsonSchema, value: unknown, fill: 'full' | 'minimal', index = 0): Promise<unknown> {
  const schema = resolveRef(ctx.document, schemaIn);
  const collection = schema[REFERENCES_KEYWORD] ?? optionsOf(ctx, schema).find((option) => option[REFERENCES_KEYWORD])?.[REFERENCES_KEYWORD];
  const minItems = (schema.minItems as number | undefined) ?? 0;
  if (typeof collection === 'string') {
    const list = ctx.fixtures.listAt(collection);
    const own = list ? (await ctx.fixtures.rows(customer, list)).map((row: Row) => row.id) : [];
    if (Array.isArray(value)) return fill === 'minimal' && !minItems ? [] : own.slice(0, Math.max(minItems, 1));
    if (fill === 'minimal' && isNullable(ctx, schema)) return null;
    return own.length ? own[index % own.length] : value;
  }
  if (Array.isArray(value)) {
    const items = schema.items as JsonSchema | undefined;
    if (!items) return value;
    const result: unknown[] = [];
    for (const [position, element] of value.slice(0, Math.max(minItems, 1)).entries())
      result.push(await withOwnRecords(ctx, customer, items, element, fill, position));
    return result;
  }
  if (!value || typeof value !== 'object') return value;
  const result: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    if (name in result) result[name] = await withOwnRecords(ctx, customer, property, result[name], fill, index);
  }
  return result;
}

function optionsOf(ctx: SuiteContext, schema: JsonSchema): JsonSchema[] {
  return (((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined) ?? []).map((option) => resolveRef(ctx.document, option));
}

function isNullable(ctx: SuiteContext, schema: JsonSchema): boolean {
  return schema.nullable === true || optionsOf(ctx, schema).some((option) => option.type === 'null' || option.nullable === true);
}

/** The ids the customer's list shows, page after page (or what it answered instead). */
async function listedIds(report: Report, list: Operation, customer: Actor): Promise<Set<number> | string> {
  const paged = list.query.some((parameter) => parameter.name === 'page');
  const pageSize = list.query.find((parameter) => parameter.name === 'pageSize');
  const size = Math.min((pageSize?.schema.maximum as number | undefined) ?? 100, 100);
  const ids = new Set<number>();
  for (let page = 1; page <= (paged ? MAX_PAGES : 1); page += 1) {
    const parts = { query: { ...(paged ? { page } : {}), ...(pageSize ? { pageSize: size } : {}) } };
    const outcome = await send(customer, list, parts);
    report.requests += 1;
    if (outcome.status !== 200) return `${outcome.status}: ${describeRequest(list, parts)} ${outcome.text.slice(0, 200)}`;
    const data = (outcome.body as { data?: { list?: unknown[]; total?: unknown } }).data;
    const rows = Array.isArray(data?.list) ? data.list : [];
    for (const row of rows) if (row && typeof (row as Row).id === 'number') ids.add((row as Row).id);
    if (!rows.length || typeof data?.total !== 'number' || ids.size >= data.total) break;
  }
  return ids;
}
