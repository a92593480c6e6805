import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { checkLimits } from './suite/checks/limits.ts';
import { openSuite } from './suite/context.ts';
import { INPUT_EXEMPT } from './suite/exemptions.ts';

let t: TestApp;
beforeAll(async () => {
  // The worker runs here: an over-long import is refused by its job.
  t = await createTestApp({ env: { JOB_WORKER: 'true', JOB_POLL_SECONDS: '0.5' } });
});
afterAll(() => t.close());

it('every route: malformed JSON 400, wrong content type 415, limit + 1 byte 413, __proto__ 400/422, window + 1 422, 101-row import refused, never 5xx', async () => {
  const ctx = await openSuite(t);
  const report = await checkLimits(ctx);
  console.log(report.summary('resource limits'));
  expect(report.requests).toBeGreaterThan(ctx.operations.length);
  expect(report.findings).toEqual([]);
  expect(report.unexpected(INPUT_EXEMPT)).toEqual([]);
}, 120_000);
