import { batchRefusedAll, validBody } from '../bodies.ts';
import type { SuiteContext } from '../context.ts';
import type { Row } from '../fixtures.ts';
import { type JsonSchema, type Operation, resolveRef } from '../openapi.ts';
import { Report } from '../report.ts';
import { describeRequest, send, type RequestParts } from '../request.ts';
import { writesSoFar } from '../write-counter.ts';
import sharp from 'sharp';
import { UPLOADED_BY_KEYWORD } from '../../../../../resources/customers/customer-api.schema.ts';
import { multipart } from '../../../jobs/jobs-helpers.ts';
import type { Actor } from '../accounts.ts';
import {
  REFERENCES_KEYWORD,
  REFERENCES_WHEN_KEYWORD,
  REFERENCES_WHERE_KEYWORD,
  SAME_COLLECTION,
  SCOPE_KEYWORD,
} from '../../../../../resources/validation/references.ts';

/** Body fields whose names say they carry record ids; `ids` / `items` name the route's own records (object-level). */
const ID_LIKE = /(^|_)ids?$|^pid$/;
const OWN_RECORDS = new Set(['ids', 'items']);

interface Reference {
  field: string;
  many: boolean;
  /** The list path of the collection, or SAME_COLLECTION. */
  collection: string;
  /** Body fields set alongside, without which the ids are ignored. */
  when: Record<string, unknown>;
  /** What a named record must be. */
  where: Record<string, unknown>;
}

/**
 * Ids sent in bodies (SECURITY.md, object-level): a body field naming records of a collection
 * (`x-atrium-references`) refuses another merchant's record with 404 or 422 on that field and writes
 * nothing, where the same body naming the actor's own record goes through. An id-like field that
 * documents no collection is a finding: the suite cannot check what it cannot see.
 */
export async function checkReferences(ctx: SuiteContext): Promise<Report> {
  const report = new Report();
  for (const operation of ctx.operations.filter((op) => op.body && (op.access !== 'public' || op.credential))) {
    for (const reference of referencesOf(ctx, report, operation)) {
      const list = listNamed(ctx, operation, reference);
      if (!list) {
        report.fail(operation.key, `${reference.field} names ${reference.collection}, which has no list route`);
        continue;
      }
      let why = `no account had both its own and another merchant's record of ${list.path} to send as ${reference.field}`;
      let exercised = false;
      for (const actor of ctx.actors.filter((candidate) => candidate.merchant !== null && candidate.may(operation))) {
        const outcome = await checkActor(ctx, report, operation, reference, list, actor);
        if (outcome === true) exercised = true;
        else if (outcome) why = outcome;
      }
      if (!exercised) report.skip(operation.key, why);
    }
  }
  return report;
}

function listNamed(ctx: SuiteContext, operation: Operation, reference: Reference): Operation | undefined {
  return reference.collection === SAME_COLLECTION ? ctx.fixtures.listOf(operation) : ctx.fixtures.listAt(reference.collection);
}

/**
 * Gives both demo merchants two records fitting each reference's `where` (folders, say) where they
 * have fewer, through the collection's own create routes, so every reference has ids to try.
 */
export async function prepareReferenced(ctx: SuiteContext): Promise<void> {
  const masters = ['merchant', 'merchant2'].map((name) => ctx.fixtures.actor(name));
  for (const operation of ctx.operations.filter((op) => op.body)) {
    for (const reference of referencesOf(ctx, new Report(), operation)) {
      const list = listNamed(ctx, operation, reference);
      if (!list || !Object.keys(reference.where).length) continue;
      const creators = ctx.operations.filter(
        (op) => op.method === 'POST' && !op.pathParams.length && !op.path.includes('/batch/') && (op.path === list.path || op.path.startsWith(`${list.path}/`)),
      );
      for (const master of masters) {
        for (const creator of creators.filter((op) => master.may(op))) {
          ctx.fixtures.forget();
          const fitting = (await ctx.fixtures.rows(master, list)).filter((row) => fitsWhere(reference, row));
          if (fitting.length >= 2) break;
          for (let seed = 1; seed <= 3; seed += 1) {
            const body = { ...(validBody(ctx.document, creator, undefined, seed) as Record<string, unknown>) };
            const properties = (resolveRef(ctx.document, creator.body as JsonSchema).properties ?? {}) as Record<string, unknown>;
            for (const [name, value] of Object.entries(reference.where)) if (name in properties) body[name] = value;
            if (reference.field in properties) body[reference.field] = null;
            if ((await send(master, creator, { body })).status === 200) break;
          }
        }
      }
    }
  }
  ctx.fixtures.forget();
}

function fitsWhere(reference: Reference, row: Row): boolean {
  return Object.entries(reference.where).every(([name, value]) => row[name] === value);
}

function referencesOf(ctx: SuiteContext, report: Report, operation: Operation): Reference[] {
  const properties = (resolveRef(ctx.document, operation.body as JsonSchema).properties ?? {}) as Record<string, JsonSchema>;
  const references: Reference[] = [];
  for (const [field, raw] of Object.entries(properties)) {
    if (OWN_RECORDS.has(field)) continue;
    const schema = resolveRef(ctx.document, raw);
    // A scope narrowed by id (statistics' merchant_id…) is the scope-ids check's to prove.
    if (schema[SCOPE_KEYWORD]) continue;
    const collection = schema[REFERENCES_KEYWORD];
    const when = (schema[REFERENCES_WHEN_KEYWORD] ?? {}) as Record<string, unknown>;
    const where = (schema[REFERENCES_WHERE_KEYWORD] ?? {}) as Record<string, unknown>;
    if (typeof collection === 'string') references.push({ field, many: schema.type === 'array', collection, when, where });
    else if (ID_LIKE.test(field) && carriesIntegers(ctx, schema))
      report.fail(operation.key, `body field ${field} looks like record ids but documents no ${REFERENCES_KEYWORD}`);
  }
  return references;
}

function carriesIntegers(ctx: SuiteContext, schema: JsonSchema): boolean {
  if (schema.enum || schema.const !== undefined) return false;
  if (schema.type === 'integer') return true;
  if (schema.type === 'array' && schema.items) return carriesIntegers(ctx, resolveRef(ctx.document, schema.items as JsonSchema));
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return !!options?.some((option) => carriesIntegers(ctx, resolveRef(ctx.document, option)));
}

/** True when the actor's probe was sent and judged; otherwise why it could not be (undefined: no records to try). */
async function checkActor(
  ctx: SuiteContext,
  report: Report,
  operation: Operation,
  reference: Reference,
  list: Operation,
  actor: Actor,
): Promise<true | string | undefined> {
  const fits = (candidate: Row) => fitsWhere(reference, candidate);
  const other = await ctx.fixtures.otherTenant(actor, list, fits);
  const { row, path } = await ctx.fixtures.target(operation, actor);
  // The actor's own records other than the one the route acts on (a folder cannot move into itself).
  const own = (await ctx.fixtures.rows(actor, list)).filter((candidate) => candidate.id !== row?.id && fits(candidate)).slice(0, 3);
  if (!own.length || !other) return undefined;
  const uploaded = await uploadedFiles(ctx, operation, actor);
  const partsFor = (referenced: Row, seed: number): RequestParts => {
    const body = { ...(validBody(ctx.document, operation, row, seed) as Record<string, unknown>), ...uploaded, ...reference.when };
    body[reference.field] = reference.many ? [referenced.id] : referenced.id;
    return { path, body };
  };
  // A body that goes through naming the actor's own record, so the probe differs from it only there.
  let seed = 0;
  let control: RequestParts | undefined;
  let last = '';
  for (const candidate of own) {
    for (seed = 1; seed <= 6 && !control; seed += 1) {
      const parts = partsFor(candidate, seed);
      const outcome = await send(actor, operation, parts);
      report.requests += 1;
      if (outcome.status >= 200 && outcome.status < 300) control = parts;
      else last = `${outcome.status}: ${describeRequest(operation, parts)} ${outcome.text.slice(0, 120)}`;
    }
    if (control) break;
  }
  if (!control) return `no body naming ${actor.name}'s own record went through (last ${last})`;
  seed -= 1;
  const probe = partsFor(other, seed);
  const before = await writesSoFar(ctx.db);
  const outcome = await send(actor, operation, probe);
  report.requests += 1;
  const written = (await writesSoFar(ctx.db)) - before;
  const errors = (outcome.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  const onField = Object.keys(errors).some((key) => key === reference.field || key.startsWith(`${reference.field}.`));
  // The boot API (`/admin-api`, `/app-api`) says 400 where the main API says 422 (API.md §2).
  const refusedOnField = (outcome.status === 422 || (operation.api === 'boot' && outcome.status === 400)) && onField;
  if (!(outcome.status === 404 || refusedOnField || batchRefusedAll(outcome.body))) {
    report.fail(
      operation.key,
      `${actor.name}, another merchant's id ${other.id} as ${reference.field}: expected 404 or 422 on the field, got ${outcome.status} ${outcome.text.slice(0, 200)}`,
    );
  } else if (written > 0) {
    report.fail(operation.key, `${actor.name}, another merchant's id ${other.id} as ${reference.field}: answered ${outcome.status} but wrote ${written} rows`);
  }
  return true;
}

const uploads = new Map<string, Promise<string | undefined>>();

/**
 * Body fields naming a file the caller uploaded first (`x-atrium-uploaded-by`: a DIY work's picture,
 * which must be the customer's own upload): a small PNG uploaded through that route as the actor,
 * once per actor and route, so a body can name it.
 */
export async function uploadedFiles(ctx: SuiteContext, operation: Operation, actor: Actor): Promise<Record<string, unknown>> {
  const properties = (resolveRef(ctx.document, operation.body as JsonSchema).properties ?? {}) as Record<string, JsonSchema>;
  const fields: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(properties)) {
    const route = resolveRef(ctx.document, raw)[UPLOADED_BY_KEYWORD];
    const upload = ctx.operations.find((op) => op.method === 'POST' && op.path === route);
    if (typeof route !== 'string' || !upload) continue;
    const id = `${actor.name} ${route}`;
    if (!uploads.has(id)) {
      uploads.set(
        id,
        (async () => {
          const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
            .png()
            .toBuffer();
          const form = multipart(png, 'suite.png');
          const response = await actor.send({ method: 'POST', url: route, payload: form.payload, headers: form.headers }, upload);
          return (response.json() as { data?: { url?: string } }).data?.url;
        })(),
      );
    }
    const url = await uploads.get(id);
    if (url) fields[field] = url;
  }
  return fields;
}
