import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { buildApp } from '../../server/app.ts';
import type { ServerPlugin } from '../../server/engine/entity-plugin.ts';
import { parseEnv, type Env } from '../../server/env.ts';
import { SESSIONS_CHANGED } from '../../server/http/session-cache.ts';
import { invalidateSessions, type SessionInvalidation } from '../../server/modules/session/session-invalidation.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  /** Logs a demo account in and returns its tokens and the session cookie header. */
  login(username: string, options?: { password?: string; host?: string }): Promise<Session>;
  /**
   * After a test changed sessions, accounts, roles or merchants in SQL: what the feature that makes
   * that change calls (session-invalidation.ts), so cached sessions see it. `{ all: true }` when
   * the change is too wide to name.
   */
  sessionsChanged(what: SessionInvalidation | { all: true }): Promise<void>;
  close(): Promise<void>;
}

export interface Session {
  token: string;
  bootToken: string;
  cookie: string;
  /** Requests with the bearer token (main API) or boot token (boot API, with tenant-id when given). */
  bearer(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Requests as the browser does: session cookie plus the CSRF header. */
  browser(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface TestAppOptions {
  template?: 'demo' | 'empty';
  env?: Record<string, string>;
  /** Declared resources to serve instead of the registry (a test's own entity). */
  resources?: readonly ResourceDefinition[];
  /** Server plug-ins to serve instead of the registry (a test entity's own line added). */
  plugins?: readonly ServerPlugin[];
  /** Called before the app is ready, to add routes a test needs. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/** A real server on a database of its own, driven through `app.inject()`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.template ?? 'demo');
  // Files a test stores (uploads, exports) go to a folder of its own, removed on close.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-test-data-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DIST_DIR: '/nonexistent-dist',
    DATABASE_URL: database.url,
    JOB_WORKER: 'false',
    DATA_DIR: dataDir,
    ...options.env,
  });
  const app = await buildApp({
    env,
    db: database.db,
    databaseUrl: database.url,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    resources: options.resources,
    plugins: options.plugins,
  });
  await options.extend?.(app);
  await app.ready();

  const login = async (username: string, loginOptions: { password?: string; host?: string } = {}): Promise<Session> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: loginOptions.host ? { host: loginOptions.host } : {},
      payload: { username, password: loginOptions.password ?? DEMO_PASSWORD },
    });
    if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
    const { token, boot_token: bootToken } = response.json().data;
    const setCookie = response.cookies[0];
    const cookie = `${setCookie.name}=${setCookie.value}`;
    return {
      token,
      bootToken,
      cookie,
      bearer: (request) => {
        const boot = String(request.url).startsWith('/admin-api/');
        return app.inject({ ...request, headers: { authorization: `Bearer ${boot ? bootToken : token}`, ...request.headers } });
      },
      browser: (request) => app.inject({ ...request, headers: { cookie, 'x-requested-with': 'XMLHttpRequest', ...request.headers } }),
    };
  };

  return {
    app,
    database,
    env,
    login,
    sessionsChanged: async (what) => {
      if ('all' in what) await app.bus.publish(SESSIONS_CHANGED, { all: true });
      else await invalidateSessions(app.bus, database.db, what);
    },
    close: async () => {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
