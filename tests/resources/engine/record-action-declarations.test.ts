import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';

const base = {
  name: 'gadgets',
  route: '/content/commodityManagement',
  table: 'gadgets',
  tenancy: 'merchant' as const,
  titleField: 'name' as const,
  fields: { name: field.text(z.string().min(1)), low: field.number(z.number().default(0)), high: field.number(z.number().default(0)) },
};

describe('record actions and whole-body checks in a declaration', () => {
  it('declares no record actions unless asked', () => {
    expect(defineResource(base).recordActions).toEqual([]);
  });

  it.each([
    [
      'a repeated name',
      [
        { name: 'shelve', action: 'shelve' },
        { name: 'shelve', action: 'shelve' },
      ],
    ],
    ['a name the engine uses itself', [{ name: 'delete', action: 'delete' }]],
  ] as const)('refuses %s', (_, recordActions) => {
    expect(() => defineResource({ ...base, recordActions: [...recordActions] })).toThrow(/record action names/);
  });

  it('runs a check on whole bodies (create, replace, import) but not on partial ones', () => {
    const resource = defineResource({
      ...base,
      check: (body, ctx) => {
        if ((body.low as number) > (body.high as number)) ctx.addIssue({ code: 'custom', path: ['low'], message: 'validation.invalidValue' });
      },
    });
    expect(resource.createSchema.safeParse({ name: 'a', low: 2, high: 1 }).error?.issues.map((i) => i.path)).toEqual([['low']]);
    expect(resource.createSchema.safeParse({ name: 'a', low: 1, high: 2 }).success).toBe(true);
    expect(resource.patchSchema.safeParse({ low: 2 }).success).toBe(true);
  });
});
