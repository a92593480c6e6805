import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let merchant: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
});
afterAll(() => t.close());

const put = (payload: string) =>
  merchant.bearer({ method: 'PUT', url: '/api/preferences/reliability', headers: { 'content-type': 'application/json' }, payload });

describe('text PostgreSQL cannot store is a 422 on its field, not a server error', () => {
  it.each([
    ['NUL in a string', '{"value":"a\\u0000b"}', 'value'],
    ['NUL deep in a list', '{"value":[["x","\\u0000"]]}', 'value.0.1'],
    ['a lone high surrogate', '{"value":"\\ud800"}', 'value'],
    ['a lone low surrogate', '{"value":{"k":"x\\udc00"}}', 'value.k'],
  ])('%s', async (_, payload, field) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual(['Contains a character that cannot be stored (NUL, or half of a surrogate pair).']);
  });

  it('keeps real surrogate pairs (emoji) and other control characters', async () => {
    const response = await put('{"value":"sofa \\ud83d\\udecb\\ufe0f\\t"}');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.value).toBe('sofa 🛋️\t');
  });

  it('refuses NUL in a query string too', async () => {
    const response = await merchant.bearer({ method: 'GET', url: '/api/commodities?name_like=a%00b' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['name_like']);
  });
});
