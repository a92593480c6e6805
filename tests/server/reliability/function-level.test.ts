import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { checkFunctionLevel } from './suite/checks/function-level.ts';
import { openSuite } from './suite/context.ts';
import { FUNCTION_LEVEL_EXEMPT } from './suite/exemptions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('every write route × every account lacking its permission: 403 and nothing written; no session: 401', async () => {
  const ctx = await openSuite(t);
  const report = await checkFunctionLevel(ctx);
  console.log(report.summary('function-level authorisation'));
  expect(report.requests).toBeGreaterThan(500);
  expect(report.findings).toEqual([]);
  expect(report.unexpected(FUNCTION_LEVEL_EXEMPT)).toEqual([]);
}, 120_000);
