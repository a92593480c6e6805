import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { createCommodity, commodityId, validCommodity } from './commodity-helpers.ts';

let t: TestApp;
let merchant: Session;
let merchant2: Session;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  merchant2 = await t.login('merchant2');
});
afterAll(() => t.close());

type Case = [description: string, body: Record<string, unknown>, field: string, message: string];
const refused = async (response: { statusCode: number; body: string; json(): { errors: Record<string, string[]> } }, field: string, message: string) => {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors[field]).toEqual([message]);
};

// Spec §5: full-width colon, semicolon, equals, caret and underscore, and their ASCII forms.
const SPEC_FORBIDDEN = ['：', '；', '＝', '＾', '＿', ';', ':', '=', '^', '_'];
const SPEC_MESSAGE = 'Specs cannot contain ： ； ＝ ＾ ＿ or ; : = ^ _.';

describe('goods with attributes, parameters and SKUs', () => {
  it('creates goods and answers them with prices as numbers and the states the actions change', async () => {
    const created = await createCommodity(merchant);
    expect(created).toMatchObject({
      ...validCommodity,
      on_shelf: false,
      status: 'draft',
      visibility: 'none',
      visible_store_ids: [],
      source: 'manual',
      origin_style_id: null,
      tags: [],
    });
    expect(created.skus).toEqual([{ ...validCommodity.skus[0] }, { ...validCommodity.skus[1] }]);
    const read = (await merchant.browser({ method: 'GET', url: `/api/commodities/${created.id}` })).json().data;
    expect(read).toMatchObject({ price: 1999.5, stock: 5, original_price: null, attributes: validCommodity.attributes });
  });

  const colour = { name: 'Colour', values: ['Oak'] };
  it.each<Case>([
    ['a repeated attribute name', { attributes: [colour, { name: 'Colour', values: ['White'] }], skus: [] }, 'attributes.1.name', 'Attribute name exists.'],
    ['an attribute without values', { attributes: [{ name: 'Colour', values: [] }], skus: [] }, 'attributes.0.values', 'Keep at least one attribute value.'],
    ['a repeated attribute value', { attributes: [{ name: 'Colour', values: ['Oak', 'Oak'] }], skus: [] }, 'attributes.0.values', 'Duplicate values.'],
    ...SPEC_FORBIDDEN.map(
      (c): Case => [`"${c}" in a spec value`, { attributes: [{ name: 'Colour', values: [`Oak${c}`] }], skus: [] }, 'attributes.0.values.0', SPEC_MESSAGE],
    ),
    ...SPEC_FORBIDDEN.map((c): Case => [`"${c}" in the specs`, { specs: `Oak 1${c}8` }, 'specs', SPEC_MESSAGE]),
    [
      'a repeated parameter name',
      {
        parameters: [
          { name: 'Brand', value: 'A' },
          { name: 'Brand', value: 'B' },
        ],
      },
      'parameters.1.name',
      'Parameter name exists.',
    ],
    [
      'a SKU naming a value the goods lack',
      { skus: [{ prop_name: 'Colour:White', price: 1 }] },
      'skus.0.prop_name',
      'This SKU names an attribute or value the goods do not have.',
    ],
    [
      'a SKU that is not name:value pairs',
      { skus: [{ prop_name: 'Colour-Oak', price: 1 }] },
      'skus.0.prop_name',
      'Write the SKU as name:value pairs separated by semicolons, each attribute once (e.g. Colour:Oak;Size:1.8m).',
    ],
    ['more than 10 linked goods', { linked_ids: Array.from({ length: 11 }, (_, i) => i + 1) }, 'linked_ids', 'Choose at most 10.'],
    ['a negative price', { price: -1 }, 'price', 'Must be at least 0.'],
    ['a fractional stock', { stock: 1.5 }, 'stock', 'Invalid value.'],
    ['a 51-character video name', { video_name: 'x'.repeat(51) }, 'video_name', 'At most 50 characters.'],
    ['the shelf state (it has its own action)', { on_shelf: true }, 'on_shelf', 'This field is not accepted.'],
    ['a guide id', { sale_id: 3 }, 'sale_id', 'This field is set by the server and cannot be sent.'],
  ])('refuses %s', async (_, body, field, message) => {
    await refused(await merchant.browser({ method: 'POST', url: '/api/commodities', payload: { ...validCommodity, ...body } }), field, message);
  });

  it('answers the rules in the language asked for', async () => {
    const body = { ...validCommodity, attributes: [colour, colour], skus: [] };
    const response = await merchant.browser({ method: 'POST', url: '/api/commodities', payload: body, headers: { 'accept-language': 'zh-CN' } });
    expect(response.json().errors['attributes.1.name']).toEqual(['属性名已存在。']);
  });

  it('judges a PATCH of SKUs or attributes against what is stored, and keeps nothing of a refused one', async () => {
    const goods = await createCommodity(merchant);
    const patch = (payload: object) => merchant.browser({ method: 'PATCH', url: `/api/commodities/${goods.id}`, payload });
    await refused(
      await patch({ skus: [{ prop_name: 'Size:3.0m', price: 1 }] }),
      'skus.0.prop_name',
      'This SKU names an attribute or value the goods do not have.',
    );
    await refused(
      await patch({ attributes: [{ name: 'Colour', values: ['Oak'] }, validCommodity.attributes[1]] }),
      'skus.1.prop_name',
      'This SKU names an attribute or value the goods do not have.',
    );
    expect((await patch({ skus: [{ prop_name: 'Size:2.0m', price: 5 }] })).json().data.skus).toEqual([{ prop_name: 'Size:2.0m', offer: 0, price: 5 }]);
    expect((await merchant.browser({ method: 'GET', url: `/api/commodities/${goods.id}` })).json().data.attributes).toEqual(validCommodity.attributes);
  });
});

describe('linked goods (spec §9: at most 10 of the same merchant)', () => {
  it("links goods of the merchant, and refuses itself, another merchant's and deleted goods", async () => {
    const bed = await commodityId(merchant, 'Oak bed');
    const goods = await createCommodity(merchant, { linked_ids: [bed] });
    expect(goods.linked_ids).toEqual([bed]);
    const patch = (linked_ids: number[]) => merchant.browser({ method: 'PATCH', url: `/api/commodities/${goods.id}`, payload: { linked_ids } });
    await refused(await patch([bed, goods.id]), 'linked_ids.1', 'Goods cannot be linked to themselves.');
    await refused(await patch([await commodityId(merchant2, 'Corner sofa')]), 'linked_ids.0', 'These goods do not exist or have been deleted.');
    const binned = await createCommodity(merchant, { name: 'Soon deleted' });
    await merchant.browser({ method: 'DELETE', url: `/api/commodities/${binned.id}` });
    await refused(await patch([bed, binned.id]), 'linked_ids.1', 'These goods do not exist or have been deleted.');
  });
});

describe('tenancy and permissions', () => {
  it("answers another merchant's goods with 404 for reads, writes and actions", async () => {
    const id = await commodityId(merchant, 'Oak bed');
    for (const request of [
      { method: 'GET' as const, url: `/api/commodities/${id}` },
      { method: 'PATCH' as const, url: `/api/commodities/${id}`, payload: { price: 1 } },
      { method: 'DELETE' as const, url: `/api/commodities/${id}` },
      { method: 'POST' as const, url: `/api/commodities/${id}/unshelve` },
    ]) {
      expect((await merchant2.browser(request)).statusCode, request.method).toBe(404);
    }
    expect((await merchant.browser({ method: 'GET', url: `/api/commodities/${id}` })).json().data.on_shelf).toBe(true);
  });

  it('lets a guide read goods but neither create nor delete them', async () => {
    const guide = await t.login('guide');
    expect((await guide.browser({ method: 'GET', url: '/api/commodities' })).json().data.total).toBeGreaterThan(0);
    expect((await guide.browser({ method: 'POST', url: '/api/commodities', payload: validCommodity })).statusCode).toBe(403);
    expect((await guide.browser({ method: 'DELETE', url: `/api/commodities/${await commodityId(merchant, 'Oak bed')}` })).statusCode).toBe(403);
  });
});

describe('the attribute and parameter libraries', () => {
  it.each<[string, string, Record<string, unknown>, string, string]>([
    ['an existing attribute name', '/api/commodity-attributes', { name: 'Colour', values: ['Red'] }, 'name', 'Already exists.'],
    ['an attribute without values', '/api/commodity-attributes', { name: 'Finish', values: [] }, 'values', 'Keep at least one attribute value.'],
    ['a forbidden character in a value', '/api/commodity-attributes', { name: 'Finish', values: ['Matte^2'] }, 'values.0', SPEC_MESSAGE],
    ['an existing parameter name', '/api/commodity-parameters', { name: 'Brand', value: 'Other' }, 'name', 'Already exists.'],
  ])('refuses %s', async (_, url, payload, field, message) => refused(await merchant.browser({ method: 'POST', url, payload }), field, message));

  it("keeps each merchant's library apart: the same name is free for another merchant", async () => {
    expect((await merchant2.browser({ method: 'POST', url: '/api/commodity-parameters', payload: { name: 'Warranty', value: '2 years' } })).statusCode).toBe(
      200,
    );
    const names = (await merchant.browser({ method: 'GET', url: '/api/commodity-attributes' })).json().data.list.map((a: { name: string }) => a.name);
    expect(names).toEqual(['Colour', 'Seats', 'Size']);
  });
});
