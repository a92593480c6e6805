import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { checkObjectLevel } from './suite/checks/object-level.ts';
import { openSuite } from './suite/context.ts';
import { OBJECT_LEVEL_EXEMPT } from './suite/exemptions.ts';
import { prepareRecords } from './suite/prepare.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('every id-taking route × every demo account: own found, other merchant and missing 404, no session 401, no permission 403', async () => {
  const ctx = await openSuite(t);
  await prepareRecords(ctx);
  const report = await checkObjectLevel(ctx);
  console.log(report.summary('object-level authorisation'));
  expect(report.requests).toBeGreaterThan(500);
  expect(report.findings).toEqual([]);
  expect(report.unexpected(OBJECT_LEVEL_EXEMPT)).toEqual([]);
}, 120_000);
