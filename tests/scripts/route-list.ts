import { buildApp } from '../../server/app.ts';
import type { Db } from '../../server/db/database.ts';
import { parseEnv } from '../../server/env.ts';
import type { FileStorage } from '../../server/storage/storage.ts';

/**
 * Every route the server registers, as `METHOD url` lines, from an app built with the discovered
 * plug-ins and no database (registering reaches none). server-bundle.test.ts runs this once as
 * TypeScript and once bundled the way `npm start` bundles the server.
 */
export async function routeList(): Promise<string[]> {
  const app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', DIST_DIR: '/nonexistent-dist' }), db: {} as Db, logger: false, storage: {} as FileStorage });
  const routes: string[] = [];
  app.addHook('onRoute', () => {});
  await app.ready();
  for (const line of app.printRoutes({ commonPrefix: false, includeHooks: false }).split('\n')) if (line.trim()) routes.push(line.trim());
  await app.close();
  return routes;
}
