import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase, withDatabase } from '../../../server/db/database.ts';
import { listMigrations, migrate } from '../../../server/db/migrate.ts';
import { adminQuery, createBareDatabase, createTestDatabase } from '../../helpers/test-db.ts';

const serverUrl = inject('databaseServerUrl');
const created: string[] = [];
const handles: DatabaseHandle[] = [];

const admin = (statement: string) => adminQuery(serverUrl, statement);

/** A brand-new database with nothing in it (not even schema_migrations). */
async function bareDatabase(): Promise<string> {
  const { name, url } = await createBareDatabase('atrium_bare');
  created.push(name);
  return url;
}

function open(url: string, poolSize = 2): DatabaseHandle {
  const handle = openDatabase(url, poolSize);
  handles.push(handle);
  return handle;
}

afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const name of created) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

const versions = listMigrations().map((migration) => migration.version);
const appliedRows = async (handle: DatabaseHandle) =>
  (await handle.pool.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((row) => row.version);

describe('listMigrations', () => {
  it('lists numbered SQL files in order, starting with the foundation', () => {
    expect(versions[0]).toBe('001_foundation');
    expect([...versions].sort()).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    for (const migration of listMigrations()) expect(migration.sql.trim().length).toBeGreaterThan(0);
  });
});

describe('migrate', () => {
  it('applies every migration on a fresh database, then nothing the second time', async () => {
    const handle = open(await bareDatabase());
    expect(await migrate(handle.pool)).toEqual(versions);
    expect(await migrate(handle.pool)).toEqual([]);
    expect(await appliedRows(handle)).toEqual(versions);
    const tables = await handle.pool.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    expect(tables.rows.map((row) => row.tablename)).toEqual(
      expect.arrayContaining(['merchants', 'stores', 'roles', 'accounts', 'account_roles', 'sessions', 'login_failures', 'schema_migrations']),
    );
  });

  it('applies nothing on a database cloned from the migrated template, and keeps its rows', async () => {
    const database = await createTestDatabase('demo');
    try {
      expect(await migrate(database.pool)).toEqual([]);
      expect(await appliedRows(database)).toEqual(versions);
      const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM accounts');
      expect(rows[0].n).toBeGreaterThanOrEqual(11);
    } finally {
      await database.drop();
    }
  });

  it('lets two instances migrate one fresh database at once: both succeed, each migration applies once', async () => {
    const url = await bareDatabase();
    const [first, second] = [open(url), open(url)];
    const results = await Promise.all([migrate(first.pool), migrate(second.pool)]);
    expect(results.flat()).toEqual(versions);
    expect(results.filter((applied) => applied.length === 0)).toHaveLength(1);
    expect(await appliedRows(first)).toEqual(versions);
  });

  it('survives five concurrent runs on a fresh database', async () => {
    const url = await bareDatabase();
    const pools = Array.from({ length: 5 }, () => open(url, 1));
    const results = await Promise.all(pools.map((handle) => migrate(handle.pool)));
    expect(results.flat().sort()).toEqual(versions);
  });

  it('releases its advisory lock and connection afterwards', async () => {
    const url = await bareDatabase();
    const handle = open(url, 1);
    await migrate(handle.pool);
    // Advisory locks of this database only: on a shared server (CI's PostgreSQL 15) other test
    // files hold their own (another migration, pg-boss) at any moment.
    const locks = await handle.pool.query(
      "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
    );
    expect(locks.rows[0].n).toBe(0);
    expect(handle.pool.idleCount + handle.pool.waitingCount).toBeLessThanOrEqual(1);
    expect(handle.pool.totalCount - handle.pool.idleCount).toBe(0);
  });

  it('reports a failure with the migration’s name and rolls it back', async () => {
    const url = await bareDatabase();
    const handle = open(url, 1);
    // A table the first migration creates already exists, so that migration fails part-way.
    await handle.pool.query('CREATE TABLE login_failures (id int)');
    await expect(migrate(handle.pool)).rejects.toThrow(/Migration 001_foundation failed/);
    const tables = await handle.pool.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename = 'merchants'");
    expect(tables.rows).toEqual([]);
    expect(await appliedRows(handle)).toEqual([]);
    // The lock was released: another run is not blocked.
    await handle.pool.query('DROP TABLE login_failures');
    expect(await migrate(handle.pool)).toEqual(versions);
  });
});

describe('openDatabase().close()', () => {
  it('ends the pool even when only the raw pool was used, so the database can be dropped', async () => {
    const name = `atrium_bare_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE "${name}"`);
    const handle = openDatabase(withDatabase(serverUrl, name), 2);
    await handle.pool.query('SELECT 1');
    await handle.close();
    expect(handle.pool.ended).toBe(true);
    // DROP DATABASE without FORCE fails while any connection to it is open.
    await admin(`DROP DATABASE "${name}"`);
  });

  it('can be called after the query builder was used', async () => {
    const database = await createTestDatabase('empty');
    await database.db.selectFrom('merchants').select('id').execute();
    await database.drop();
    expect(database.pool.ended).toBe(true);
  });
});
