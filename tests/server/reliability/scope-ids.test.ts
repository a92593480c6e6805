import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { checkScopeIds } from './suite/checks/scope-ids.ts';
import { openSuite } from './suite/context.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKER: 'false' } });
});
afterAll(() => t.close());

it('every route taking merchant_id, store_id or sale_id × every account: another merchant’s 404 (the platform excepted), a guide’s other sale_id 404, its own answered', async () => {
  const ctx = await openSuite(t);
  const report = await checkScopeIds(ctx);
  console.log(report.summary('scope ids in bodies and query strings'));
  expect(report.requests).toBeGreaterThan(100);
  expect(report.findings).toEqual([]);
}, 120_000);
