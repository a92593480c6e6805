import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../../server/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';

/** The pool and query builder openDatabase gives (server/db/database.ts). */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('empty');
});
afterAll(() => database?.drop());

describe('openDatabase', () => {
  it('survives a connection PostgreSQL drops while it is checked out between two queries, and goes on answering', async () => {
    const client = await database.pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    await database.pool.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    // Without a listener of its own, the client's 'error' here would end the test process.
    await ended;
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release(true);
    expect((await database.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('remembers the pool under the query builder, for COPY, and refuses a database it did not open', () => {
    expect(poolOf(database.db)).toBe(database.pool);
    expect(() => poolOf({} as typeof database.db)).toThrow(/not opened by openDatabase/);
  });
});
