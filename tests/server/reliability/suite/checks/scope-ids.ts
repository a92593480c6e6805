import { sql } from 'kysely';
import { REFERENCES_KEYWORD } from '../../../../../resources/validation/references.ts';
import type { Actor } from '../accounts.ts';
import { validBody } from '../bodies.ts';
import type { SuiteContext } from '../context.ts';
import { type JsonSchema, type Operation, resolveRef } from '../openapi.ts';
import { Report } from '../report.ts';
import { describeRequest, type RequestParts, send } from '../request.ts';
import { writesSoFar } from '../write-counter.ts';

/** The ids a body or query string may name to narrow a scope (spec §6 "Statistics scope"). */
const SCOPE_FIELDS = ['merchant_id', 'store_id', 'sale_id'] as const;
type ScopeField = (typeof SCOPE_FIELDS)[number];

interface Tenancy {
  merchants: number[];
  storesOf: Map<number, number[]>;
  accountsOf: Map<number, number[]>;
}

/**
 * Scope ids sent in bodies and query strings (SECURITY.md: tenant scoping fails closed): every
 * route taking `merchant_id`, `store_id` or `sale_id`, for every account it lets in. Another
 * merchant's merchant, store or account id answers 404 and writes nothing, unless the caller is
 * the platform; a guide naming any sale_id but its own gets 404; one's own ids are answered.
 */
export async function checkScopeIds(ctx: SuiteContext): Promise<Report> {
  const report = new Report();
  const tenancy = await tenancyOf(ctx);
  for (const operation of ctx.operations) {
    const fields = scopeFieldsOf(ctx, operation);
    if (!fields.length || operation.access === 'public') continue;
    for (const actor of ctx.actors) {
      if (actor.kind !== 'session' || !actor.may(operation)) continue;
      for (const field of fields) await checkField(ctx, report, operation, actor, field, tenancy);
    }
  }
  return report;
}

function scopeFieldsOf(ctx: SuiteContext, operation: Operation): { field: ScopeField; where: 'body' | 'query' }[] {
  const body = operation.body ? ((resolveRef(ctx.document, operation.body).properties ?? {}) as Record<string, JsonSchema>) : {};
  // A body field naming records to write (a sub-account's store) is the references check's to prove.
  const names = (field: string) => Boolean(resolveRef(ctx.document, body[field])[REFERENCES_KEYWORD]);
  return SCOPE_FIELDS.flatMap((field) => [
    ...(field in body && !names(field) ? [{ field, where: 'body' as const }] : []),
    ...(operation.query.some((parameter) => parameter.name === field) ? [{ field, where: 'query' as const }] : []),
  ]);
}

async function tenancyOf(ctx: SuiteContext): Promise<Tenancy> {
  const merchants = (await sql<{ id: string }>`SELECT id FROM merchants ORDER BY id`.execute(ctx.db)).rows.map((row) => Number(row.id));
  const group = async (table: 'stores' | 'accounts') => {
    const { rows } = await sql<{ id: string; merchant_id: string | null }>`SELECT id, merchant_id FROM ${sql.table(table)} ORDER BY id`.execute(ctx.db);
    const map = new Map<number, number[]>();
    for (const row of rows) if (row.merchant_id !== null) map.set(Number(row.merchant_id), [...(map.get(Number(row.merchant_id)) ?? []), Number(row.id)]);
    return map;
  };
  return { merchants, storesOf: await group('stores'), accountsOf: await group('accounts') };
}

async function checkField(
  ctx: SuiteContext,
  report: Report,
  operation: Operation,
  actor: Actor,
  { field, where }: { field: ScopeField; where: 'body' | 'query' },
  tenancy: Tenancy,
) {
  const other = tenancy.merchants.find(
    (id) => id !== actor.merchantId && (tenancy.accountsOf.get(id)?.length ?? 0) > 0 && (tenancy.storesOf.get(id)?.length ?? 0) > 0,
  );
  if (other === undefined) return report.skip(operation.key, 'no other merchant with stores and accounts');
  const foreign: Record<ScopeField, number> = { merchant_id: other, store_id: tenancy.storesOf.get(other)![0]!, sale_id: tenancy.accountsOf.get(other)![0]! };
  // A filter in the query of a route with a body (an export of the matching records) goes with a valid body.
  const body = where === 'query' && operation.body ? (validBody(ctx.document, operation) as Record<string, unknown>) : undefined;
  const partsFor = (id: number): RequestParts => (where === 'body' ? { body: { [field]: id } } : { query: { [field]: id }, ...(body ? { body } : {}) });
  const expectStatus = async (id: number, wanted: number[], what: string) => {
    const before = await writesSoFar(ctx.db);
    const outcome = await send(actor, operation, partsFor(id));
    report.requests += 1;
    const written = (await writesSoFar(ctx.db)) - before;
    if (!wanted.includes(outcome.status)) {
      report.fail(
        operation.key,
        `${actor.name}, ${what}: expected ${wanted.join('/')}, got ${outcome.status} (${describeRequest(operation, partsFor(id))}) ${outcome.text.slice(0, 200)}`,
      );
    } else if (outcome.status >= 400 && written > 0) report.fail(operation.key, `${actor.name}, ${what}: answered ${outcome.status} but wrote ${written} rows`);
  };
  await expectStatus(foreign[field], actor.isPlatform ? [200] : [404], `another merchant's ${field}`);
  if (actor.merchantId === null) return;
  const own: Partial<Record<ScopeField, number>> = {
    merchant_id: actor.merchantId,
    store_id: tenancy.storesOf.get(actor.merchantId)?.[0],
    sale_id: actor.isGuide ? actor.accountId! : tenancy.accountsOf.get(actor.merchantId)?.[0],
  };
  if (own[field] !== undefined) await expectStatus(own[field], [200], `its own ${field}`);
  if (actor.isGuide && field === 'sale_id') {
    const colleague = tenancy.accountsOf.get(actor.merchantId)?.find((id) => id !== actor.accountId);
    if (colleague !== undefined) await expectStatus(colleague, [404], 'another sale_id of its merchant');
  }
}
