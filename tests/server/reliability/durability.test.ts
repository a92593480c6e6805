import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLive, lockPid, query, waitUntil } from '../db/pg-process.ts';
import { type ApiClient, groupMembers, killGroup, loginOverHttp, type ServerProcess, startServer, stopServer } from './process/server-process.ts';

// SECURITY.md §12 and the reliability table, row "durability": SIGKILL of the server and its
// embedded PostgreSQL (the whole process group) during a stream of writes, then a restart on the
// same data: every acknowledged write is present, and the restart succeeds despite the stale lock file.

const WRITERS = 8;
/** Kill once this many writes were acknowledged, or after WRITE_MS, whichever comes first. */
const TARGET_ACKNOWLEDGED = 600;
const WRITE_MS = 15_000;
const TIMEOUT = 120_000;

const dirs: string[] = [];
const servers: ServerProcess[] = [];
let dataDir: string;
let distDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-durability-data-'));
  distDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-durability-dist-'));
  dirs.push(dataDir, distDir);
  await chmod(dataDir, 0o711);
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Atrium</title>\n');
});

afterAll(async () => {
  // Whatever a failed test left running: only the process groups this file started.
  for (const server of servers) {
    if (groupMembers(server.pid).length) {
      killGroup(server.pid);
      await waitUntil(() => groupMembers(server.pid).length === 0, 10_000);
    }
  }
  const postmaster = lockPid(path.join(dataDir, 'pg'));
  if (postmaster && isLive(postmaster)) {
    process.kill(postmaster, 'SIGKILL');
    await waitUntil(() => !isLive(postmaster), 10_000);
  }
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}, 60_000);

async function start(): Promise<ServerProcess> {
  const server = await startServer({ dataDir, distDir });
  servers.push(server);
  return server;
}

/** A direct connection to the embedded PostgreSQL, with the credentials the server keeps in DATA_DIR. */
async function embeddedUrl(): Promise<string> {
  const { user, password } = JSON.parse(await readFile(path.join(dataDir, 'pg-credentials.json'), 'utf8')) as { user: string; password: string };
  // Line 4 of the lock file is the port PostgreSQL listens on.
  const port = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]);
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/atrium`;
}

interface WriteStream {
  acknowledged: Map<number, string>;
  attempted: number;
  inFlightAtKill: number;
  errorsBeforeKill: string[];
}

/** Writers creating goods until the kill; every id whose 200 answer arrived is acknowledged. */
async function writeUntilKilled(client: ApiClient, server: ServerProcess): Promise<WriteStream> {
  const stream: WriteStream = { acknowledged: new Map(), attempted: 0, inFlightAtKill: 0, errorsBeforeKill: [] };
  let inFlight = 0;
  let killed = false;
  const began = Date.now();
  const kill = () => {
    if (killed) return;
    killed = true;
    stream.inFlightAtKill = inFlight;
    killGroup(server.pid);
  };
  const timer = setTimeout(kill, WRITE_MS);

  const writer = async (w: number) => {
    for (let i = 0; !killed; i += 1) {
      const name = `durable-${w}-${i}`;
      stream.attempted += 1;
      inFlight += 1;
      try {
        const { status, body } = await client.request<{ data?: { id?: number } }>('POST', '/api/commodities', { name });
        if (status === 200 && body?.data?.id) {
          stream.acknowledged.set(body.data.id, name);
          if (stream.acknowledged.size >= TARGET_ACKNOWLEDGED) kill();
        } else if (!killed) {
          stream.errorsBeforeKill.push(`${status} ${JSON.stringify(body).slice(0, 300)}`);
          return;
        }
      } catch (error) {
        // After the kill, requests fail (reset, refused): those writes were never acknowledged.
        if (!killed) stream.errorsBeforeKill.push(String(error));
        return;
      } finally {
        inFlight -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  clearTimeout(timer);
  kill();
  console.log(
    `durability: ${stream.acknowledged.size} writes acknowledged of ${stream.attempted} sent in ${Date.now() - began} ms; ${stream.inFlightAtKill} in flight at the kill`,
  );
  return stream;
}

describe.sequential('durability: SIGKILL of the whole process group during writes', () => {
  it('keeps every acknowledged write across a crash and restarts on the stale lock file', { timeout: TIMEOUT }, async () => {
    const first = await start();
    const clusterDir = path.join(dataDir, 'pg');
    const postmaster = lockPid(clusterDir) as number;
    expect(isLive(postmaster)).toBe(true);
    // The postmaster is in the server's process group, so the group kill takes it too.
    expect(groupMembers(first.pid)).toContain(postmaster);

    // Acknowledged means committed and flushed: neither setting may be relaxed for the embedded cluster.
    const settings = await query<{ fsync: string; synchronous_commit: string }>(
      await embeddedUrl(),
      "SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit",
    );
    expect(settings).toEqual([{ fsync: 'on', synchronous_commit: 'on' }]);

    const client = await loginOverHttp(first.baseUrl, 'merchant', 'atrium123');
    const stream = await writeUntilKilled(client, first);
    expect(stream.errorsBeforeKill).toEqual([]);
    expect(stream.acknowledged.size).toBeGreaterThan(0);
    expect(stream.inFlightAtKill).toBeGreaterThan(0);

    // Node, the postmaster and every backend are gone; PostgreSQL had no chance to remove its lock file.
    await first.exited;
    expect(await waitUntil(() => groupMembers(first.pid).length === 0, 10_000)).toBe(true);
    expect(isLive(postmaster)).toBe(false);
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(true);
    expect(lockPid(clusterDir)).toBe(postmaster);

    const second = await start();
    expect(lockPid(clusterDir)).not.toBe(postmaster);
    const again = await loginOverHttp(second.baseUrl, 'merchant', 'atrium123');
    const ids = [...stream.acknowledged.keys()];
    const found = new Map<number, string>();
    for (let i = 0; i < ids.length; i += 100) {
      const chunk = ids.slice(i, i + 100);
      const { status, body } = await again.request<{ data: { list: { id: number; name: string }[] } }>(
        'GET',
        `/api/commodities?page=1&pageSize=100&id_in=${chunk.join(',')}`,
      );
      expect(status, JSON.stringify(body)).toBe(200);
      for (const row of body.data.list) found.set(row.id, row.name);
    }
    const missing = ids.filter((id) => found.get(id) !== stream.acknowledged.get(id));
    console.log(`durability: ${found.size} of ${ids.length} acknowledged writes present after the restart`);
    expect(missing).toEqual([]);

    // Writes still work on the recovered cluster, and a graceful stop leaves no lock file behind.
    expect((await again.request('POST', '/api/commodities', { name: 'after the crash' })).status).toBe(200);
    expect(await stopServer(second)).toBe(0);
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
  });
});
