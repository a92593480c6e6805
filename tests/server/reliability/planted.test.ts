import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../../server/db/database.ts';
import { addRoute } from '../../../server/http/route.ts';
import { AppError, notFound } from '../../../server/http/app-error.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { PUBLISHABLE_KEY_HEADER } from '../../../resources/constants.ts';
import { CUSTOMER_API_PREFIX, CUSTOMER_TOKEN_KEYWORD, customerPageQuery } from '../../../resources/customers/customer-api.schema.ts';
import { customerOrderBody, customerOrderSchema, customerOrdersPage } from '../../../server/modules/customer-api/customer-api.schema.ts';
import { toRecord } from '../../../server/engine/serialize.ts';
import { checkCustomerIsolation } from './suite/checks/customer-isolation.ts';
import { checkFunctionLevel } from './suite/checks/function-level.ts';
import { checkInputValidation } from './suite/checks/input-validation.ts';
import { checkLimits } from './suite/checks/limits.ts';
import { checkObjectLevel } from './suite/checks/object-level.ts';
import { checkReferences } from './suite/checks/references.ts';
import { referencing } from '../../../resources/validation/references.ts';
import { openSuite, type SuiteContext } from './suite/context.ts';
import { operationsOf } from './suite/openapi.ts';

/**
 * The suite proves itself: purpose-broken routes, each with one classic mistake, are planted beside
 * the real ones, and each check must report its own. A check that stayed silent here could not
 * fail on the real routes either.
 */
const COMMODITIES = { page: '/content/commodityManagement', action: 'read' } as const;
const CUSTOMERS = { page: '/customManagement/customList', action: 'read' } as const;
const commodityRow = z.object({ id: z.number(), name: z.string() });

function plantBrokenRoutes(app: FastifyInstance, db: () => Db): void {
  // A correct list, so the suite can find each merchant's goods…
  addRoute(app, {
    method: 'GET',
    url: '/api/planted-goods',
    access: COMMODITIES,
    summary: 'planted: a correctly scoped list',
    tags: ['planted'],
    response: z.object({ list: z.array(commodityRow) }),
    handler: async (request) => {
      const { rows } = await sql<{
        id: number;
        name: string;
      }>`SELECT id, name FROM commodities WHERE merchant_id = ${request.session!.merchantId} ORDER BY id`.execute(db());
      return { list: rows };
    },
  });
  // …and a detail that forgot the tenant scope: any merchant's goods by id.
  addRoute(app, {
    method: 'GET',
    url: '/api/planted-goods/:id',
    access: COMMODITIES,
    summary: 'planted: missing tenant scope',
    tags: ['planted'],
    params: z.strictObject({ id: z.coerce.number<string>().int().positive() }),
    response: commodityRow,
    handler: async (request) => {
      const { rows } = await sql<{ id: number; name: string }>`SELECT id, name FROM commodities WHERE id = ${request.params.id}`.execute(db());
      if (!rows[0]) throw notFound();
      return rows[0];
    },
  });
  // A write declared with read access: a guide, who may only look at goods, can rename them.
  addRoute(app, {
    method: 'POST',
    url: '/api/planted-goods/:id/rename',
    access: COMMODITIES,
    summary: 'planted: write behind a read permission',
    tags: ['planted'],
    params: z.strictObject({ id: z.coerce.number<string>().int().positive() }),
    body: z.strictObject({ name: z.string().min(1).max(20) }),
    response: z.object({ ok: z.boolean() }),
    handler: async (request) => {
      await sql`UPDATE commodities SET name = ${request.body.name} WHERE id = ${request.params.id} AND merchant_id = ${request.session!.merchantId}`.execute(
        db(),
      );
      return { ok: true };
    },
  });
  // Linked goods taken on trust: another merchant's goods ids are accepted.
  addRoute(app, {
    method: 'POST',
    url: '/api/planted-goods/:id/link',
    access: { page: COMMODITIES.page, action: 'edit' },
    summary: 'planted: ids in the body not checked against the tenant',
    tags: ['planted'],
    params: z.strictObject({ id: z.coerce.number<string>().int().positive() }),
    body: z.strictObject({ linked_ids: referencing(z.array(z.number().int().positive()).max(10), '/api/planted-goods') }),
    response: z.object({ linked: z.number() }),
    handler: async (request) => ({ linked: request.body.linked_ids.length }),
  });
  // Record ids in a body that say nowhere what they name: nothing can check them.
  addRoute(app, {
    method: 'POST',
    url: '/api/planted-goods/:id/relate',
    access: { page: COMMODITIES.page, action: 'edit' },
    summary: 'planted: undocumented ids in the body',
    tags: ['planted'],
    params: z.strictObject({ id: z.coerce.number<string>().int().positive() }),
    body: z.strictObject({ related_ids: z.array(z.number().int().positive()).max(10) }),
    response: z.object({ related: z.number() }),
    handler: async (request) => ({ related: request.body.related_ids.length }),
  });
  // A number passed to an int column unchecked: large values overflow in PostgreSQL (500).
  addRoute(app, {
    method: 'POST',
    url: '/api/planted-stock',
    access: 'session',
    summary: 'planted: unchecked integer range',
    tags: ['planted'],
    body: z.strictObject({ stock: z.number().int() }),
    response: z.object({ stock: z.number() }),
    handler: async (request) => {
      const { rows } = await sql<{ stock: number }>`SELECT ${request.body.stock}::int AS stock`.execute(db());
      return rows[0];
    },
  });
  // A body schema that strips unknown keys instead of refusing them.
  addRoute(app, {
    method: 'POST',
    url: '/api/planted-loose',
    access: 'session',
    summary: 'planted: a loose body schema',
    tags: ['planted'],
    body: z.object({ name: z.string().max(20) }),
    response: z.object({ name: z.string() }),
    handler: async (request) => ({ name: request.body.name }),
  });
  // A route that raised its own body limit to 10 MiB.
  app.route({
    method: 'POST',
    url: '/api/planted-big',
    bodyLimit: 10 * 1024 * 1024,
    config: { access: 'session' },
    schema: { summary: 'planted: a raised body limit', tags: ['planted'], body: z.strictObject({ name: z.string() }) },
    handler: async () => ({ status_code: 200, message: 'ok', data: null }),
  });
  // A guide's customer list that forgot the guide's sale_id: colleagues' customers show.
  const customers = [
    { id: 1, name: 'Own customer', sale_id: 0 },
    { id: 2, name: "A colleague's customer", sale_id: 999_999 },
  ];
  addRoute(app, {
    method: 'GET',
    url: '/api/planted-customers',
    access: CUSTOMERS,
    saleScoped: true,
    summary: 'planted: sale scope forgotten',
    tags: ['planted'],
    response: z.object({ list: z.array(z.object({ id: z.number(), name: z.string(), sale_id: z.number() })) }),
    handler: async (request) => ({ list: customers.map((c) => ({ ...c, sale_id: c.sale_id || request.session!.accountId })) }),
  });
  addRoute(app, {
    method: 'GET',
    url: '/api/planted-customers/:id',
    access: CUSTOMERS,
    saleScoped: true,
    summary: 'planted: sale scope forgotten (detail)',
    tags: ['planted'],
    params: z.strictObject({ id: z.coerce.number<string>().int().positive() }),
    response: z.object({ id: z.number() }),
    handler: async (request) => {
      if (!customers.some((c) => c.id === request.params.id)) throw notFound();
      return { id: request.params.id };
    },
  });
}

/**
 * A customer's list of intention orders that forgot the customer: every order of the key's merchant
 * shows. Declared like the real `GET /app-api/customer/intention-orders` (public, the `customer` key,
 * the customer token documented), with the same answer; its sibling POST creates an order through
 * the real route, so the rows are real orders of each customer.
 */
function plantCustomerRoutes(app: FastifyInstance, db: () => Db): void {
  const url = `${CUSTOMER_API_PREFIX}/planted-orders`;
  // The customer token, checked as the real routes check it: their own profile route answers 0.
  const asCustomer = (request: FastifyRequest) => ({
    [PUBLISHABLE_KEY_HEADER]: String(request.headers[PUBLISHABLE_KEY_HEADER.toLowerCase()] ?? ''),
    authorization: request.headers.authorization ?? '',
  });
  const signedIn = async (request: FastifyRequest) => {
    const profile = (await app.inject({ method: 'GET', url: `${CUSTOMER_API_PREFIX}/profile`, headers: asCustomer(request) })).json();
    if (profile.code !== 0 || !profile.data.customer) throw new AppError(401, 'errors.customerTokenRequired');
  };
  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, [CUSTOMER_TOKEN_KEYWORD]: true } as typeof route.schema;
    });
    addRoute(scope, {
      method: 'GET',
      url,
      access: 'public',
      publishableKey: 'customer',
      summary: "planted: a customer's list without the customer scope",
      tags: ['planted'],
      querystring: customerPageQuery,
      response: customerOrdersPage,
      handler: async (request) => {
        await signedIn(request);
        const merchantId = request.keyHolder!.merchantId;
        const { page, pageSize } = request.query;
        const { rows } = await sql<Record<string, unknown>>`
          SELECT id, number, status, room, items, goods_count, amount, note, ordered_at, created_at, updated_at FROM intention_orders
          WHERE merchant_id = ${merchantId} ORDER BY id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(db());
        const total = await sql<{ count: number }>`SELECT count(*)::int AS count FROM intention_orders WHERE merchant_id = ${merchantId}`.execute(db());
        return { list: rows.map((row) => ({ ...toRecord(row), amount: Number(row.amount) })), total: total.rows[0].count, page, pageSize };
      },
    });
    addRoute(scope, {
      method: 'POST',
      url,
      access: 'public',
      publishableKey: 'customer',
      summary: 'planted: an intention order, created by the real route',
      tags: ['planted'],
      body: customerOrderBody,
      response: customerOrderSchema,
      handler: async (request) => {
        const answer = (
          await app.inject({ method: 'POST', url: `${CUSTOMER_API_PREFIX}/intention-orders`, headers: asCustomer(request), payload: request.body })
        ).json();
        if (answer.code !== 0) throw new AppError(422, 'errors.validation', { errors: answer.errors });
        return answer.data;
      },
    });
  });
}

let t: TestApp;
let ctx: SuiteContext;
beforeAll(async () => {
  let database: Db | undefined;
  t = await createTestApp({
    extend: (app) => {
      plantBrokenRoutes(app, () => database!);
      plantCustomerRoutes(app, () => database!);
    },
  });
  database = t.database.db;
  ctx = await openSuite(t, (operation) => operation.path.startsWith('/api/planted'));
});
afterAll(() => t.close());

describe('each check reports the mistake planted for it', () => {
  it('object level: a detail without the tenant scope shows another merchant’s goods', async () => {
    const report = await checkObjectLevel(ctx);
    expect(report.findings.some((f) => f.startsWith('GET /api/planted-goods/{id}') && f.includes("another merchant's id") && f.includes('got 200'))).toBe(true);
  });

  it('object level: a guide sees another sale_id’s customer', async () => {
    const report = await checkObjectLevel(ctx);
    expect(report.findings).toContainEqual(expect.stringMatching(/^GET \/api\/planted-customers: guide sees row 2 of sale_id 999999/));
  });

  it("ids in bodies: another merchant's goods accepted as linked goods, and undocumented body ids, are reported", async () => {
    const report = await checkReferences(ctx);
    expect(report.findings).toContainEqual(
      expect.stringMatching(
        /^POST \/api\/planted-goods\/\{id\}\/link: merchant, another merchant's id \d+ as linked_ids: expected 404 or 422 on the field, got 200/,
      ),
    );
    expect(report.findings).toContainEqual(
      'POST /api/planted-goods/{id}/relate: body field related_ids looks like record ids but documents no x-atrium-references',
    );
  });

  it('function level: a write behind a read permission is reported', async () => {
    const report = await checkFunctionLevel(ctx);
    expect(report.findings).toContainEqual(expect.stringContaining('POST /api/planted-goods/{id}/rename: a POST route declares only read access'));
  });

  it('input validation: an integer overflow is found with a seed to replay it, and a loose schema is named', async () => {
    const report = await checkInputValidation(ctx, { runs: 60, seed: 42 });
    expect(report.findings).toContainEqual(expect.stringMatching(/^POST \/api\/planted-stock: 500 for .*FUZZ_SEED=42/));
    expect(report.findings).toContainEqual(expect.stringContaining('POST /api/planted-loose: its body schema lets unknown properties through'));
  });

  it('limits: a raised body limit lets limit + 1 bytes through', async () => {
    const report = await checkLimits(ctx);
    expect(report.findings).toContainEqual(expect.stringMatching(/^POST \/api\/planted-big: a body of 1048576 \+ 1 bytes: expected 413, got 200/));
  });

  it("customer isolation: a customer's list without the customer scope shows another customer's order", async () => {
    // The planted customer routes only: the other checks' routes above are /api/planted-*.
    const operations = operationsOf(ctx.document).filter((operation) => operation.path.startsWith(`${CUSTOMER_API_PREFIX}/planted`));
    const report = await checkCustomerIsolation({ ...ctx, operations });
    expect(report.unexercised).toEqual(new Map());
    expect(report.findings).toContainEqual(
      expect.stringMatching(
        /^GET \/app-api\/customer\/planted-orders: key:living customer \d+ sees row \d+ that key:living customer \d+ created \(another customer of its merchant\)/,
      ),
    );
    // The key's merchant is still respected: the other merchant's customer sees none of them.
    expect(report.findings.filter((finding) => finding.includes('a customer of another merchant'))).toEqual([]);
  });
});
