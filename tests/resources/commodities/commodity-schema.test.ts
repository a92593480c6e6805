import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import {
  commodityShareSchema,
  commodityAttributesSchema,
  commodityParametersSchema,
  commoditySkusSchema,
  isCopyable,
  linkedIdsSchema,
  skuIssues,
} from '../../../resources/commodities/commodity.schema.ts';
import { commodityAttributes } from '../../../resources/commodity-attributes/commodity-attributes.resource.ts';
import { installValidationMessages } from '../../../resources/validation/error-map.ts';

beforeAll(() => installValidationMessages());

/** The message key of each failing path, as the browser's form and the server's 422 see them. */
function issuesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const colour = { name: 'Colour', values: ['Oak', 'Walnut'] };

describe('goods attributes (spec §5)', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['valid attributes', [colour, { name: 'Size', values: ['1.8m'] }], {}],
    ['a repeated attribute name', [colour, { name: 'Colour', values: ['White'] }], { '1.name': 'validation.attributeNameExists' }],
    ['an attribute without values', [{ name: 'Colour', values: [] }], { '0.values': 'validation.attributeValueRequired' }],
    ['a repeated value', [{ name: 'Colour', values: ['Oak', 'Oak'] }], { '0.values': 'validation.duplicateValues' }],
    ['an empty name', [{ name: ' ', values: ['Oak'] }], { '0.name': 'validation.required' }],
    ['a forbidden character in the name', [{ name: 'Col_our', values: ['Oak'] }], { '0.name': 'validation.specForbiddenCharacters' }],
  ])('%s', (_, value, expected) => expect(issuesOf(commodityAttributesSchema, value)).toEqual(expected));

  it.each(['：', '；', ';', ':', '=', '^', '_'])('refuses %s in a spec value', (character) => {
    expect(issuesOf(commodityAttributesSchema, [{ name: 'Colour', values: [`Oak${character}1`] }])).toEqual({
      '0.values.0': 'validation.specForbiddenCharacters',
    });
  });

  it('applies the same rules to the attribute library', () => {
    const values = commodityAttributes.fieldList.find((f) => f.name === 'values')!.schema;
    expect(issuesOf(values, [])).toEqual({ '': 'validation.attributeValueRequired' });
    expect(issuesOf(values, ['Oak', 'Oak'])).toEqual({ '': 'validation.duplicateValues' });
    expect(issuesOf(values, ['Oak=1'])).toEqual({ '0': 'validation.specForbiddenCharacters' });
  });
});

describe('parameters, SKUs and links', () => {
  it.each<[string, z.ZodType, unknown, Record<string, string>]>([
    [
      'repeated parameter names',
      commodityParametersSchema,
      [
        { name: 'Brand', value: 'A' },
        { name: 'Brand', value: 'B' },
      ],
      { '1.name': 'validation.parameterNameExists' },
    ],
    ['a prop_name that is not name:value pairs', commoditySkusSchema, [{ prop_name: 'Colour=Oak', price: 1 }], { '0.prop_name': 'validation.skuPropName' }],
    [
      'a repeated SKU',
      commoditySkusSchema,
      [
        { prop_name: 'Colour:Oak', price: 1 },
        { prop_name: 'Colour:Oak', price: 2 },
      ],
      { '1.prop_name': 'validation.duplicate' },
    ],
    ['a negative SKU price', commoditySkusSchema, [{ prop_name: 'Colour:Oak', price: -1 }], { '0.price': 'validation.tooSmall' }],
    ['11 linked goods (spec §9: at most 10)', linkedIdsSchema, Array.from({ length: 11 }, (_, i) => i + 1), { '': 'validation.tooMany' }],
    ['a goods linked twice', linkedIdsSchema, [3, 3], { '': 'validation.duplicateValues' }],
  ])('refuses %s', (_, schema, value, expected) => expect(issuesOf(schema, value)).toEqual(expected));

  it.each<[string, string, string | undefined]>([
    ['names attributes and values of the goods', 'Colour:Oak;Size:1.8m', undefined],
    ['with spaces around the parts', ' Colour : Walnut ; Size:2.0m', undefined],
    ['names a value the attribute lacks', 'Colour:White', 'validation.skuUnknownSpec'],
    ['names an attribute the goods lack', 'Finish:Matte', 'validation.skuUnknownSpec'],
    ['names one attribute twice', 'Colour:Oak;Colour:Walnut', 'validation.skuPropName'],
  ])('a SKU that %s', (_, propName, key) => {
    const attributes = [colour, { name: 'Size', values: ['1.8m', '2.0m'] }];
    expect(skuIssues(attributes, [{ prop_name: propName }])).toEqual(key ? [{ index: 0, message: key }] : []);
  });
});

describe('sharing and copying', () => {
  it.each<[unknown, Record<string, string>]>([
    [{ visibility: 'partial' }, { store_ids: 'validation.pickOrganisation' }],
    [{ visibility: 'partial', store_ids: [] }, { store_ids: 'validation.pickOrganisation' }],
    [{ visibility: 'partial', store_ids: [1] }, {}],
    [{ visibility: 'all' }, {}],
    [{ visibility: 'public' }, { visibility: 'validation.invalidValue' }],
  ])('share %j', (body, expected) => expect(issuesOf(commodityShareSchema, body)).toEqual(expected));

  it.each([
    [null, true],
    [12, true],
    [0, false],
    [16, false],
  ])('goods from shop type %s may be copied: %s', (styleId, expected) => expect(isCopyable({ origin_style_id: styleId })).toBe(expected));
});

describe('the goods declaration', () => {
  const fieldIssues = (name: string, value: unknown) => issuesOf(commodities.fieldList.find((f) => f.name === name)!.schema, value);

  it('limits the video name to 50 characters and the 3D model to web links', () => {
    expect(fieldIssues('video_name', 'x'.repeat(51))).toEqual({ '': 'validation.tooLong' });
    expect(fieldIssues('model_url', 'ftp://models.example.com/a.glb')).toEqual({ '': 'validation.httpLink' });
    expect(fieldIssues('model_url', '')).toEqual({});
  });

  it('judges the SKUs of a whole body against its attributes (create, replace, import)', () => {
    const body = {
      name: 'Bed',
      attributes: [colour],
      skus: [
        { prop_name: 'Colour:Oak', price: 1 },
        { prop_name: 'Colour:White', price: 1 },
      ],
    };
    expect(issuesOf(commodities.createSchema, body)).toEqual({ 'skus.1.prop_name': 'validation.skuUnknownSpec' });
    expect(issuesOf(commodities.createSchema, { ...body, skus: body.skus.slice(0, 1) })).toEqual({});
  });

  it('keeps state fields out of create and update bodies: they change through their actions', () => {
    for (const name of ['on_shelf', 'status', 'visibility', 'visible_store_ids', 'source', 'origin_style_id', 'upload_failed', 'sale_id']) {
      expect(commodities.writableFields).not.toContain(name);
    }
    expect(commodities.recordActions.map((a) => a.name)).toEqual(['shelve', 'unshelve', 'submit', 'copy', 'share', 'unshare']);
  });
});
