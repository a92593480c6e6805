import { readdirSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { resourceNamed } from '../resources/index.ts';
import { APP_BUILD_DIR } from '../tests/helpers/app-build.ts';
import { login, withQuery } from './api.ts';
import { CUSTOMER_LIST_QUERY, configFor, DATA_DIR, GUIDE_ACCOUNT, LARGEST_ACCOUNT, LIST_QUERY } from './config.ts';
import { openBenchDatabase } from './database.ts';
import { load } from './measure.ts';
import { startAppServer } from './servers.ts';

/**
 * `npm run bench:profile [-- --quick] [-- --customers]`: where the list's CPU time goes. Starts the real server on
 * the bench database (seeded by an earlier `npm run bench`) under `--cpu-prof`, loads the bench's
 * list with 10 connections, stops it, and prints the self time of the hottest functions and of
 * each package. The profile itself stays in bench/.data/profile for Chrome's DevTools. With
 * `--customers`, figure 11's list instead: the customers as Demo Living's guide.
 */
const mode = process.argv.includes('--quick') ? 'quick' : 'full';
const customers = process.argv.includes('--customers');
const config = configFor(mode);
const seconds = Number(process.env.PROFILE_SECONDS ?? (mode === 'quick' ? 5 : 10));
const profileDir = path.join(DATA_DIR, 'profile');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

async function main() {
  await fs.rm(profileDir, { recursive: true, force: true });
  const database = await openBenchDatabase(config.databaseName, (line) => console.log(line));
  const resource = resourceNamed(customers ? 'customers' : 'commodities')!;
  // The browser build the bench made (and served) last: build/app since issue 31.
  const distDir = APP_BUILD_DIR;
  const app = await startAppServer('profile', database.url, distDir, { JOB_WORKER: 'false' }, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  try {
    const headers = await login(app.url, customers ? GUIDE_ACCOUNT : LARGEST_ACCOUNT);
    const url = app.url + withQuery(resource.path, customers ? CUSTOMER_LIST_QUERY : LIST_QUERY);
    await load({ url, headers, connections: 10, seconds: 1, maxRequests: 5_000 });
    const result = await load({ url, headers, connections: 10, seconds, maxRequests: 100_000 });
    console.log(`${result.requests} requests in ${result.seconds} s: ${result.rps.toFixed(1)} req/s, p50 ${result.latency.p50.toFixed(1)} ms`);
  } finally {
    await app.stop();
    await database.close();
  }
  // The largest profile is the server's (a build before it, if any, writes a small one too).
  const file = readdirSync(profileDir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort((x, y) => statSync(path.join(profileDir, y)).size - statSync(path.join(profileDir, x)).size)[0];
  if (!file) throw new Error('no profile was written');
  report(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')));
  console.log(`\nprofile: ${path.join(profileDir, file)}`);
}

function report(profile: { nodes: ProfileNode[]; samples: number[] }) {
  const total = profile.samples.length;
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
    const name = `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (where.startsWith('node:') ? 'node' : where ? where.split('/')[0] : functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  console.log(`\nself time by package (${total} samples):`);
  for (const line of top(byPackage, 20)) console.log(line);
  console.log('\nself time by function:');
  for (const line of top(byFunction, 30)) console.log(line);
}

await main();
