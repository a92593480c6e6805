import { describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { installValidationMessages } from '../../../resources/validation/error-map.ts';
import { createDefaults, fromFormValues, ruleSchema, toFormValues } from '../../../src/engine/form-values.ts';
import { resourceUi as ui } from '../../../src/commodities/commodities.ui.tsx';

installValidationMessages();
const field = (name: string) => commodities.fieldList.find((f) => f.name === name)!;

describe('goods form values through their extension: custom-widget and media fields', () => {
  it('edits json fields with a widget as values, never as JSON text', () => {
    const defaults = createDefaults(commodities, ui);
    expect(defaults).toMatchObject({ attributes: [], parameters: [], skus: [], linked_ids: [], cover: '', detail_images: [] });
    const record = { attributes: [{ name: 'Colour', values: ['Oak'] }], skus: [{ prop_name: 'Colour:Oak', offer: 1, price: 2 }] };
    expect(toFormValues(commodities, record, ui)).toMatchObject(record);
  });

  it('leaves cleared SKU numbers out, so offer takes its default and promoPrice stays optional', () => {
    const body = fromFormValues(commodities, { skus: [{ prop_name: 'Colour:Oak', offer: null, price: 5, promoPrice: null }] }, ui);
    expect(body.skus).toEqual([{ prop_name: 'Colour:Oak', price: 5 }]);
  });

  it('clears a removed single file to an empty address, so an edit really removes it', () => {
    const body = fromFormValues(commodities, { cover: null, video_url: null, detail_images: null }, ui);
    expect(body).toMatchObject({ cover: '', video_url: '' });
    expect(body.detail_images).toBeUndefined();
  });

  it('judges the whole field only for problems of the whole value; rows show their own', () => {
    const rule = ruleSchema(field('attributes'), ui);
    const repeated = [
      { name: 'Colour', values: ['Oak'] },
      { name: 'Colour', values: ['Teak'] },
    ];
    expect(rule.safeParse(repeated).success).toBe(true);
    const tooMany = Array.from({ length: 21 }, (_, index) => ({ name: `A${index}`, values: ['x'] }));
    expect(rule.safeParse(tooMany).error?.issues[0].message).toBe('validation.tooMany');
  });

  it.each([
    ['/files/demo/bed.png', true],
    ['https://cdn.example.com/bed.png', true],
    ['', true],
    ['javascript:alert(1)', false],
    ['//evil.example.com/x.png', false],
  ])('accepts %s as a goods cover: %s', (url, ok) => {
    expect(field('cover').schema.safeParse(url).success).toBe(ok);
  });
});
