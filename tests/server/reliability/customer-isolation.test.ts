import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { checkCustomerIsolation } from './suite/checks/customer-isolation.ts';
import { openSuite } from './suite/context.ts';
import { CUSTOMER_ISOLATION_EXEMPT } from './suite/exemptions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("every customer list of /app-api × three customers (two of one merchant, one of another): each lists the rows it created, never another customer's", async () => {
  const ctx = await openSuite(t);
  const report = await checkCustomerIsolation(ctx);
  console.log(report.summary('customer isolation'));
  expect(report.requests).toBeGreaterThan(10);
  expect(report.findings).toEqual([]);
  expect(report.unexpected(CUSTOMER_ISOLATION_EXEMPT)).toEqual([]);
}, 120_000);
