import { batchRefusedAll, takesIdsInBody, validBody } from '../bodies.ts';
import type { SuiteContext } from '../context.ts';
import { MISSING_ID, pathFor, type Row } from '../fixtures.ts';
import type { Operation } from '../openapi.ts';
import { Report } from '../report.ts';
import { describeRequest, send, type RequestParts } from '../request.ts';
import { writesSoFar } from '../write-counter.ts';
import type { Actor } from '../accounts.ts';

/**
 * Object-level authorisation (SECURITY.md): every route that takes record ids, for every demo
 * account: another merchant's id and a missing id both answer 404 and write nothing; the account's
 * own id is found; a shopping guide does not reach rows of another sale_id; without the route's
 * permission the answer is 403, without a session 401.
 */
export async function checkObjectLevel(ctx: SuiteContext): Promise<Report> {
  const report = new Report();
  for (const operation of ctx.operations) {
    const idsInBody = takesIdsInBody(ctx.document, operation);
    if (!operation.takesId && !idsInBody) continue;
    if (operation.access === 'public' && !operation.credential) continue;
    const list = ctx.fixtures.listOf(operation);
    if (!list) {
      report.skip(operation.key, 'no list route to find its records');
      continue;
    }
    let exercised = false;
    for (const actor of ctx.actors) {
      const result = await checkActor(ctx, report, operation, list, actor);
      exercised ||= result;
    }
    if (!exercised) report.skip(operation.key, 'no account found a record of another merchant to try');
  }
  return report;
}

async function checkActor(ctx: SuiteContext, report: Report, operation: Operation, list: Operation, actor: Actor): Promise<boolean> {
  const partsFor = (row: Row | undefined, id: number): RequestParts => ({
    path: pathFor(operation, row, id),
    body: validBody(ctx.document, operation, row ?? ({ id } as Row)),
  });
  const expect = async (parts: RequestParts, wanted: number[], what: string, unbuildable = false) => {
    const before = await writesSoFar(ctx.db);
    const outcome = await send(actor, operation, parts);
    report.requests += 1;
    const written = (await writesSoFar(ctx.db)) - before;
    const acceptedBatch = outcome.status === 200 && wanted.includes(404) && batchRefusedAll(outcome.body);
    // A body the suite built that validation refuses says nothing about authorisation.
    if (unbuildable && (outcome.status === 400 || outcome.status === 422)) return outcome.status;
    if (!wanted.includes(outcome.status) && !acceptedBatch) {
      report.fail(
        operation.key,
        `${actor.name}, ${what}: expected ${wanted.join('/')}, got ${outcome.status} (${describeRequest(operation, parts)}) ${outcome.text.slice(0, 200)}`,
      );
    } else if (written > 0 && wanted.every((status) => status >= 400)) {
      report.fail(operation.key, `${actor.name}, ${what}: answered ${outcome.status} but wrote ${written} rows`);
    }
    return outcome.status;
  };

  // Without the route's own credential (a session; on `/app-api` a publishable key) the answer is 401.
  if (operation.credential ? actor.kind !== 'key' : actor.kind !== 'session') {
    await expect(partsFor(undefined, MISSING_ID), [401], operation.credential ? 'no publishable key' : 'no session');
    return false;
  }
  if (!actor.may(operation)) {
    await expect(partsFor(undefined, MISSING_ID), [403], 'lacking the permission');
    return false;
  }

  const missingParts = partsFor(undefined, MISSING_ID);
  const missingStatus = await expect(missingParts, [404], 'a missing id', true);
  if (missingStatus === 422 || missingStatus === 400) {
    report.skip(operation.key, `the suite could not build a body that passes validation: ${describeRequest(operation, missingParts)}`);
    return false;
  }
  let exercised = false;
  const other = await ctx.fixtures.otherTenant(actor, list);
  if (other) {
    await expect(partsFor(other, other.id), [404], `another merchant's id ${other.id}`);
    exercised = true;
  }
  if (operation.method === 'GET') {
    // The record itself is found; what hangs off it (a job's file, say) may not exist yet.
    const own = await ctx.fixtures.own(actor, list);
    const isDetail = operation.path === `${list.path}/{id}`;
    if (own) await expect(partsFor(own, own.id), isDetail ? [200] : [200, 404], `its own id ${own.id}`);
    for (const hidden of (await ctx.fixtures.hiddenFromActor(actor, list)).slice(0, 3)) {
      await expect(partsFor(hidden, hidden.id), [404], `id ${hidden.id} its list does not show`);
    }
  }
  if (actor.isGuide && list.saleScoped && operation.method === 'GET' && operation.path === `${list.path}/{id}`) {
    for (const row of await ctx.fixtures.rows(actor, list)) {
      if ('sale_id' in row && row.sale_id !== actor.accountId) report.fail(list.key, `${actor.name} sees row ${row.id} of sale_id ${String(row.sale_id)}`);
    }
  }
  return exercised || actor.isPlatform;
}
