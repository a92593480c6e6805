import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyField, copyIn } from '../../../server/db/copy-in.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';

/** COPY … FROM STDIN of text built by copyField, sent in one write (server/db/copy-in.ts). */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('empty');
  await database.pool.query('CREATE TABLE copied (id int PRIMARY KEY, label text, amount int)');
  await database.pool.query('CREATE TABLE copied_after (id int PRIMARY KEY)');
});
afterAll(() => database?.drop());

const line = (...fields: (string | number | null)[]) => `${fields.map(copyField).join('\t')}\n`;
const rows = async () => (await database.pool.query('SELECT id, label, amount FROM copied ORDER BY id')).rows;

describe('copyField', () => {
  it('writes null as \\N and escapes what would end a field or a row', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(undefined)).toBe('\\N');
    expect(copyField(42)).toBe('42');
    expect(copyField('plain')).toBe('plain');
    expect(copyField('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
  });
});

describe('copyIn', () => {
  it('stores every value as it was, special characters and other scripts included', async () => {
    const client = await database.pool.connect();
    try {
      await copyIn(
        client,
        'COPY copied (id, label, amount) FROM STDIN',
        line(1, 'tab\there', 3) + line(2, 'back\\slash\nnew line', null) + line(3, '浙江 杭州', -7),
      );
    } finally {
      client.release();
    }
    expect(await rows()).toEqual([
      { id: 1, label: 'tab\there', amount: 3 },
      { id: 2, label: 'back\\slash\nnew line', amount: null },
      { id: 3, label: '浙江 杭州', amount: -7 },
    ]);
  });

  it('refuses a bad row with the database error, keeps none of the COPY, and leaves the connection usable', async () => {
    const client = await database.pool.connect();
    try {
      await expect(copyIn(client, 'COPY copied (id, label, amount) FROM STDIN', line(10, 'fine', 1) + line(11, 'not a number', 'x' as never))).rejects.toThrow(
        /invalid input syntax for type integer/,
      );
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      client.release();
    }
    expect((await rows()).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('runs the statements after the COPY in the same transaction: one failing undoes the rows', async () => {
    const client = await database.pool.connect();
    try {
      await copyIn(client, 'COPY copied (id, label, amount) FROM STDIN; INSERT INTO copied_after VALUES (1)', line(20, 'kept', 1));
      await expect(copyIn(client, 'COPY copied (id, label, amount) FROM STDIN; INSERT INTO copied_after VALUES (1)', line(21, 'undone', 1))).rejects.toThrow(
        /duplicate key/,
      );
    } finally {
      client.release();
    }
    expect((await rows()).map((row) => row.id)).toEqual([1, 2, 3, 20]);
    expect((await database.pool.query('SELECT id FROM copied_after')).rows).toEqual([{ id: 1 }]);
  });
});
