import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIONS } from '../../../resources/access/actions.ts';
import { buildApp } from '../../../server/app.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { parseEnv } from '../../../server/env.ts';
import { assertAccessDeclared, requireApiAccessDeclarations } from '../../../server/http/access.ts';

describe('assertAccessDeclared', () => {
  const accepted: [string, unknown][] = [
    ['public', 'public'],
    ['session', 'session'],
    ['a page read', { page: '/content/commodityManagement', action: 'read' }],
    ...ACTIONS.map((action): [string, unknown] => [`a page ${action}`, { page: '/content/commodityManagement', action }]),
    [
      'a list of page actions, any one of which grants',
      [
        { page: '/systemManagement/notice', action: 'create' },
        { page: '/settingCenter/settingNotice', action: 'create' },
      ],
    ],
  ];

  it.each(accepted)('accepts %s', (_, access) => {
    expect(() => assertAccessDeclared('GET', '/api/x', access)).not.toThrow();
  });

  it.each([
    ['nothing', undefined, /declares no access rule/],
    ['null', null, /declares no access rule/],
    ['an empty string', '', /declares no access rule/],
    ['an unknown word', 'private', /declares no access rule/],
    ['a differently cased word', 'Public', /declares no access rule/],
    ['true', true, /declares no access rule/],
    ['a number', 1, /declares no access rule/],
    ['an empty object', {}, /access\.page must be a route path/],
    ['an array', ['public'], /access\.page must be a route path/],
    ['an empty list', [], /an access list names at least one/],
    [
      'a list with one bad action',
      [
        { page: '/content', action: 'read' },
        { page: '/content', action: 'destroy' },
      ],
      /got destroy/,
    ],
    ['a page without a leading slash', { page: 'content/commodityManagement', action: 'read' }, /access\.page must be a route path/],
    ['a page that is not a string', { page: 42, action: 'read' }, /access\.page must be a route path/],
    ['a page without an action', { page: '/content' }, /access\.action must be read or one of the action vocabulary, got undefined/],
    ['an action outside the vocabulary', { page: '/content', action: 'destroy' }, /got destroy/],
    ['a wrongly cased action', { page: '/content', action: 'Create' }, /got Create/],
    ['an action that is not a string', { page: '/content', action: ['create'] }, /access\.action must be/],
  ])('refuses %s, naming the route', (_, access, message) => {
    expect(() => assertAccessDeclared('POST', '/api/things', access)).toThrow(message);
    expect(() => assertAccessDeclared('POST', '/api/things', access)).toThrow(/POST \/api\/things/);
  });

  it('names every method of a multi-method route', () => {
    expect(() => assertAccessDeclared(['GET', 'HEAD'], '/api/x', undefined)).toThrow(/GET,HEAD \/api\/x/);
  });
});

describe('requireApiAccessDeclarations', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A Fastify instance that demands access rules of API routes, the way buildApp arranges it. */
  async function build(register: (api: FastifyInstance) => void) {
    app = Fastify({ logger: false });
    requireApiAccessDeclarations(app);
    await app.register(async (api) => {
      register(api);
    });
    await app.ready();
    return app;
  }

  it('refuses to register a route without config.access', async () => {
    await expect(build((api) => api.get('/api/undeclared', async () => 'x'))).rejects.toThrow(/GET \/api\/undeclared declares no access rule/);
  });

  it('refuses a route with an invalid rule', async () => {
    await expect(
      build((api) => api.post('/api/things', { config: { access: { page: '/things', action: 'obliterate' } as never } }, async () => 'x')),
    ).rejects.toThrow(/got obliterate/);
  });

  it('refuses an undeclared route in a nested plugin of the API context', async () => {
    await expect(
      build((api) => {
        api.register(async (child) => {
          child.get('/api/child/undeclared', async () => 'x');
        });
      }),
    ).rejects.toThrow(/declares no access rule/);
  });

  it('registers and serves declared routes', async () => {
    const server = await build((api) => {
      api.get('/api/open', { config: { access: 'public' } }, async () => 'open');
      api.post('/api/things', { config: { access: { page: '/things', action: 'create' } } }, async () => 'made');
    });
    expect((await server.inject({ method: 'GET', url: '/api/open' })).body).toBe('open');
    expect((await server.inject({ method: 'POST', url: '/api/things' })).body).toBe('made');
  });

  it('leaves routes outside the API paths alone', async () => {
    app = Fastify({ logger: false });
    requireApiAccessDeclarations(app);
    app.get('/outside', async () => 'free');
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/outside' })).body).toBe('free');
  });
});

describe('requireApiAccessDeclarations (the root guard buildApp installs)', () => {
  it('refuses an undeclared API route registered anywhere, even outside the API context', async () => {
    // Building needs no live database: nothing is queried before a request arrives.
    const unused = openDatabase('postgres://nobody@127.0.0.1:1/none');
    const app = await buildApp({ env: parseEnv({ LOG_LEVEL: 'silent', DIST_DIR: '/nonexistent-dist' }), db: unused.db, logger: false });
    for (const url of ['/api/sneaky', '/admin-api/sneaky', '/app-api/sneaky']) {
      expect(() => app.get(url, async () => null)).toThrow(/declares no access rule/);
    }
    await app.close();
    await unused.close();
  });

  it('leaves non-API routes alone and marks the API docs public', async () => {
    const app = Fastify();
    requireApiAccessDeclarations(app);
    const seen: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      seen[route.url] = route.config?.access;
    });
    app.get('/healthz-static', async () => 'ok');
    app.get('/api/docs/json', async () => ({}));
    await app.ready();
    expect(seen['/healthz-static']).toBeUndefined();
    expect(seen['/api/docs/json']).toBe('public');
    await app.close();
  });
});
