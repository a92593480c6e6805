import type { Actor } from './accounts.ts';
import { validBody } from './bodies.ts';
import type { SuiteContext } from './context.ts';
import type { Operation } from './openapi.ts';
import { send } from './request.ts';

const MASTERS = ['merchant', 'merchant2', 'operator'];

/**
 * Makes sure both demo merchants (and the platform) have at least one row in every list, so each
 * record route has an own and an other-merchant id to try: where a list is empty for a master,
 * one record is created through the collection's own create route. Rows that no create route
 * makes (jobs, recycle-bin entries) come from the actions that make them.
 */
export async function prepareRecords(ctx: SuiteContext): Promise<void> {
  const byKey = new Map(ctx.operations.map((op) => [op.key, op]));
  for (const list of ctx.operations.filter((op) => op.method === 'GET' && op.pathParams.length === 0)) {
    const create = byKey.get(`POST ${list.path}`);
    if (!create?.body) continue;
    for (const master of MASTERS.map((name) => ctx.fixtures.actor(name))) {
      if (!master.may(list) || !master.may(create)) continue;
      if ((await ctx.fixtures.rows(master, list)).length) continue;
      await createOne(ctx, master, create);
    }
  }
  for (const master of MASTERS.slice(0, 2).map((name) => ctx.fixtures.actor(name))) {
    await startAnExport(ctx, master, byKey);
    await binARecord(ctx, master, byKey);
  }
  ctx.fixtures.forget();
}

async function createOne(ctx: SuiteContext, actor: Actor, create: Operation): Promise<boolean> {
  for (let seed = 1; seed <= 5; seed += 1) {
    const outcome = await send(actor, create, { body: validBody(ctx.document, create, undefined, seed) });
    if (outcome.status === 200) return true;
  }
  return false;
}

/** A job row of the actor's merchant: the first export route it may use. */
async function startAnExport(ctx: SuiteContext, actor: Actor, byKey: Map<string, Operation>): Promise<void> {
  const exportRoute = ctx.operations.find((op) => op.method === 'POST' && op.path.endsWith('/export') && !op.path.includes('/batch/') && actor.may(op));
  if (exportRoute && byKey.has('GET /api/jobs')) await createOne(ctx, actor, exportRoute);
}

/** A recycle-bin row of the actor's merchant: one record of the first resource whose deletion moves it there. */
async function binARecord(ctx: SuiteContext, actor: Actor, byKey: Map<string, Operation>): Promise<void> {
  const bin = byKey.get('GET /api/recycle-bin');
  if (!bin || !actor.may(bin)) return;
  const kinds = (bin.query.find((p) => p.name === 'kind')?.schema.enum as string[] | undefined) ?? [];
  for (const list of ctx.operations.filter((op) => op.method === 'GET' && op.pathParams.length === 0)) {
    const remove = byKey.get(`DELETE ${list.path}/{id}`);
    if (!remove || !actor.may(remove) || !kinds.some((kind) => list.path.endsWith(`/${kind}`))) continue;
    const rows = await ctx.fixtures.rows(actor, list);
    if (rows.length < 2) continue;
    const outcome = await send(actor, remove, { path: { id: rows[rows.length - 1].id } });
    if (outcome.status === 200) return;
  }
}
