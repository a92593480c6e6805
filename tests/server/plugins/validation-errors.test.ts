import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIP_FIELDS } from '../../../resources/constants.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addProbeRoutes, validNestedBody } from './probe-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extend: addProbeRoutes });
});
afterAll(() => t.close());

const post = (payload: unknown, url = '/api/test/nested', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const NOT_ACCEPTED = 'This field is not accepted.';
const OWNERSHIP = 'This field is set by the server and cannot be sent.';
const SUMMARY = 'Some fields are not valid: correct them and try again.';

describe('422 answers of the main API', () => {
  it('a valid nested body passes and is answered in the main envelope', async () => {
    const response = await post(validNestedBody);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status_code: 200, message: 'ok', data: { name: 'Sofa' } });
  });

  it('reports every failed field at its dotted path, with the summary message', async () => {
    const response = await post({
      name: 'S',
      skus: [{ price: 1 }, { price: -5 }, { price: 'ten' }],
      attributes: [
        { name: 'colour', values: ['red'] },
        { name: 'size', values: [] },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status_code: 422,
      message: SUMMARY,
      errors: {
        name: ['At least 2 characters.'],
        'skus.1.price': ['Must be at least 0.'],
        'skus.2.price': ['Invalid value.'],
        'attributes.1.values': ['Choose at least 1.'],
      },
    });
  });

  it.each([
    ['a missing field', { skus: [], attributes: [] }, 'name', 'Required.'],
    ['a null field', { name: null, skus: [], attributes: [] }, 'name', 'Required.'],
    ['a string too long', { name: 'x'.repeat(21), skus: [], attributes: [] }, 'name', 'At most 20 characters.'],
    ['a wrong type', { name: 'Sofa', skus: 'many', attributes: [] }, 'skus', 'Invalid value.'],
    ['a non-integer deep inside', { name: 'Sofa', skus: [{ price: 1, stock: 1.5 }], attributes: [] }, 'skus.0.stock', 'Invalid value.'],
    ['a missing nested field', { name: 'Sofa', skus: [{}], attributes: [] }, 'skus.0.price', 'Required.'],
    [
      'an array element of the wrong type',
      { name: 'Sofa', skus: [], attributes: [{ name: 'c', values: ['a', 3] }] },
      'attributes.0.values.1',
      'Invalid value.',
    ],
  ])('%s → errors["%s"]', async (_, payload, field, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it.each([
    ['top level', { ...validNestedBody, colour: 'red' }, 'colour'],
    ['inside an array element', { ...validNestedBody, skus: [{ price: 1, discount: 5 }] }, 'skus.0.discount'],
    [
      'two levels down',
      {
        ...validNestedBody,
        attributes: [
          { name: 'c', values: ['a'] },
          { name: 'd', values: ['b'], hidden: true },
        ],
      },
      'attributes.1.hidden',
    ],
  ])('an unknown key at %s is reported at its own key as not accepted', async (_, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [NOT_ACCEPTED] });
  });

  it('several unknown keys are each reported', async () => {
    const response = await post({ ...validNestedBody, a: 1, b: 2 });
    expect(response.json().errors).toEqual({ a: [NOT_ACCEPTED], b: [NOT_ACCEPTED] });
  });

  it.each(OWNERSHIP_FIELDS)('the ownership field "%s" is refused with the ownership message', async (field) => {
    const response = await post({ ...validNestedBody, [field]: 7 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status_code: 422, message: SUMMARY, errors: { [field]: [OWNERSHIP] } });
  });

  it('an ownership field inside a nested object is refused at its dotted path', async () => {
    const response = await post({ ...validNestedBody, skus: [{ price: 1, merchant_id: 2 }] });
    expect(response.json().errors).toEqual({ 'skus.0.merchant_id': [OWNERSHIP] });
  });

  it('a body that is not an object at all is a 422, never a 5xx', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/test/nested', payload, headers: { 'content-type': 'application/json' } });
      expect([400, 422]).toContain(response.statusCode);
      expect(response.json().status_code).toBe(response.statusCode);
    }
  });

  it('query-string validation is a 422 with errors too', async () => {
    const session = await t.login('merchant');
    const response = await session.bearer({ method: 'GET', url: '/api/seller/saleInfo?saleId=abc&unknown=1' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['saleId', 'unknown']);
    expect(response.json().errors.unknown).toEqual([NOT_ACCEPTED]);
  });
});

describe('validation on the boot API → HTTP 200, code 400', () => {
  it('answers the boot envelope with dotted errors', async () => {
    const response = await post({ name: 'Sofa', skus: [{ price: -1 }], attributes: [], id: 3 }, '/admin-api/test/nested');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 400,
      msg: SUMMARY,
      errors: { 'skus.0.price': ['Must be at least 0.'], id: [OWNERSHIP] },
    });
  });

  it('a valid body is answered in the boot envelope', async () => {
    const response = await post(validNestedBody, '/admin-api/test/nested');
    expect(response.json()).toEqual({ code: 0, msg: '', data: { name: 'Sofa' } });
  });
});
