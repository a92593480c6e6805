import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../../resources/audit-logs/audit-logs.resource.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { shopTypes } from '../../../resources/shop-types/shop-types.resource.ts';
import { tagResources } from '../../../resources/tags/tags.resource.ts';
import { versions } from '../../../resources/versions/versions.resource.ts';
import { plans } from '../../../resources/plans/plans.resource.ts';
import { createDefaults, formFields, fromFormValues, isRequired, maxLength, ruleSchema, toFormValues } from '../../../src/engine/form-values.ts';

const field = (resource: ResourceDefinition, name: string) => resource.fieldList.find((f) => f.name === name)!;

describe('form values derived from a declaration', () => {
  it('edits every field the server does not set itself', () => {
    expect(formFields(shopTypes).map((f) => f.name)).toEqual(['name', 'style_id', 'description', 'enabled']);
    expect(formFields(auditLogs)).toEqual([]);
  });

  it("offers a createOnly field (a plan's source link) when creating, not when editing", () => {
    expect(formFields(plans).map((f) => f.name)).toContain('source_link');
    expect(formFields(plans, true).map((f) => f.name)).not.toContain('source_link');
  });

  it.each([
    [shopTypes, { description: '', enabled: true }],
    [versions, { notes: '' }],
    [tagResources[0], { multiple: false }],
  ])('starts a new record from the schema defaults (%#)', (resource, defaults) => {
    expect(createDefaults(resource)).toEqual(defaults);
  });

  it.each([
    ['name', true],
    ['style_id', true],
    ['description', false],
    ['enabled', false],
  ])('marks %s required: %s', (name, required) => {
    expect(isRequired(field(shopTypes, name))).toBe(required);
  });

  it('turns a record date-time into a picker value and back into ISO text', () => {
    const record = { platform: 'android', version: '2.4', download_link: 'https://x.test/a', update_time: '2026-03-01T10:00:00.000Z', notes: null };
    const values = toFormValues(versions, record);
    expect(dayjs.isDayjs(values.update_time)).toBe(true);
    expect(values.notes).toBeUndefined();
    expect(fromFormValues(versions, values)).toEqual({ ...record, notes: undefined });
  });

  it("checks a picker's value with the field's own schema", () => {
    const rule = ruleSchema(field(versions, 'update_time'));
    expect(rule.safeParse(dayjs('2026-03-01T10:00:00Z')).success).toBe(true);
    expect(rule.safeParse(null).success).toBe(false);
  });

  it('knows the longest text a field takes, defaults or not', () => {
    expect(maxLength(field(shopTypes, 'name').schema)).toBe(50);
    expect(maxLength(field(shopTypes, 'description').schema)).toBe(200);
    expect(maxLength(field(shopTypes, 'enabled').schema)).toBeUndefined();
  });
});
