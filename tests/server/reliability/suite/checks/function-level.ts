import { validBody } from '../bodies.ts';
import type { SuiteContext } from '../context.ts';
import { type Grant, grantsOf, type Operation } from '../openapi.ts';
import { Report } from '../report.ts';
import { describeRequest, send, type RequestParts } from '../request.ts';
import { writesSoFar } from '../write-counter.ts';

/**
 * Function-level authorisation (SECURITY.md): every write route × every demo account that lacks
 * its permission answers 403 and writes nothing, read back from the database; without a session
 * every non-public route answers 401 and writes nothing, and so does a publishable key (which opens `/app-api` only). Requests point at a real record of the
 * account's own merchant where there is one, so a missing check would really change data.
 */
export async function checkFunctionLevel(ctx: SuiteContext): Promise<Report> {
  const report = new Report();
  for (const operation of ctx.operations) {
    if (operation.access === 'public') continue;
    const denied = ctx.actors.filter((actor) => actor.kind !== 'session' || (operation.isWrite && !actor.may(operation)));
    for (const actor of denied) {
      // A record of the actor's own merchant, seen through its master account.
      const { row, path } = await ctx.fixtures.target(operation, ctx.fixtures.masterOf(actor) ?? ctx.fixtures.actor('merchant'));
      const parts: RequestParts = { path, body: validBody(ctx.document, operation, row) };
      const wanted = actor.kind !== 'session' ? 401 : 403;
      const before = await writesSoFar(ctx.db);
      const outcome = await send(actor, operation, parts);
      report.requests += 1;
      const written = (await writesSoFar(ctx.db)) - before;
      if (outcome.status !== wanted)
        report.fail(operation.key, `${actor.name}: expected ${wanted}, got ${outcome.status} (${describeRequest(operation, parts)})`);
      if (written) report.fail(operation.key, `${actor.name}: answered ${outcome.status} and wrote ${written} rows`);
    }
    const grants = grantsOf(operation.access);
    if (grants.length > 1) await checkEachGrant(ctx, operation, grants, report);
    if (operation.isWrite && grants.length && !denied.some((actor) => actor.kind === 'session')) {
      report.skip(operation.key, 'every demo account holds its permission');
    }
    if (operation.readOnly) {
      // A POST documented as read-only: as an account it lets in, it answers and writes nothing.
      const reader = ctx.actors.find((actor) => actor.kind === 'session' && actor.may(operation));
      if (reader) {
        const { row, path } = await ctx.fixtures.target(operation, reader);
        const parts: RequestParts = { path, body: validBody(ctx.document, operation, row) };
        const before = await writesSoFar(ctx.db);
        const outcome = await send(reader, operation, parts);
        report.requests += 1;
        const written = (await writesSoFar(ctx.db)) - before;
        if (written) report.fail(operation.key, `${reader.name}: a read-only route answered ${outcome.status} and wrote ${written} rows`);
      }
    }
    if (operation.isWrite && grants.some((grant) => grant.action === 'read')) {
      report.fail(operation.key, `a ${operation.method} route declares only read access: anyone who may look may change`);
    }
  }
  return report;
}

/**
 * A route of several grants (one call made from two pages): each grant alone must let its holder
 * in. For each, an account holding that grant and none of the others is sent; 401 or 403 means
 * the gate ignored a grant the document names. A grant no demo account holds alone is reported.
 */
async function checkEachGrant(ctx: SuiteContext, operation: Operation, grants: Grant[], report: Report): Promise<void> {
  for (const grant of grants) {
    const others = grants.filter((other) => other !== grant);
    const holder = ctx.actors.find((actor) => actor.holds?.(grant) && !others.some((other) => actor.holds?.(other)));
    if (!holder) {
      report.skip(operation.key, `no demo account holds ${grant.page} ${grant.action} alone`);
      continue;
    }
    const { row, path } = await ctx.fixtures.target(operation, holder);
    const parts: RequestParts = { path, body: validBody(ctx.document, operation, row) };
    const outcome = await send(holder, operation, parts);
    report.requests += 1;
    if (outcome.status === 401 || outcome.status === 403)
      report.fail(operation.key, `${holder.name} holds ${grant.page} ${grant.action} and was refused with ${outcome.status}`);
  }
}
