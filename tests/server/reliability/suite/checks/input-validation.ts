import fc from 'fast-check';
import { type Actor, actorFor, loginActor } from '../accounts.ts';
import { validBody } from '../bodies.ts';
import type { SuiteContext } from '../context.ts';
import { mutantsOf, queryMutants } from '../mutants.ts';
import { type JsonSchema, type Operation, resolveRef } from '../openapi.ts';
import { Report } from '../report.ts';
import { arbitraryOf, plainSample } from '../schema-arbitrary.ts';
import { describeRequest, type RequestParts, send } from '../request.ts';

export interface FuzzOptions {
  /** Property-based requests per route. */
  runs: number;
  /** fast-check's seed: the same seed replays the same requests. */
  seed: number;
}

const REFUSED = new Set([400, 413, 415, 422]);

/**
 * Input validation (SECURITY.md): for every route, requests drawn from its documented schema with
 * fast-check never get a 5xx, and every one-rule-broken mutant of a valid request is refused with
 * 400 or 422. Requests are sent as an account the route lets in, at one of its own records, so
 * they get past authorisation to validation and the handler.
 */
export async function checkInputValidation(ctx: SuiteContext, options: FuzzOptions): Promise<Report> {
  const report = new Report();
  const standing = await merchantStanding(ctx);
  for (const operation of ctx.operations) {
    let actor = actorFor(ctx.actors, operation);
    if (!actor) {
      report.skip(operation.key, 'no demo account may call it');
      continue;
    }
    if (operation.body && !isStrict(ctx, operation.body))
      report.fail(operation.key, 'its body schema lets unknown properties through (SECURITY.md §5: strict schemas)');
    // The rotate route, fuzzed like any other, revokes the keys the suite holds: fresh ones first.
    await actor.renew?.();
    const { row, path } = await ctx.fixtures.target(operation, actor);
    await fuzz(ctx, report, operation, actor, path, options);
    actor = await stillLoggedIn(ctx, actor);
    await mutate(ctx, report, operation, actor, { path, query: plainQuery(ctx, operation), body: validBody(ctx.document, operation, row) });
    await stillLoggedIn(ctx, actor);
    await standing.restore();
  }
  return report;
}

/**
 * The demo merchants' standing (enabled, expiry) as the suite began. A fuzzed operator write may
 * take it away for real (an order's period ended early expires its merchant, a merchant disabled):
 * it is put back after each route, so the next routes are still reached by every merchant's accounts.
 */
async function merchantStanding(ctx: SuiteContext) {
  const before = await ctx.db.selectFrom('merchants').select(['id', 'status', 'overdue_time']).execute();
  return {
    async restore() {
      const now = await ctx.db.selectFrom('merchants').select(['id', 'status', 'overdue_time']).execute();
      const changed = before.filter((was) => {
        const is = now.find((row) => row.id === was.id);
        return is && (is.status !== was.status || is.overdue_time?.getTime() !== was.overdue_time?.getTime());
      });
      for (const was of changed)
        await ctx.db.updateTable('merchants').set({ status: was.status, overdue_time: was.overdue_time }).where('id', '=', was.id).execute();
      if (changed.length) await ctx.t.sessionsChanged({ merchantIds: changed.map((row) => row.id) });
    },
  };
}

/** Logging out or switching roles ends the session the suite was using: log in again. */
async function stillLoggedIn(ctx: SuiteContext, actor: Actor): Promise<Actor> {
  if (actor.kind !== 'session' || (await actor.send({ method: 'GET', url: '/api/user' })).statusCode !== 401) return actor;
  const fresh = await loginActor(ctx.t, actor.name, actor.merchant);
  ctx.actors.splice(ctx.actors.indexOf(actor), 1, fresh);
  return fresh;
}

async function fuzz(ctx: SuiteContext, report: Report, operation: Operation, actor: Actor, path: RequestParts['path'], options: FuzzOptions) {
  const query = fc.record(Object.fromEntries(operation.query.map((p) => [p.name, arbitraryOf(ctx.document, p.schema, 'wild')])), {
    requiredKeys: operation.query.filter((p) => p.required).map((p) => p.name),
  });
  const body = operation.body
    ? fc.oneof({ arbitrary: arbitraryOf(ctx.document, operation.body, 'wild'), weight: 4 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 })
    : fc.constant(undefined);
  const ids = operation.pathParams.some((p) => p.name === 'id')
    ? fc.oneof(fc.constant(path?.id), fc.integer({ min: -5, max: 2 ** 31 }))
    : fc.constant(undefined);
  let failure: { parts: RequestParts; status: number; text: string } | undefined;
  const result = await fc.check(
    fc.asyncProperty(query, body, ids, async (queryValue, bodyValue, id) => {
      const parts: RequestParts = { path: id === undefined ? path : { ...path, id: id as number }, query: queryValue, body: bodyValue };
      const outcome = await send(actor, operation, parts);
      report.requests += 1;
      if (outcome.status >= 500) failure = { parts, status: outcome.status, text: outcome.text };
      return outcome.status < 500;
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  );
  if (result.failed && failure) {
    report.fail(
      operation.key,
      `${failure.status} for ${describeRequest(operation, failure.parts)} ${failure.text.slice(0, 200)} (replay: FUZZ_SEED=${result.seed}, path ${result.counterexamplePath})`,
    );
  } else if (result.failed) {
    report.fail(operation.key, `the property failed: ${String(result.errorInstance)} (FUZZ_SEED=${result.seed})`);
  }
}

async function mutate(ctx: SuiteContext, report: Report, operation: Operation, actor: Actor, valid: RequestParts) {
  const mutants = [
    ...(operation.body ? mutantsOf(ctx.document, operation.body, valid.body).map((m) => ({ rule: m.rule, parts: { ...valid, body: m.value } })) : []),
    ...queryMutants(operation.query, valid.query ?? {}).map((m) => ({ rule: m.rule, parts: { ...valid, query: m.value as Record<string, unknown> } })),
    ...(operation.pathParams.some((p) => p.name === 'id')
      ? ['abc', '0', '-1', '1.5'].map((id) => ({ rule: `path: id = ${id}`, parts: { ...valid, path: { ...valid.path, id } } }))
      : []),
  ];
  for (const mutant of mutants) {
    const outcome = await send(actor, operation, mutant.parts);
    report.requests += 1;
    if (!REFUSED.has(outcome.status)) {
      report.fail(
        operation.key,
        `${mutant.rule}: expected 400/422, got ${outcome.status} (${describeRequest(operation, mutant.parts)}) ${outcome.text.slice(0, 160)}`,
      );
    }
  }
}

/** Every object with declared properties refuses others (`additionalProperties: false`), all the way down. */
function isStrict(ctx: SuiteContext, schemaIn: JsonSchema, depth = 0): boolean {
  const schema = resolveRef(ctx.document, schemaIn);
  if (depth > 6) return true;
  if (schema.properties && schema.additionalProperties !== false) return false;
  const children = [
    ...Object.values((schema.properties ?? {}) as Record<string, JsonSchema>),
    ...(schema.items ? [schema.items as JsonSchema] : []),
    ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((key) => (schema[key] as JsonSchema[] | undefined) ?? []),
  ];
  return children.every((child) => isStrict(ctx, child, depth + 1));
}

function plainQuery(ctx: SuiteContext, operation: Operation): Record<string, unknown> {
  return Object.fromEntries(operation.query.filter((p) => p.required).map((p) => [p.name, plainSample(ctx.document, p.schema)]));
}
