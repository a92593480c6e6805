import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let merchant: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
});
afterAll(() => t.close());

it.each(['valueOf', 'toString', 'constructor', 'hasOwnProperty'])('an unknown body key named %s is a 422 on that key, not a crash', async (name) => {
  const response = await merchant.bearer({
    method: 'PUT',
    url: '/api/preferences/reliability',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ value: 1, [name]: { x: 1 } }),
  });
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors)).toEqual([name]);
});
