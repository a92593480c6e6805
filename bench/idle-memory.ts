/**
 * Figure 7a alone, in a minute: the real server on the quick bench database, its memory right
 * after start, then after a login and one goods list (what `npm run bench` reports as 7a).
 * `node --import tsx bench/idle-memory.ts [runs]` (needs a quick bench run once: its database and
 * browser build under bench/.data). Prints the median of `runs` fresh servers (default 3).
 */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { call, login } from './api.ts';
import { DATA_DIR } from './config.ts';
import { openBenchDatabase } from './database.ts';
import { mb } from './format.ts';
import type { Memory } from './processes.ts';
import { startAppServer } from './servers.ts';

const LIST = '/api/commodities?page=1&pageSize=30';

interface Sample {
  started: Memory;
  idle: Memory;
}

async function measureOnce(databaseUrl: string, run: number): Promise<Sample> {
  const app = await startAppServer(`idle-memory-${run}`, databaseUrl, path.join(DATA_DIR, 'dist'));
  try {
    await sleep(1000);
    const started = app.memory();
    const headers = await login(app.url, 'merchant');
    await call(app.url + LIST, { headers });
    await sleep(1000);
    return { started, idle: app.memory() };
  } finally {
    await app.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const database = await openBenchDatabase('atrium_bench_quick', (line) => console.log(line));
  try {
    const samples: Sample[] = [];
    for (let run = 1; run <= runs; run++) {
      const sample = await measureOnce(database.url, run);
      samples.push(sample);
      console.log(
        `run ${run}: after start ${mb(sample.started.rssMb)} RSS; after login and one list ${mb(sample.idle.rssMb)} RSS, ${mb(sample.idle.hwmMb)} high-water`,
      );
    }
    const of = (pick: (s: Sample) => number) => mb(median(samples.map(pick)));
    console.log(
      `median of ${runs}: after start ${of((s) => s.started.rssMb)}; idle (7a) ${of((s) => s.idle.rssMb)} RSS, ${of((s) => s.idle.hwmMb)} high-water`,
    );
  } finally {
    await database.close();
  }
}

await main();
