import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { memoisingValidator } from './http/query-memo.ts';
import { responseSerializer } from './http/response-serializer.ts';
import { installValidationMessages } from '../resources/validation/error-map.ts';
import type { Db } from './db/database.ts';
import { createNotificationBus, type NotificationBus } from './bus/notification-bus.ts';
import { SessionCache } from './http/session-cache.ts';
import { InstanceState } from './http/instance-state.ts';
import { shareListTotals } from './engine/list-totals.ts';
import type { Env } from './env.ts';
import type { ResourceDefinition } from '../resources/engine/define-resource.ts';
import { RESOURCES } from '../resources/index.ts';
import type { ServerPlugin } from './engine/entity-plugin.ts';
import { assemblePlugins } from './engine/plugin-set.ts';
import { registerResourceRoutes } from './engine/resource.routes.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { jobRoutes } from './jobs/jobs.routes.ts';
import { SERVER_PLUGINS } from './modules/entity-plugins.ts';
import { filesRoutes } from './modules/uploads/files.routes.ts';
import { createStorage } from './storage/create-storage.ts';
import type { FileStorage } from './storage/storage.ts';
import { requireApiAccessDeclarations } from './http/access.ts';
import { requireStrictQueries } from './http/route.ts';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { sessionRoutes } from './modules/session/session.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { RateLimiter } from './http/rate-windows.ts';
import { KeyHolderCache } from './tenancy/key-holder-cache.ts';
import { appApiCorsPlugin } from './plugins/app-api-cors.ts';
import { browserAppPlugin } from './plugins/browser-app.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { gatePlugin } from './plugins/gate.ts';
import { languagePlugin } from './plugins/language.ts';
import type { RegisterRoutes, RouteDeps, WriteListener } from './engine/entity-plugin.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { storableTextPlugin } from './plugins/storable-text.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's notification bus (server/bus/notification-bus.ts). */
    bus: NotificationBus;
    /** Serving or draining (server/http/instance-state.ts); main.ts drains it on SIGTERM. */
    instance: InstanceState;
    /** The plug-ins hearing every write (entity-plugin.ts `onAnyWrite`), for the writes of modules' own entities. */
    writeListeners: readonly WriteListener[];
  }
}

/** JSON bodies above 1 MiB answer 413 (SECURITY.md §6). */
export const BODY_LIMIT_BYTES = 1_048_576;

export interface AppOptions {
  env: Env;
  db: Db;
  /**
   * The database's URL, for the instance's listening connection (the notification bus). Without
   * it the instance hears no other instance, so it caches no sessions: a single-process test app.
   */
  databaseUrl?: string;
  /** The declared resources to serve (all of them; tests add their own). */
  resources?: readonly ResourceDefinition[];
  /** The entities' server plug-ins (validate, afterWrite, actions, jobs); tests bring their own list. */
  plugins?: readonly ServerPlugin[];
  /** Where uploaded files go; by default what the environment configures. */
  storage?: FileStorage;
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
}

/**
 * The core's routes, registered whatever plug-ins a caller passes: health, sign-in and the session,
 * the signed-in user, and what the browser app reads at start. Every other module's routes come
 * with its plug-in (`routes` of a `*.server.ts`); each route declares its access rule or the app
 * refuses to build.
 */
const CORE_ROUTES: readonly RegisterRoutes[] = [healthRoutes, clientConfigRoutes, sessionRoutes, userRoutes];

/** Builds the whole server (both APIs, docs and the browser app) without listening. */
export async function buildApp({
  env,
  db,
  databaseUrl,
  logger,
  resources = RESOURCES,
  plugins = SERVER_PLUGINS,
  storage = createStorage(env),
}: AppOptions): Promise<FastifyInstance> {
  installValidationMessages();
  // Before anything else: a plug-in that names no resource, or an action without its implementation, stops the boot.
  const pluginSet = assemblePlugins(resources, plugins);
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    genReqId: () => randomUUID(),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.setValidatorCompiler(memoisingValidator(validatorCompiler));
  // Tests also check every answer against its zod schema; production only writes it (response-serializer.ts).
  app.setSerializerCompiler(responseSerializer({ check: env.NODE_ENV === 'test' }));
  // Only JSON is accepted; anything else is 415, not a confusing validation error.
  app.removeContentTypeParser('text/plain');

  const bus = createNotificationBus({ url: databaseUrl, db, onError: (error) => app.log.warn({ err: error }, 'notification bus') });
  const jobs = new JobRunner(db, env, app.log, pluginSet, storage, bus);
  app.decorate('bus', bus);
  const instance = new InstanceState();
  app.decorate('instance', instance);
  app.decorate('writeListeners', pluginSet.writeListeners);
  const stopSharingTotals = shareListTotals(bus);
  const sessions = databaseUrl ? new SessionCache(bus) : undefined;
  const keyHolders = databaseUrl ? new KeyHolderCache(bus) : undefined;
  const limits = new RateLimiter(db, (error) => app.log.warn({ err: error }, 'rate limits: sync failed'));
  const listOptions = { exactUpTo: env.LIST_EXACT_TOTAL_UP_TO, ttlMs: env.LIST_TOTAL_CACHE_SECONDS * 1000 };
  requireApiAccessDeclarations(app);
  requireStrictQueries(app);
  await app.register(cookie);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { env });
  await app.register(appApiCorsPlugin);
  await app.register(gatePlugin, { db, env, sessions, keyHolders });
  await app.register(storableTextPlugin);
  await app.register(docsPlugin);
  await app.register(async (api) => {
    const deps: RouteDeps = { db, env, storage, bus, instance, jobs, limits, resources: pluginSet.resources };
    for (const register of [...CORE_ROUTES, ...pluginSet.routes]) register(api, deps);
    for (const resource of pluginSet.resources) registerResourceRoutes(api, resource, db, jobs, listOptions);
    jobRoutes(api, deps);
  });
  // A worker instance resumes the queue at boot; the queue stops before the database closes.
  if (env.JOB_WORKER) app.addHook('onReady', () => jobs.startInBackground());
  app.addHook('onReady', () => bus.ready);
  app.addHook('onClose', async () => {
    await jobs.stop();
    stopSharingTotals();
    await limits.close();
    await bus.close();
  });
  filesRoutes(app, { storage });
  await app.register(browserAppPlugin, { distDir: env.DIST_DIR });
  return app;
}
