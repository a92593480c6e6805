import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { runExport } from '../../../server/jobs/export.job.ts';
import { XlsxWriterThread } from '../../../server/jobs/xlsx-writer.ts';
import { localStorage } from '../../../server/storage/local-storage.ts';
import { systemScopeFor } from '../../../server/tenancy/scope.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';
import { readSheet } from './jobs-helpers.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atrium-xlsx-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the xlsx writer thread', () => {
  it('writes the header and the rows it is sent, chunk after chunk', async () => {
    const file = path.join(dir, 'rows.xlsx');
    const writer = new XlsxWriterThread(file, 'Sheet', [
      { header: 'Name', key: 'name', width: 20 },
      { header: 'Count', key: 'count', width: 10 },
    ]);
    try {
      for (let chunk = 0; chunk < 5; chunk++) await writer.write(Array.from({ length: 300 }, (_, i) => [`row ${chunk * 300 + i}`, chunk * 300 + i]));
      await writer.end();
    } finally {
      await writer.close();
    }
    const rows = await readSheet(await readFile(file));
    expect(rows).toHaveLength(1_501);
    expect(rows[0]).toEqual(['Name', 'Count']);
    expect(rows.at(-1)).toEqual(['row 1499', '1499']);
  });

  it('refuses work once closed', async () => {
    const writer = new XlsxWriterThread(path.join(dir, 'closed.xlsx'), 'Sheet', [{ header: 'Name', key: 'name', width: 20 }]);
    await writer.close();
    await expect(writer.write([['x']])).rejects.toThrow(/closed/);
  });
});

describe('a failing export', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('demo');
  });
  afterAll(() => database.drop());

  it('fails the job and leaves no temporary file nor thread behind', async () => {
    const missing = defineResource({
      name: 'missing',
      route: '/content/commodityManagement',
      table: 'no_such_table',
      tenancy: 'merchant',
      titleField: 'name',
      fields: { name: field.text(z.string()) },
    });
    const tempDir = path.join(dir, 'tmp');
    const files = { storage: localStorage(path.join(dir, 'files')), tempDir };
    await expect(runExport(database.db, 1, missing, systemScopeFor(1), { columns: ['name'] }, 'en', files)).rejects.toThrow(/no_such_table/);
    expect(await readdir(tempDir)).toEqual([]);
  });
});
