import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../server/db/database.ts';
import { listMigrations } from '../../../server/db/migrate.ts';
import { adminQuery, createBareDatabase } from '../../helpers/test-db.ts';

/**
 * Issue #35's migration: the yes/no public library of albums, videos and documents becomes the
 * goods' three ranges, yes → all visible, no → not public, every row and its other data kept.
 * Run on a database migrated up to the migration before it, holding rows of the old shape.
 */

const MEDIA = ['albums', 'videos', 'documents'] as const;
const migrations = listMigrations();
const at = migrations.findIndex((migration) => migration.version.endsWith('_media_public_library'));

let name: string;
let handle: DatabaseHandle;
let merchantId: number;
beforeAll(async () => {
  const bare = await createBareDatabase('atrium_media_migration');
  name = bare.name;
  handle = openDatabase(bare.url, 1);
  for (const migration of migrations.slice(0, at)) await handle.pool.query(migration.sql);
  merchantId = (await handle.pool.query<{ id: number }>("INSERT INTO merchants (name) VALUES ('Old library') RETURNING id")).rows[0]!.id;
  const insert = async (table: string, columns: string, values: string) =>
    handle.pool.query(`INSERT INTO ${table} (merchant_id, ${columns}, public_library) VALUES ${values}`, [merchantId]);
  await insert('albums', 'name, images', "($1, 'Yes album', '{/files/a.jpg}', true), ($1, 'No album', '{/files/b.jpg}', false)");
  await insert('videos', 'name, url', "($1, 'Yes video', '/files/a.mp4', true), ($1, 'No video', '/files/b.mp4', false)");
  await insert(
    'documents',
    'name, file, file_name',
    "($1, 'Yes document', '/files/a.pdf', 'a.pdf', true), ($1, 'No document', '/files/b.pdf', 'b.pdf', false)",
  );
});

afterAll(async () => {
  await handle?.close();
  if (name) await adminQuery(inject('databaseServerUrl'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

const columnsOf = async (table: string) =>
  (
    await handle.pool.query<{ column_name: string; data_type: string }>(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
      [table],
    )
  ).rows;

describe('027: the media public library takes the goods’ three ranges', () => {
  it('is the migration after the old shape, and the old shape holds yes and no', async () => {
    expect(at).toBeGreaterThan(0);
    for (const table of MEDIA) expect((await columnsOf(table)).find((column) => column.column_name === 'public_library')?.data_type).toBe('boolean');
  });

  it('maps yes to all visible and no to not public, keeping every row', async () => {
    const before = Object.fromEntries(
      await Promise.all(MEDIA.map(async (table) => [table, (await handle.pool.query(`SELECT id, name, updated_at FROM ${table} ORDER BY id`)).rows] as const)),
    );
    await handle.pool.query(migrations[at]!.sql);
    for (const table of MEDIA) {
      const rows = (await handle.pool.query(`SELECT id, name, updated_at, visibility, visible_store_ids FROM ${table} ORDER BY id`)).rows;
      expect(rows.map(({ id, name: title, updated_at }) => ({ id, name: title, updated_at }))).toEqual(before[table]);
      const singular = table.slice(0, -1);
      expect(rows.map((row) => [row.name, row.visibility, row.visible_store_ids])).toEqual([
        [`Yes ${singular}`, 'all', []],
        [`No ${singular}`, 'none', []],
      ]);
      const columns = (await columnsOf(table)).map((column) => column.column_name);
      expect(columns).toEqual(expect.arrayContaining(['visibility', 'visible_store_ids']));
      expect(columns).not.toContain('public_library');
    }
  });

  it('stores the goods’ values only, and a new record is not public', async () => {
    for (const table of MEDIA) {
      await expect(handle.pool.query(`UPDATE ${table} SET visibility = 'yes'`)).rejects.toThrow(/check constraint/);
      await handle.pool.query(`UPDATE ${table} SET visibility = 'partial', visible_store_ids = '{1}' WHERE name LIKE 'No %'`);
    }
    const { rows } = await handle.pool.query(
      "INSERT INTO albums (merchant_id, name, images) VALUES ($1, 'New', '{/files/c.jpg}') RETURNING visibility, visible_store_ids",
      [merchantId],
    );
    expect(rows[0]).toEqual({ visibility: 'none', visible_store_ids: [] });
    const goods = await handle.pool.query("SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname LIKE 'commodities_visibility%'");
    const media = await handle.pool.query("SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname LIKE 'albums_visibility%'");
    expect(media.rows[0]?.def).toBe(goods.rows[0]?.def);
  });
});
