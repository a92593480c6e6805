import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, notFound } from '../../../server/http/app-error.ts';
import type { RouteAccess } from '../../../server/http/access.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

const FORBIDDEN = "Sorry, you don't have this permission.";
const RENEW = 'Your account has expired; contact the operator to renew.';
const UNAUTHENTICATED = 'Your login information has expired, please log in again.';
const COMMODITIES = '/content/commodityManagement';

let handled = 0;
/** The grant the two-grant route's handler was let in by. */
let grantSeen: unknown = null;
const ok = (url: string) => (url.startsWith('/api/') ? { status_code: 200, message: 'ok', data: null } : { code: 0, msg: '', data: null });

/** Test routes inside the real app: one per access rule, each counting how often its handler ran. */
function addTestRoutes(app: FastifyInstance) {
  const body = z.strictObject({ name: z.string().min(1), skus: z.array(z.strictObject({ price: z.number().min(0) })).optional() });
  const add = (method: 'GET' | 'POST' | 'PUT', url: string, access: RouteAccess, schema: Record<string, z.ZodType> = {}, run?: (request: never) => void) =>
    app.route({
      method,
      url,
      config: { access },
      schema,
      handler: async (request) => {
        handled += 1;
        run?.(request as never);
        return ok(url);
      },
    });
  for (const prefix of ['/api', '/admin-api']) add('POST', `${prefix}/test-things`, { page: COMMODITIES, action: 'create' }, { body });
  add('GET', '/api/test-things', { page: COMMODITIES, action: 'read' });
  add('GET', '/api/test-labels', { page: `${COMMODITIES}/labelManagement`, action: 'read' });
  add('PUT', '/api/test-customers', { page: '/customManagement/customList', action: 'edit' });
  add('POST', '/api/test-customers/purge', { page: '/customManagement/customList', action: 'purge' });
  // One call made from two pages (the notice writes, ACCESS.md): either grant lets the caller in.
  add(
    'POST',
    '/api/test-notices',
    [
      { page: '/systemManagement/notice', action: 'create' },
      { page: '/settingCenter/settingNotice', action: 'create' },
    ],
    {},
    (request: { grant: unknown }) => {
      grantSeen = request.grant;
    },
  );
  // A record route showing the tail of the order: 404 for an unknown (or another merchant's) id, then 409.
  add(
    'PUT',
    '/api/test-things/:id',
    { page: COMMODITIES, action: 'edit' },
    { body, params: z.strictObject({ id: z.coerce.number().int().positive() }) },
    (request: { params: { id: number }; body: { name: string } }) => {
      if (request.params.id !== 1) throw notFound();
      if (request.body.name === 'unchanged') throw conflict('errors.statusUnchanged');
    },
  );
}

let t: TestApp;
const sessions: Record<string, Session> = {};
let livingId: number;
beforeAll(async () => {
  t = await createTestApp({ extend: addTestRoutes });
  for (const username of ['merchant', 'manager', 'guide', 'designer', 'nobody', 'operator', 'merchant2']) sessions[username] = await t.login(username);
  livingId = (await t.database.db.selectFrom('merchants').select('id').where('name', '=', 'Demo Living').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());
beforeEach(() => {
  handled = 0;
  grantSeen = null;
});

const VALID = { name: 'Sofa' };
const INVALID = { name: '', skus: [{ price: 1 }, { price: -1 }], extra: 1 };
const send = (who: string, request: InjectOptions) => (who === 'anonymous' ? t.app.inject(request) : sessions[who].bearer(request));
const setLivingOverdue = (when: 'past' | 'future') =>
  t.database.db
    .updateTable('merchants')
    .set({ overdue_time: when === 'past' ? sql`now() - interval '1 day'` : sql`now() + interval '365 days'` })
    .where('id', '=', livingId)
    .execute()
    // As the feature that changes a merchant's expiry will (session-invalidation.ts).
    .then(() => t.sessionsChanged({ merchantIds: [livingId] }));

describe('the fixed order of checks (ACCESS.md) on POST /api/test-things {create}', () => {
  it.each([
    ['anonymous', INVALID, 401, UNAUTHENTICATED],
    ['nobody', INVALID, 403, FORBIDDEN],
    ['guide', INVALID, 403, FORBIDDEN],
    ['guide', VALID, 403, FORBIDDEN],
    ['designer', VALID, 403, FORBIDDEN],
    ['operator', VALID, 403, FORBIDDEN],
  ])('%s with body %j → %i', async (who, payload, status, message) => {
    const response = await send(who, { method: 'POST', url: '/api/test-things', payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status_code: status, message });
    expect(handled).toBe(0);
  });

  it('merchant (a /content/* wildcard) with an invalid body → 422 with dotted field errors', async () => {
    const response = await send('merchant', { method: 'POST', url: '/api/test-things', payload: INVALID });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status_code: 422, message: 'Some fields are not valid: correct them and try again.' });
    expect(Object.keys(response.json().errors).sort()).toEqual(['extra', 'name', 'skus.1.price']);
    expect(handled).toBe(0);
  });

  it.each(['merchant', 'manager'])('%s with a valid body → 200 and the handler runs once', async (who) => {
    const response = await send(who, { method: 'POST', url: '/api/test-things', payload: VALID });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status_code: 200, message: 'ok', data: null });
    expect(handled).toBe(1);
  });

  it('answers 401 before reading an unparseable body, 400 once authenticated', async () => {
    const broken = { method: 'POST' as const, url: '/api/test-things', payload: '{"name":', headers: { 'content-type': 'application/json' } };
    expect((await send('anonymous', broken)).statusCode).toBe(401);
    expect((await send('nobody', broken)).statusCode).toBe(403);
    expect((await send('merchant', broken)).statusCode).toBe(400);
  });

  it.each([
    ['merchant', VALID],
    ['merchant', INVALID],
    ['nobody', INVALID],
    ['guide', VALID],
  ])('an expired merchant: %s with body %j → 403 renew, before permission and validation', async (who, payload) => {
    await setLivingOverdue('past');
    try {
      const response = await send(who, { method: 'POST', url: '/api/test-things', payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status_code: 403, message: RENEW });
      expect(handled).toBe(0);
    } finally {
      await setLivingOverdue('future');
    }
  });

  it.each([
    ['anonymous', INVALID, 401],
    ['nobody', INVALID, 403],
    ['guide', VALID, 403],
    ['merchant', INVALID, 400],
    ['merchant', VALID, 0],
  ])('keeps the same order on the boot API: %s with body %j → code %i, HTTP 200', async (who, payload, code) => {
    const response = await send(who, { method: 'POST', url: '/admin-api/test-things', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(code);
    expect(handled).toBe(code === 0 ? 1 : 0);
  });
});

describe('the tail of the order on PUT /api/test-things/:id {edit}', () => {
  it.each([
    ['guide', 2, { name: 'unchanged' }, 403],
    ['merchant', 'x', { name: 'unchanged' }, 422],
    ['merchant', 1, INVALID, 422],
    ['merchant', 2, { name: 'unchanged' }, 404],
    ['merchant', 1, { name: 'unchanged' }, 409],
    ['merchant', 1, VALID, 200],
  ])('%s on id %s with body %j → %i', async (who, id, payload, status) => {
    const response = await send(who, { method: 'PUT', url: `/api/test-things/${id}`, payload });
    expect(response.statusCode).toBe(status);
  });
});

describe('page and action permissions', () => {
  it.each([
    ['GET', '/api/test-things', 'guide', 200],
    ['GET', '/api/test-things', 'merchant', 200],
    ['GET', '/api/test-things', 'manager', 200],
    ['GET', '/api/test-things', 'designer', 403],
    ['GET', '/api/test-things', 'nobody', 403],
    ['GET', '/api/test-things', 'operator', 403],
    ['GET', '/api/test-things', 'anonymous', 401],
    // A sub-page is a page of its own: the parent page does not grant it, the /content/* wildcard does.
    ['GET', '/api/test-labels', 'guide', 403],
    ['GET', '/api/test-labels', 'merchant', 200],
    // An action held explicitly grants that action only.
    ['PUT', '/api/test-customers', 'guide', 200],
    ['POST', '/api/test-customers/purge', 'guide', 403],
    ['POST', '/api/test-customers/purge', 'merchant', 200],
    ['PUT', '/api/test-customers', 'designer', 403],
  ] as const)('%s %s as %s → %i', async (method, url, who, status) => {
    const response = await send(who, { method, url });
    expect(response.statusCode).toBe(status);
    expect(handled).toBe(status === 200 ? 1 : 0);
  });

  it.each([
    ['operator', 200, { page: '/systemManagement/notice', action: 'create' }],
    ['merchant', 200, { page: '/settingCenter/settingNotice', action: 'create' }],
    ['guide', 403, null],
    ['nobody', 403, null],
    ['anonymous', 401, null],
  ] as const)('a route of two grants lets %s in by the grant it holds (%i), and its handler knows which', async (who, status, grant) => {
    const response = await send(who, { method: 'POST', url: '/api/test-notices' });
    expect(response.statusCode).toBe(status);
    expect(grantSeen).toEqual(grant);
  });

  it('documents both grants of that route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/test-notices'].post['x-atrium-access']).toEqual([
      { page: '/systemManagement/notice', action: 'create' },
      { page: '/settingCenter/settingNotice', action: 'create' },
    ]);
  });

  it('follows a role edit on the next request, for sessions already open', async () => {
    const { db } = t.database;
    const guideRole = db.selectFrom('roles').select('id').where('code', '=', 'guide').where('merchant_id', 'is', null);
    const create = { method: 'POST' as const, url: '/api/test-things', payload: VALID };
    expect((await send('guide', create)).statusCode).toBe(403);
    await db
      .updateTable('roles')
      .set({ permissions: sql`permissions || ${`${COMMODITIES}/create`}::text` })
      .where('id', '=', guideRole)
      .execute();
    // As the role editor will: every instance re-reads the sessions on that role.
    await t.sessionsChanged({ all: true });
    try {
      expect((await send('guide', { method: 'GET', url: '/api/user' })).json().data.permission).toContain(`${COMMODITIES}/create`);
      expect((await send('guide', create)).statusCode).toBe(200);
    } finally {
      await db
        .updateTable('roles')
        .set({ permissions: sql`array_remove(permissions, ${`${COMMODITIES}/create`}::text)` })
        .where('id', '=', guideRole)
        .execute();
      await t.sessionsChanged({ all: true });
    }
    expect((await send('guide', create)).statusCode).toBe(403);
  });
});
