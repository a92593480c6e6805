import { describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { RESOURCES } from '../../../resources/index.ts';
import { installValidationMessages } from '../../../resources/validation/error-map.ts';
import { CUSTOM_WIDGETS, customWidget } from '../../../src/engine/custom-widgets.tsx';
import { createDefaults, fromFormValues, ruleSchema, toFormValues } from '../../../src/engine/form-values.ts';
import { recordActionUi } from '../../../src/engine/record-action-ui.ts';

installValidationMessages();
const field = (name: string) => commodities.fieldList.find((f) => f.name === name)!;

describe('custom widgets and record action hints, declared by name', () => {
  it('has a widget for every name a declaration gives', () => {
    const named = RESOURCES.flatMap((resource) => resource.fieldList.filter((f) => f.widget).map((f) => f.widget!));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !CUSTOM_WIDGETS[name])).toEqual([]);
  });

  it('refuses a widget name nobody registered', () => {
    expect(() => customWidget({ widget: 'nope' })).toThrow(/No custom widget named "nope"/);
  });

  it('has a body dialog for every declared record action that takes a body', () => {
    const missing = RESOURCES.flatMap((resource) => resource.recordActions.filter((action) => action.body && !recordActionUi(resource.name, action.name).BodyDialog).map((action) => `${resource.name}/${action.name}`));
    expect(missing).toEqual([]);
  });
});

describe('form values of custom-widget and media fields', () => {
  it('edits json fields with a widget as values, never as JSON text', () => {
    const defaults = createDefaults(commodities);
    expect(defaults).toMatchObject({ attributes: [], parameters: [], skus: [], linked_ids: [], cover: '', detail_images: [] });
    const record = { attributes: [{ name: 'Colour', values: ['Oak'] }], skus: [{ prop_name: 'Colour:Oak', offer: 1, price: 2 }] };
    expect(toFormValues(commodities, record)).toMatchObject(record);
  });

  it('leaves cleared SKU numbers out, so offer takes its default and promoPrice stays optional', () => {
    const body = fromFormValues(commodities, { skus: [{ prop_name: 'Colour:Oak', offer: null, price: 5, promoPrice: null }] });
    expect(body.skus).toEqual([{ prop_name: 'Colour:Oak', price: 5 }]);
  });

  it('clears a removed single file to an empty address, so an edit really removes it', () => {
    const body = fromFormValues(commodities, { cover: null, video_url: null, detail_images: null });
    expect(body).toMatchObject({ cover: '', video_url: '' });
    expect(body.detail_images).toBeUndefined();
  });

  it('judges the whole field only for problems of the whole value; rows show their own', () => {
    const rule = ruleSchema(field('attributes'));
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
