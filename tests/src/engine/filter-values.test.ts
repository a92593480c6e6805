import type { CrudFilter } from '@refinedev/core';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../../resources/audit-logs/audit-logs.resource.ts';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { shopTypes } from '../../../resources/shop-types/shop-types.resource.ts';
import { versions } from '../../../resources/versions/versions.resource.ts';
import { filterQuery } from '../../../providers/data-provider.ts';
import { filterControls, filtersFromFormValues, formValuesFromFilters } from '../../../src/engine/filter-values.ts';

describe('the filter bar derived from a declaration', () => {
  it.each([
    [
      shopTypes,
      [
        ['q', 'search'],
        ['style_id', 'multiple'],
        ['enabled', 'yesNo'],
      ],
    ],
    [
      versions,
      [
        ['q', 'search'],
        ['platform', 'multiple'],
        ['update_time', 'dateRange'],
      ],
    ],
    [
      auditLogs,
      [
        ['q', 'search'],
        ['entity', 'text'],
        ['record_id', 'number'],
        ['action', 'multiple'],
        ['merchant_id', 'number'],
      ],
    ],
  ])('offers one control per declared filter, and the search box where fields are searched (%#)', (resource, expected) => {
    expect(filterControls(resource).map((control) => [control.name, control.kind])).toEqual(expected);
  });

  it('leaves out a "contains" filter on a field the search box searches: one box for the same words', () => {
    // shop types declare `name` with filter 'like' and search: the keyword box already finds it.
    expect(shopTypes.fieldList.find((field) => field.name === 'name')).toMatchObject({ filter: 'like', search: true });
    expect(filterControls(shopTypes).map((control) => control.name)).not.toContain('name');
    expect(filterControls(auditLogs).map((control) => control.name)).not.toContain('account_name');
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['like', { name: '  Tmall ' }, { name_like: 'Tmall' }],
    ['in on a select', { style_id: [0, 12] }, { style_id_in: '0,12' }],
    ['switch eq', { enabled: 'false' }, { enabled: 'false' }],
    ['search', { q: 'mall' }, { q: 'mall' }],
    ['empty values', { name: '   ', style_id: [], enabled: undefined, q: '' }, {}],
  ])('sends %s as the API names it', (_, values, query) => {
    // A "contains" control as a declaration whose name the search box does not search would give it.
    const name = shopTypes.fieldList.find((field) => field.name === 'name');
    const controls = [...filterControls(shopTypes), { name: 'name', field: name, kind: 'text' as const }];
    expect(filterQuery(filtersFromFormValues(controls, values))).toEqual(query);
  });

  it('sends a date range as _gte from the start of the first day and _lte to the end of the last', () => {
    const from = dayjs('2026-03-01T15:00:00');
    const to = dayjs('2026-03-31T08:00:00');
    const query = filterQuery(filtersFromFormValues(filterControls(versions), { update_time: [from, to] }));
    expect(query).toEqual({ update_time_gte: from.startOf('day').toISOString(), update_time_lte: to.endOf('day').toISOString() });
  });

  it('reads filters back from the address, where every value is text, into the controls', () => {
    const fromUrl: CrudFilter[] = [
      { field: 'style_id', operator: 'in', value: ['0', '12'] },
      { field: 'enabled', operator: 'eq', value: 'true' },
      { field: 'name', operator: 'contains', value: 'mall' },
      { field: 'q', operator: 'eq', value: 'x' },
    ];
    // A saved address's name filter, no longer a box of its own, is not read into another control.
    expect(formValuesFromFilters(filterControls(shopTypes), fromUrl)).toEqual({ style_id: [0, 12], enabled: 'true', q: 'x' });
    const range = formValuesFromFilters(filterControls(versions), [{ field: 'update_time', operator: 'gte', value: '2026-03-01T00:00:00.000Z' }]);
    expect((range.update_time as [dayjs.Dayjs, null])[0].toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect((range.update_time as unknown[])[1]).toBeNull();
  });

  it('gives a number range two typed bounds, sent as _gte and _lte with 0 a real bound', () => {
    const controls = filterControls(commodities);
    expect(controls.filter((control) => control.kind === 'numberRange').map((control) => control.name)).toEqual(['stock', 'price']);
    expect(filterQuery(filtersFromFormValues(controls, { stock: [0, 20], price: [null, 99.5] }))).toEqual({
      stock_gte: '0',
      stock_lte: '20',
      price_lte: '99.5',
    });
    expect(filterQuery(filtersFromFormValues(controls, { stock: [null, null] }))).toEqual({});
    const fromUrl: CrudFilter[] = [{ field: 'price', operator: 'gte', value: '0' }];
    expect(formValuesFromFilters(controls, fromUrl)).toMatchObject({ price: [0, null] });
  });
});
