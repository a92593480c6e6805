import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../../server/db/embedded.ts';
import { deadPid, isLive, listeningAddresses, lockPid, orphanServer, query, waitUntil, writeLockFile } from './pg-process.ts';

const dirs: string[] = [];
let dataDir: string;
let clusterDir: string;

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-embedded-test-'));
  dirs.push(dir);
  return dir;
}

async function start(dir = dataDir): Promise<{ server: EmbeddedDatabase; logs: string[] }> {
  const logs: string[] = [];
  const server = await startEmbeddedPostgres({ dataDir: dir, log: (line) => logs.push(line) });
  return { server, logs };
}

const notes = async (url: string) => (await query<{ body: string }>(url, 'SELECT body FROM notes ORDER BY id')).map((row) => row.body);

beforeAll(async () => {
  dataDir = await tempDir();
  clusterDir = path.join(dataDir, 'pg');
});

afterAll(async () => {
  // Whatever a failed test left running: only servers of our own temporary clusters.
  for (const dir of dirs) {
    const pid = lockPid(path.join(dir, 'pg'));
    if (pid && isLive(pid)) {
      process.kill(pid, 'SIGINT');
      await waitUntil(() => !isLive(pid), 10_000);
    }
    await rm(dir, { recursive: true, force: true });
  }
});

describe.sequential('startEmbeddedPostgres', () => {
  it('initialises a cluster on first start, on loopback only, and keeps its credentials private', async () => {
    const { server, logs } = await start();
    try {
      expect(logs.some((line) => line.includes('Initialising a new PostgreSQL cluster'))).toBe(true);
      expect(existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
      const credentials = path.join(dataDir, 'pg-credentials.json');
      expect((await stat(credentials)).mode & 0o777).toBe(0o600);
      expect(server.url).toMatch(new RegExp(`^postgres://atrium:[^@]+@127\\.0\\.0\\.1:${server.port}/postgres$`));

      const [settings] = await query<{ listen: string; sockets: string; encoding: string }>(
        server.url,
        "SELECT current_setting('listen_addresses') AS listen, current_setting('unix_socket_directories') AS sockets, current_setting('server_encoding') AS encoding",
      );
      expect(settings).toEqual({ listen: '127.0.0.1', sockets: '', encoding: 'UTF8' });
      // 0100007F is 127.0.0.1; nothing listens on the port on any other address (nor on IPv6).
      expect(listeningAddresses(server.port)).toEqual(['0100007F']);

      await query(server.url, 'CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
      await query(server.url, "INSERT INTO notes (body) VALUES ('first start')");
    } finally {
      await server.stop();
    }
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
    expect(listeningAddresses(server.port)).toEqual([]);
  });

  it('reuses the cluster and the credentials on the next start: data survives stop + start', async () => {
    const credentialsBefore = await readFile(path.join(dataDir, 'pg-credentials.json'), 'utf8');
    const { server, logs } = await start();
    try {
      expect(logs.some((line) => line.includes('Initialising'))).toBe(false);
      expect(await readFile(path.join(dataDir, 'pg-credentials.json'), 'utf8')).toBe(credentialsBefore);
      expect(decodeURIComponent(new URL(server.url).password)).toBe(JSON.parse(credentialsBefore).password);
      expect(await notes(server.url)).toEqual(['first start']);
      await query(server.url, "INSERT INTO notes (body) VALUES ('second start')");
    } finally {
      await server.stop();
    }
  });

  it('recovers from a stale postmaster.pid naming a dead process', async () => {
    const pid = await deadPid();
    await writeLockFile(clusterDir, pid, 5432);
    const { server, logs } = await start();
    try {
      expect(logs.some((line) => line.includes('Removing the stale lock file'))).toBe(true);
      expect(lockPid(clusterDir)).not.toBe(pid);
      expect(await notes(server.url)).toEqual(['first start', 'second start']);
    } finally {
      await server.stop();
    }
  });

  it('leaves alone another data directory’s PostgreSQL whose pid a stale lock file names', async () => {
    const otherDir = await tempDir();
    const other = await start(otherDir);
    try {
      const otherPid = lockPid(path.join(otherDir, 'pg')) as number;
      expect(isLive(otherPid)).toBe(true);
      // After a reboot the old pid may belong to a different server, even another PostgreSQL.
      await writeLockFile(clusterDir, otherPid, other.server.port);
      const { server } = await start();
      try {
        expect(await notes(server.url)).toEqual(['first start', 'second start']);
        expect(isLive(otherPid)).toBe(true);
        expect(await query(other.server.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
      } finally {
        await server.stop();
      }
    } finally {
      await other.server.stop();
    }
  });

  it('stops a server orphaned by a SIGKILLed Node process and restarts cleanly on the same directory', async () => {
    const orphan = await orphanServer(dataDir);
    const orphanPid = lockPid(clusterDir) as number;
    expect(isLive(orphan.nodePid)).toBe(false);
    expect(isLive(orphanPid)).toBe(true);
    // The orphan still serves: write through it, then take over the directory.
    await query(orphan.url, "INSERT INTO notes (body) VALUES ('written by the orphan')");

    const began = Date.now();
    const { server, logs } = await start();
    try {
      expect(Date.now() - began).toBeLessThan(15_000);
      expect(logs.some((line) => line.includes(`(pid ${orphanPid})`))).toBe(true);
      expect(isLive(orphanPid)).toBe(false);
      expect(lockPid(clusterDir)).not.toBe(orphanPid);
      expect(await notes(server.url)).toEqual(['first start', 'second start', 'written by the orphan']);
      await expect(query(orphan.url, 'SELECT 1')).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });

  it('restarts after a crash of the whole process group (Node and PostgreSQL SIGKILLed) with every committed row', async () => {
    const crashed = await orphanServer(dataDir, { killGroup: true });
    const crashedPid = lockPid(clusterDir) as number;
    expect(await waitUntil(() => !isLive(crashedPid), 10_000)).toBe(true);
    // PostgreSQL had no chance to remove its lock file.
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(true);
    expect(crashed.url).toMatch(/^postgres:/);

    const { server, logs } = await start();
    try {
      expect(logs.some((line) => line.includes('Removing the stale lock file'))).toBe(true);
      expect(await notes(server.url)).toEqual(['first start', 'second start', 'written by the orphan']);
    } finally {
      await server.stop();
    }
  });

  it('explains a missing credentials file instead of initialising over an existing cluster', async () => {
    const file = path.join(dataDir, 'pg-credentials.json');
    await rename(file, `${file}.bak`);
    try {
      await expect(start()).rejects.toThrow(/pg-credentials\.json is missing/);
      expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
    } finally {
      await rename(`${file}.bak`, file);
    }
  });
});
