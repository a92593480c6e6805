import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { makeSheet, multipart, readSheet, waitForJob } from '../../jobs/jobs-helpers.ts';
import { choiceIds } from './organisation-helpers.ts';

let t: TestApp;
let merchant: Session;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-organisation-import-'));
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5', DATA_DIR: dataDir } });
  merchant = await t.login('merchant');
}, 30_000);
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = async (url: string, rows: (string | number | null)[][]) => {
  const answer = await merchant.browser({ method: 'POST', url, ...multipart(await makeSheet(rows)) });
  expect(answer.statusCode, answer.body).toBe(200);
  return waitForJob(merchant, answer.json().data.id);
};

describe('excel import of stores and sub-accounts (spec §9: at most 100 rows)', () => {
  it('imports stores from the template, each under the store rules', async () => {
    const template = await merchant.browser({ method: 'GET', url: '/api/stores/import/template' });
    const header = (await readSheet(template.rawPayload))[0];
    expect(header).toEqual(expect.arrayContaining(['Name', 'Address', 'Store manager cap', 'Guide cap']));
    const refused = await upload('/api/stores/import', [
      ['Name', 'Address', 'Store manager cap', 'Guide cap'],
      ['Imported East', '1 East St', 2, 10],
      ['', 'no name', 1, 1],
    ]);
    expect(refused.message).toMatch(/^Import error/);
    expect(Object.keys(await choiceIds(merchant, '/api/sub-accounts/choices/store_id'))).not.toContain('Imported East');
    const job = await upload('/api/stores/import', [
      ['Name', 'Address', 'Store manager cap', 'Guide cap'],
      ['Imported East', '1 East St', 2, 10],
    ]);
    expect(job.message).toMatch(/^1 imported/);
    expect(Object.keys(await choiceIds(merchant, '/api/sub-accounts/choices/store_id'))).toContain('Imported East');
  });

  it('imports sub-accounts with their passwords hashed, roles and stores checked, the quota taken', async () => {
    // A guide is a store sub-account (the lists are disjoint by the default role).
    const template = await merchant.browser({ method: 'GET', url: '/api/sub-seller-accounts/import/template' });
    expect((await readSheet(template.rawPayload))[0]).toEqual(expect.arrayContaining(['Login name', 'Password', 'Store', 'Default role', 'Roles']));
    const stores = await choiceIds(merchant, '/api/sub-seller-accounts/choices/store_id');
    const roles = await choiceIds(merchant, '/api/sub-seller-accounts/choices/role_id');
    const header = ['Login name', 'Nickname', 'Phone', 'Password', 'Store', 'Default role'];
    const guide = ['imported-guide', 'Imported', '13911112222', 'imported-1', stores.Riverside, roles['Shopping guide']];
    // A role nobody offers refuses the sheet, row named, and nothing is written.
    const refused = await upload('/api/sub-seller-accounts/import', [
      header,
      guide,
      ['imported-other', 'Other', '13911112223', 'imported-1', stores.Riverside, 999_999],
    ]);
    expect(refused.message).toMatch(/row 3/);
    await expect(t.login('imported-guide', { password: 'imported-1' })).rejects.toThrow();
    const job = await upload('/api/sub-seller-accounts/import', [header, guide]);
    expect(job.message).toMatch(/^1 imported/);
    const session = await t.login('imported-guide', { password: 'imported-1' });
    expect((await session.bearer({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });
});
