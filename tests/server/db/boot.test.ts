import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type StartedDatabase, startDatabase } from '../../../server/boot.ts';
import { withDatabase } from '../../../server/db/database.ts';
import { listMigrations } from '../../../server/db/migrate.ts';
import { parseEnv } from '../../../server/env.ts';
import { adminQuery, createBareDatabase } from '../../helpers/test-db.ts';

const serverUrl = inject('databaseServerUrl');
const created: string[] = [];
const dirs: string[] = [];
const versions = listMigrations().map((migration) => migration.version);

const admin = (statement: string) => adminQuery(serverUrl, statement);

async function bareDatabase(): Promise<string> {
  const { name, url } = await createBareDatabase('atrium_boot');
  created.push(name);
  return url;
}

/** Starts the database as `npm start` does, collecting what it logs, and closes it again. */
async function boot(vars: Record<string, string>, use?: (started: StartedDatabase) => Promise<void>) {
  const lines: string[] = [];
  const started = await startDatabase(parseEnv({ LOG_LEVEL: 'silent', ...vars }), (line) => lines.push(line));
  try {
    await use?.(started);
  } finally {
    await started.handle.close();
    await started.embedded?.stop();
  }
  return { seeded: started.seeded, embedded: Boolean(started.embedded), lines };
}

const count = async (started: StartedDatabase, table: 'accounts' | 'merchants') =>
  Number(
    (
      await started.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

afterAll(async () => {
  for (const name of created) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('startDatabase with an external DATABASE_URL', () => {
  it('migrates and seeds an empty database when SEED_DEMO=true, and does not seed it again', async () => {
    const url = await bareDatabase();
    let accounts = 0;
    // The tests' statistics volume (a week, as the e2e server's): what is checked is that the seed
    // runs once, and 90 days of events took most of this test's time (25 s alone on two cores).
    const first = await boot({ DATABASE_URL: url, SEED_DEMO: 'true', SEED_DEMO_EVENTS: 'small' }, async (started) => {
      accounts = await count(started, 'accounts');
      const merchant = await started.handle.db.selectFrom('accounts').select('username').where('username', '=', 'merchant').executeTakeFirst();
      expect(merchant).toEqual({ username: 'merchant' });
    });
    expect(first).toMatchObject({ seeded: true, embedded: false });
    expect(first.lines).toContain(`Applied migrations: ${versions.join(', ')}`);
    expect(accounts).toBeGreaterThanOrEqual(11);

    const second = await boot({ DATABASE_URL: url, SEED_DEMO: 'true', SEED_DEMO_EVENTS: 'small' }, async (started) => {
      expect(await count(started, 'accounts')).toBe(accounts);
      expect(await count(started, 'merchants')).toBe(5);
    });
    expect(second).toMatchObject({ seeded: false, embedded: false });
    expect(second.lines.some((line) => line.startsWith('Applied migrations'))).toBe(false);
  });

  it.each([
    ['SEED_DEMO unset (the default for an external database)', {}],
    ['SEED_DEMO=false', { SEED_DEMO: 'false' }],
    ['SEED_DEMO=0', { SEED_DEMO: '0' }],
  ])('migrates but does not seed with %s', async (_, vars) => {
    const url = await bareDatabase();
    const result = await boot({ DATABASE_URL: url, ...vars }, async (started) => {
      expect(await count(started, 'accounts')).toBe(0);
      expect(await count(started, 'merchants')).toBe(0);
    });
    expect(result.seeded).toBe(false);
    expect(result.lines).toContain(`Applied migrations: ${versions.join(', ')}`);
  });

  it.each([
    ['a merchant', "INSERT INTO merchants (name) VALUES ('Existing Co')"],
    ['an account', "INSERT INTO accounts (username, password_hash) VALUES ('someone', 'x')"],
  ])('does not seed with SEED_DEMO=true when the database already holds %s', async (_, insert) => {
    const url = await bareDatabase();
    await boot({ DATABASE_URL: url });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(insert);
    await client.end();
    const result = await boot({ DATABASE_URL: url, SEED_DEMO: 'true' }, async (started) => {
      expect(await count(started, 'accounts')).toBeLessThanOrEqual(1);
      expect(await count(started, 'merchants')).toBeLessThanOrEqual(1);
    });
    expect(result.seeded).toBe(false);
  });

  it('fails with the migration’s name and leaves no connection open', async () => {
    const name = `atrium_boot_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE "${name}"`);
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
    await client.connect();
    await client.query('CREATE TABLE sessions (id int)');
    await client.end();
    await expect(startDatabase(parseEnv({ LOG_LEVEL: 'silent', DATABASE_URL: withDatabase(serverUrl, name) }), () => {})).rejects.toThrow(
      /Migration 001_foundation failed/,
    );
    // DROP DATABASE without FORCE fails while a connection is still open.
    await admin(`DROP DATABASE "${name}"`);
  });
});

describe('startDatabase with the embedded PostgreSQL', () => {
  it('creates the atrium database in DATA_DIR, seeds it by default once, and reuses it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-boot-test-'));
    dirs.push(dir);
    let databaseName = '';
    // The tests' small statistics volume: what this proves is where the database lives and that it is seeded once.
    const first = await boot({ DATA_DIR: dir, SEED_DEMO_EVENTS: 'small' }, async (started) => {
      expect(started.embedded?.url).toMatch(/^postgres:\/\/atrium:[^@]+@127\.0\.0\.1:\d+\/postgres$/);
      databaseName = (await started.handle.pool.query<{ db: string }>('SELECT current_database() AS db')).rows[0].db;
      expect(await count(started, 'merchants')).toBe(5);
    });
    expect(first).toMatchObject({ seeded: true, embedded: true });
    expect(databaseName).toBe('atrium');

    const second = await boot({ DATA_DIR: dir }, async (started) => {
      expect(await count(started, 'merchants')).toBe(5);
    });
    expect(second).toMatchObject({ seeded: false, embedded: true });
    expect(second.lines).toEqual([]);
  });
});
