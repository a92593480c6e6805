import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, withDatabase } from '../../server/db/database.ts';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** A fresh database of its own, cloned from the migrated template (with or without the demo data). */
export async function createTestDatabase(template: 'demo' | 'empty' = 'demo'): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('templates')[template]}"`);
  const url = withDatabase(serverUrl, name);
  const handle = openDatabase(url, 5);
  return {
    ...handle,
    url,
    name,
    drop: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Runs one statement (CREATE / DROP DATABASE) on the test server's maintenance database. */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A brand-new database with nothing in it (not even schema_migrations); the caller drops it. */
export async function createBareDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const serverUrl = inject('databaseServerUrl');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  return { name, url: withDatabase(serverUrl, name) };
}
