import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import { PUBLISHABLE_KEY_PATTERN } from '../../../../../resources/access/publishable-key.schema.ts';
import { BOOT_CODES, PUBLISHABLE_KEY_HEADER } from '../../../../../resources/constants.ts';
import { rotateKey, type PublishableKeyPurpose } from '../../../../../server/tenancy/publishable-keys.ts';
import type { Actor } from '../accounts.ts';
import { validBody } from '../bodies.ts';
import type { SuiteContext } from '../context.ts';
import type { Operation } from '../openapi.ts';
import { Report } from '../report.ts';
import { describeRequest, send } from '../request.ts';
import { writesSoFar } from '../write-counter.ts';

/** A well-formed key that was never issued. */
const UNKNOWN_KEY = `apk_${'A'.repeat(43)}`;

interface Probe {
  what: string;
  actor: Actor;
  wanted: number;
}

/**
 * Credentials other than sessions (API.md §2): every route that takes a publishable key (the
 * `/app-api` routes) answers 401 and writes nothing without a key, with a malformed, unknown or
 * revoked one, and with a session's tokens instead of a key; a lapsed merchant's live key gets
 * the expired code and writes nothing; a live key gets past the gate. The merchant a live key
 * names is then what the references and object-level checks hold the route to.
 */
export async function checkCredentials(ctx: SuiteContext): Promise<Report> {
  const report = new Report();
  const keyed = ctx.operations.filter((operation) => operation.credential);
  if (!keyed.length) return report;
  for (const operation of ctx.operations.filter((op) => op.path.startsWith('/app-api/') && !op.credential && !op.viewId)) {
    report.fail(operation.key, 'an /app-api route documents neither x-atrium-credential nor x-atrium-view-id');
  }
  const keys = await probeKeys(ctx, keyed);
  for (const operation of keyed) {
    const purpose = operation.credential!.publishableKey as PublishableKeyPurpose;
    const live = ctx.actors.find((actor) => actor.kind === 'key' && actor.may(operation));
    if (!live) {
      report.skip(operation.key, `no demo merchant holds a ${purpose} key`);
      continue;
    }
    const probes: Probe[] = [
      { what: 'no key', actor: withKey('no key', undefined), wanted: 401 },
      { what: 'a malformed key', actor: withKey('malformed', 'apk_short'), wanted: 401 },
      { what: 'a key never issued', actor: withKey('unknown', UNKNOWN_KEY), wanted: 401 },
      { what: 'a rotated-out key', actor: withKey('revoked', keys.get(purpose)!.revoked), wanted: 401 },
      { what: "the merchant master's session instead of a key", actor: ctx.fixtures.actor('merchant'), wanted: 401 },
      { what: "a lapsed merchant's live key", actor: withKey('lapsed', keys.get(purpose)!.lapsed), wanted: BOOT_CODES.tenantExpired },
    ];
    const body = validBody(ctx.document, operation);
    for (const { what, actor, wanted } of probes) {
      const before = await writesSoFar(ctx.db);
      const outcome = await send(actor, operation, { body });
      report.requests += 1;
      const written = (await writesSoFar(ctx.db)) - before;
      if (outcome.status !== wanted) report.fail(operation.key, `${what}: expected ${wanted}, got ${outcome.status} (${describeRequest(operation, { body })})`);
      if (written) report.fail(operation.key, `${what}: answered ${outcome.status} and wrote ${written} rows`);
    }
    const outcome = await send(live, operation, { body });
    report.requests += 1;
    if (outcome.status === 401 || outcome.status === 403)
      report.fail(operation.key, `${live.name}, a live key: refused with ${outcome.status} ${outcome.text.slice(0, 160)}`);
  }
  return report;

  function withKey(name: string, key: string | undefined): Actor {
    return {
      name: `key:${name}`,
      kind: 'key',
      merchant: null,
      merchantId: null,
      accountId: null,
      isPlatform: false,
      isGuide: false,
      send: (request: InjectOptions) => ctx.t.app.inject({ ...request, headers: { ...(key ? { [PUBLISHABLE_KEY_HEADER]: key } : {}), ...request.headers } }),
      may: () => true,
    };
  }
}

/**
 * Per purpose the routes take: a revoked key (issued, then rotated out) of a merchant with no key
 * actor, so the actors' live keys stay live, and a live key of the lapsed demo merchant.
 */
async function probeKeys(ctx: SuiteContext, keyed: Operation[]): Promise<Map<string, { revoked: string; lapsed: string }>> {
  const merchantOf = async (username: string) =>
    Number((await sql<{ merchant_id: string }>`SELECT merchant_id FROM accounts WHERE username = ${username}`.execute(ctx.db)).rows[0].merchant_id);
  const academy = await merchantOf('school');
  const lapsed = await merchantOf('lapsed');
  const keys = new Map<string, { revoked: string; lapsed: string }>();
  for (const purpose of new Set(keyed.map((operation) => operation.credential!.publishableKey as PublishableKeyPurpose))) {
    const revoked = (await rotateKey(ctx.db, ctx.t.app.bus, academy, purpose, null)).key;
    await rotateKey(ctx.db, ctx.t.app.bus, academy, purpose, null);
    if (!PUBLISHABLE_KEY_PATTERN.test(revoked)) throw new Error(`an issued key does not match its own pattern: ${revoked}`);
    keys.set(purpose, { revoked, lapsed: (await rotateKey(ctx.db, ctx.t.app.bus, lapsed, purpose, null)).key });
  }
  return keys;
}
