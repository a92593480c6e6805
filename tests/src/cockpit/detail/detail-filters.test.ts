import { describe, expect, it } from 'vitest';
import { detailBody, filtersFromSearch, filtersSearch } from '../../../../src/cockpit/detail/detail-filters.ts';

describe('the event lists’ filters in the address', () => {
  it.each([
    ['channel=2&source_type=view&store_id=3&sale_id=5', { channel: 2, source_type: 'view', store_id: 3, sale_id: 5 }],
    ['channel=0', {}],
    ['channel=4', {}],
    ['source_type=1view', {}],
    ['source_type=a%20b', {}],
    ['store_id=-3&sale_id=abc', {}],
    ['store_id=0', {}],
    ['', {}],
  ])('reads %s', (search, filters) => {
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(filters);
  });

  it('writes what it reads, and sends it with the period', () => {
    const filters = { channel: 3 as const, sale_id: 9 };
    expect(filtersFromSearch(new URLSearchParams(filtersSearch(filters)))).toEqual(filters);
    expect(detailBody({ begin: '2025-05-01', end: '2025-05-31' }, filters)).toEqual({
      begin_time: '2025-05-01 00:00:00',
      end_time: '2025-05-31 23:59:59',
      channel: 3,
      sale_id: 9,
    });
  });
});
