import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { referencing } from '../../../resources/validation/references.ts';
import type { Db } from '../../../server/db/database.ts';
import { notFound } from '../../../server/http/app-error.ts';
import { addRoute } from '../../../server/http/route.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { checkCredentials } from './suite/checks/credentials.ts';
import { checkInputValidation } from './suite/checks/input-validation.ts';
import { checkObjectLevel } from './suite/checks/object-level.ts';
import { checkReferences } from './suite/checks/references.ts';
import { openSuite, type SuiteContext } from './suite/context.ts';

/**
 * The suite's publishable-key actor (API.md §2) at work. The product's `/app-api` routes arrive
 * with the statistics issue; until then two test routes stand in: an honest one, which every
 * check must pass, and one that takes the key's merchant on trust for the goods it names, which
 * the ids-in-bodies check must report. Product routes that take a key are checked here too.
 */
const viewing = z.object({ id: z.number() });

function viewingsRoute(app: FastifyInstance, db: () => Db, url: string, scoped: boolean): void {
  addRoute(app, {
    method: 'POST',
    url,
    access: 'public',
    publishableKey: 'ingestion',
    summary: scoped ? 'test: a viewer saw goods of the key’s merchant' : 'planted: goods taken from any merchant',
    tags: ['test'],
    body: z.strictObject({
      viewer_id: z.string().min(1).max(64),
      commodity_id: referencing(z.number().int().positive().max(2_147_483_647), '/api/commodities'),
    }),
    response: viewing,
    handler: async (request) => {
      const merchantId = request.keyHolder!.merchantId;
      const { commodity_id: commodityId, viewer_id: viewerId } = request.body;
      const { rows } = scoped
        ? await sql<{ id: number }>`SELECT id FROM commodities WHERE id = ${commodityId} AND merchant_id = ${merchantId}`.execute(db())
        : await sql<{ id: number }>`SELECT id FROM commodities WHERE id = ${commodityId}`.execute(db());
      if (!rows[0]) throw notFound();
      const inserted = await sql<{ id: number }>`
        INSERT INTO test_viewings (merchant_id, commodity_id, viewer_id) VALUES (${merchantId}, ${commodityId}, ${viewerId}) RETURNING id`.execute(db());
      return { id: Number(inserted.rows[0].id) };
    },
  });
}

let t: TestApp;
let ctx: SuiteContext;
beforeAll(async () => {
  let database: Db | undefined;
  t = await createTestApp({
    extend: (app) => {
      viewingsRoute(app, () => database!, '/app-api/test/viewings', true);
      viewingsRoute(app, () => database!, '/app-api/planted/viewings', false);
    },
  });
  database = t.database.db;
  // Created before the suite opens, so its write counter watches this table too.
  await sql`CREATE TABLE test_viewings (id bigserial PRIMARY KEY, merchant_id bigint NOT NULL, commodity_id bigint NOT NULL, viewer_id text NOT NULL)`.execute(
    database,
  );
  ctx = await openSuite(t, (operation) => operation.path.startsWith('/app-api/') || operation.path === '/api/commodities');
});
afterAll(() => t.close());

const honest = (finding: string) => !finding.startsWith('POST /app-api/planted/');

describe('the publishable-key actor', () => {
  it('refuses every /app-api route without a live key of an active merchant (401, expired code), writing nothing; a live key passes', async () => {
    const report = await checkCredentials(ctx);
    console.log(report.summary('credentials'));
    expect(report.requests).toBeGreaterThanOrEqual(14);
    expect(report.findings).toEqual([]);
    expect(report.unexercised.size).toBe(0);
  });

  it("sends each merchant's key with its own goods (accepted) and the other merchant's (404, nothing written)", async () => {
    const report = await checkReferences(ctx);
    console.log(report.summary('ids sent in bodies, by key'));
    expect(report.findings.filter(honest)).toEqual([]);
    expect(report.unexercised.has('POST /app-api/test/viewings')).toBe(false);
    expect(report.findings).toContainEqual(
      expect.stringMatching(
        /^POST \/app-api\/planted\/viewings: key:(living|second), another merchant's id \d+ as commodity_id: expected 404 or 422 on the field, got 200/,
      ),
    );
  });

  it('fuzzes and mutates the key routes as the key holder: refused with 400 in the boot envelope, never a 5xx', async () => {
    const report = await checkInputValidation(
      { ...ctx, operations: ctx.operations.filter((operation) => operation.path.startsWith('/app-api/')) },
      { runs: 20, seed: 7 },
    );
    expect(report.requests).toBeGreaterThan(20);
    expect(report.findings).toEqual([]);
  });

  it('a key opens no session route, and sessions open no key route (401)', async () => {
    const report = await checkObjectLevel({ ...ctx, operations: ctx.operations.filter((operation) => operation.path.startsWith('/api/commodities')) });
    expect(report.findings.filter(honest)).toEqual([]);
    const key = ctx.actors.find((actor) => actor.name === 'key:living')!;
    const list = await key.send({ method: 'GET', url: '/api/commodities' });
    expect(list.statusCode).toBe(401);
  });
});
