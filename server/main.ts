import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { ensureBrowserBuild, startDatabase } from './boot.ts';
import { EmbeddedAccessError } from './db/embedded-layout.ts';
import { EnvError, parseEnv } from './env.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { ensureDemoFiles } from './seed/demo-files.ts';
import { ensureDemoPanoramas } from './seed/seed-plans.ts';
import { createStorage } from './storage/create-storage.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);

/** `npm start`: build if needed, start the database, serve both APIs and the app on one port. */
async function main(): Promise<void> {
  const env = parseEnv();
  await ensureBrowserBuild(env.DIST_DIR, log);
  const database = await startDatabase(env, log);
  const storage = createStorage(env);
  if (env.SEED_DEMO) {
    const written = await ensureDemoFiles(database.handle.db, storage);
    if (written) log(`Generated ${written} demo files`);
    const panoramas = await ensureDemoPanoramas(database.handle.db, storage);
    if (panoramas) log(`Generated ${panoramas} demo panoramas`);
  }
  const app = await buildApp({ env, db: database.handle.db, databaseUrl: database.url, storage });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    // SIGTERM (an orchestrator, a rolling restart): readiness says 503 at once, and the instance
    // keeps serving while the load balancer takes it out of rotation. Ctrl+C stops at once.
    app.instance.startDraining();
    const drain = signal === 'SIGTERM' ? env.SHUTDOWN_DRAIN_SECONDS : 0;
    log(`\n${signal}: ${drain ? `draining for ${drain} s, then ` : ''}stopping…`);
    if (drain) await sleep(drain * 1000);
    // Refuses new connections, finishes the requests in flight, then stops the job worker (a job
    // it cannot finish goes back to the queue) and the bus.
    // A client that keeps a busy keep-alive connection would hold the close forever: in-flight
    // requests get 10 s more, then the remaining connections are cut.
    const cut = setTimeout(() => app.server.closeAllConnections(), 10_000);
    await app.close().catch(() => {});
    clearTimeout(cut);
    await database.handle.close().catch(() => {});
    await database.embedded?.stop().catch(() => {});
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST;
  const url = address.replace(/\/\/[^:/]+/, `//${shownHost}`);
  log(`\nAtrium is running at ${url}  (API docs: ${url}/api/docs)`);
  const embedded = database.embedded;
  log(embedded ? `Embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${env.DATA_DIR}` : 'Using the database at DATABASE_URL');
  // Started as root from a private checkout: say where the postgres user's copies are.
  for (const note of embedded?.notes ?? []) log(`  (${note})`);
  if (env.SEED_DEMO) {
    log(`\nDemo accounts (password ${DEMO_PASSWORD})${database.seeded ? ', seeded just now' : ''}:`);
    for (const account of DEMO_ACCOUNTS) log(`  ${account.username.padEnd(10)} ${account.who}`);
  }
  log('\nPress Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  const text =
    error instanceof EnvError || error instanceof EmbeddedAccessError ? error.message : `Atrium failed to start: ${(error as Error).stack ?? String(error)}`;
  // Exit only once the message is out: a piped stderr is written asynchronously.
  process.stderr.write(`${text}\n`, () => process.exit(1));
});
