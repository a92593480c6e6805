import type { BenchConfig } from './config.ts';
import type { BenchDatabase } from './database.ts';
import { seconds } from './format.ts';
import type { LoadResult } from './measure.ts';
import { type RunningServer, startAppServer, startBareServer } from './servers.ts';

/**
 * What every step of one bench run shares: its configuration and log, the errors and notes it
 * collects for the final report, and the servers and database it started, which must be stopped
 * however the run ends (done, broken or interrupted).
 */
export interface BenchRun {
  config: BenchConfig;
  startedAt: number;
  log(line: string): void;
  /** A log line stamped with the seconds since the run began: where the time went. */
  step(line: string): void;
  /** Problems that make a figure untrustworthy (a non-2xx answer, a failed export): the run exits 1. */
  errors: string[];
  /** What a reader of the figures should know (a busy machine, a cut-off export); not a failure. */
  notes: string[];
  /** The bench database, once opened; reassigned when the seed recreates it. */
  database: BenchDatabase;
  /** Records a load's failures as errors, so a figure made of non-2xx answers fails the run. */
  check(what: string, result: LoadResult): LoadResult;
  /** The real server on the bench database (with extra env, if any), stopped by stopAll if the run ends first. */
  startApp(name: string, distDir: string, extraEnv?: Record<string, string>): Promise<RunningServer>;
  /** The bare Fastify + pg server replaying the captured statements, likewise. */
  startBare(statementsFile: string): Promise<RunningServer>;
  stopServer(server: RunningServer): Promise<void>;
  /** Stops every server still running, then closes the database (and its embedded cluster). */
  stopAll(): Promise<void>;
}

export function createRun(config: BenchConfig): BenchRun {
  const startedAt = Date.now();
  const running = new Set<RunningServer>();
  let database: BenchDatabase | undefined;
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s`;
  const step = (line: string) => log(`[${elapsed()}] ${line}`);
  const errors: string[] = [];

  const started = async (name: string, launch: (databaseUrl: string) => Promise<RunningServer>) => {
    const at = Date.now();
    const server = await launch(run.database.url);
    running.add(server);
    step(`${name} server up (pid ${server.pid}) in ${seconds(at)}`);
    return server;
  };

  const run: BenchRun = {
    config,
    startedAt,
    log,
    step,
    errors,
    notes: [],
    get database() {
      if (!database) throw new Error('the bench database is not open yet');
      return database;
    },
    set database(value) {
      database = value;
    },
    check(what, result) {
      if (result.failures) errors.push(`${what}: ${result.failures} of ${result.requests} requests failed (non-2xx, error or timeout)`);
      if (!result.requests) errors.push(`${what}: no request completed`);
      return result;
    },
    startApp: (name, distDir, extraEnv = {}) =>
      started(name, (url) => startAppServer(name, url, distDir, { LIST_EXACT_TOTAL_UP_TO: String(config.exactTotalUpTo), ...extraEnv })),
    startBare: (statementsFile) => started('bare', (url) => startBareServer(url, statementsFile)),
    async stopServer(server) {
      await server.stop();
      running.delete(server);
    },
    async stopAll() {
      for (const server of running) await server.stop().catch(() => {});
      running.clear();
      await database?.close();
      database = undefined;
    },
  };
  return run;
}
