import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { checkReferences, prepareReferenced } from './suite/checks/references.ts';
import { openSuite } from './suite/context.ts';
import { REFERENCES_EXEMPT } from './suite/exemptions.ts';
import { prepareRecords } from './suite/prepare.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("every body field naming records × every merchant account: another merchant's id refused (404, or 422 on the field), nothing written", async () => {
  const ctx = await openSuite(t);
  await prepareRecords(ctx);
  await prepareReferenced(ctx);
  const report = await checkReferences(ctx);
  console.log(report.summary('ids sent in bodies'));
  expect(report.requests).toBeGreaterThan(10);
  expect(report.findings).toEqual([]);
  expect(report.unexpected(REFERENCES_EXEMPT)).toEqual([]);
}, 120_000);
