import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { RESOURCES } from '../../../resources/index.ts';
import { shopTypes } from '../../../resources/shop-types/shop-types.resource.ts';
import { tagResources } from '../../../resources/tags/tags.resource.ts';
import { installValidationMessages } from '../../../resources/validation/error-map.ts';
import { versions } from '../../../resources/versions/versions.resource.ts';
import { ROUTE_TABLE, flattenRoutes } from '../../../resources/routes/route-table.ts';
import { translate } from '../../../resources/messages/index.ts';

installValidationMessages();

describe('defineResource derives the rest from one declaration', () => {
  it('builds a strict create body of the writable fields, with their defaults', () => {
    expect(shopTypes.createSchema.parse({ name: 'Tmall', style_id: 0 })).toEqual({ name: 'Tmall', style_id: 0, description: '', enabled: true });
    expect(shopTypes.createSchema.safeParse({ name: 'Tmall', style_id: 0, merchant_id: 1 }).success).toBe(false);
  });

  it('builds a PATCH body where every field is optional and no default overwrites what is stored', () => {
    expect(shopTypes.patchSchema.parse({ enabled: false })).toEqual({ enabled: false });
  });

  it('takes a createOnly field on create only: PUT and PATCH bodies refuse it', () => {
    const linked = defineResource({
      name: 'linked',
      route: '/linked',
      table: 'linked',
      tenancy: 'platform',
      titleField: 'name',
      fields: { name: field.text(z.string()), link: field.text(z.string().default(''), { createOnly: true }) },
    });
    expect(linked.createSchema.parse({ name: 'a', link: 'https://x' })).toEqual({ name: 'a', link: 'https://x' });
    expect(linked.replaceSchema.safeParse({ name: 'a', link: 'https://x' }).success).toBe(false);
    expect(linked.replaceSchema.parse({ name: 'a' })).toEqual({ name: 'a' });
    expect(linked.patchSchema.safeParse({ link: 'https://x' }).success).toBe(false);
    expect(linked.writableFields).toEqual(['name', 'link']);
    // Without one, PUT takes what POST takes.
    expect(shopTypes.replaceSchema).toBe(shopTypes.createSchema);
  });

  it('lists id and timestamps among the sortable fields, plus the declared ones', () => {
    expect(shopTypes.sortableFields).toEqual(['id', 'created_at', 'updated_at', 'name', 'style_id']);
    expect(shopTypes.searchFields).toEqual(['name', 'description']);
  });

  it('groups fields into declared sections, and refuses a section that is undeclared, repeated or empty', () => {
    const base = { name: 'sectioned', route: '/x', table: 'x', tenancy: 'platform' as const, titleField: 'name' as const };
    const name = field.text(z.string());
    const price = field.number(z.number(), { unit: 'currency', section: 'prices', help: 'resources.sectioned.help.price' });
    expect(defineResource({ ...base, sections: ['basics', 'prices'], fields: { name, price } }).sections).toEqual(['basics', 'prices']);
    expect(() => defineResource({ ...base, fields: { name, price } })).toThrow(
      'the field price is in the section prices, which the resource does not declare in sections',
    );
    expect(() => defineResource({ ...base, sections: ['basics', 'prices', 'prices'], fields: { name, price } })).toThrow('a section is declared twice');
    expect(() => defineResource({ ...base, sections: ['basics', 'prices', 'media'], fields: { name, price } })).toThrow('the section media holds no field');
  });

  it('gives every tag area its own resource, path and page', () => {
    expect(tagResources.map((r) => r.path)).toContain('/api/tags/customer');
    expect(new Set(tagResources.map((r) => r.route)).size).toBe(tagResources.length);
  });

  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s: its page is a route of spec §2 and its texts exist in every language', (_, resource) => {
    expect(flattenRoutes(ROUTE_TABLE).map((route) => route.path)).toContain(resource.route);
    for (const language of ['en', 'zh', 'es', 'ja'] as const) {
      expect(translate(language, `resources.${resource.name}.title`)).not.toContain('resources.');
      for (const field of resource.fieldList)
        expect(translate(language, `resources.${resource.name}.fields.${field.name}`), field.name).not.toContain('resources.');
      for (const option of resource.fieldList.flatMap((f) => f.options ?? [])) expect(translate(language, option.label)).not.toContain('resources.');
    }
  });
});

describe('the browser and the server judge a field with the same rule', () => {
  // The form runs each field's own schema (src/shell/zod-rule.ts); the server the whole body.
  it.each<[string, unknown, string]>([
    ['version', 'v2', 'validation.version'],
    ['version', '2.4', ''],
    ['download_link', 'ftp://x.example.com/a', 'validation.httpLink'],
    ['update_time', undefined, 'validation.required'],
  ])('versions.%s = %j', (name, value, key) => {
    const field = versions.fieldList.find((f) => f.name === name)!;
    const alone = field.schema.safeParse(value);
    const whole = versions.createSchema.safeParse({
      platform: 'windows',
      version: '1.0',
      download_link: 'https://a.example.com',
      update_time: '2026-01-01T00:00:00Z',
      [name]: value,
    });
    expect(alone.success ? '' : alone.error.issues[0].message).toBe(key);
    expect(whole.success ? '' : whole.error.issues.find((i) => i.path[0] === name)?.message).toBe(key);
  });
});
