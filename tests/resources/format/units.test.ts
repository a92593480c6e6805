import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '../../../resources/format/units.ts';

describe('formatMoney: the sign, two decimals and the locale grouping', () => {
  it.each([
    ['en-US', 1234.5, '¥1,234.50'],
    ['en-US', 0, '¥0.00'],
    ['zh-CN', 1_234_567, '¥1,234,567.00'],
    ['es-ES', 12_345.5, '12.345,50\u00a0¥'], // a no-break space before the sign
  ])('%s %d → %s', (locale, value, expected) => expect(formatMoney(value, locale)).toBe(expected));
});

describe('formatNumber by the field unit', () => {
  it.each([
    [12_345, undefined, '12345'],
    [999, 'count', '999'],
    [2100, 'mm', '2,100 mm'],
    [20, 'MB', '20 MB'],
    [12, 'percent', '12%'],
    [1234.5, 'currency', '¥1,234.50'],
  ] as const)('%d %s → %s', (value, unit, expected) => expect(formatNumber(value, unit, 'en-US')).toBe(expected));

  // Issue #35: a merchant's goods cap read "5k" in its list and "5,000" on its detail page. A count
  // is an exact figure wherever a record's value is shown; spec §9's suffixes are the statistics'.
  it.each([
    [5_000, '5,000'],
    [12_345, '12,345'],
    [1_000_000, '1,000,000'],
  ])('count %d → %s, never shortened to k or M', (value, expected) => expect(formatNumber(value, 'count', 'en-US')).toBe(expected));

  it.each([
    [1_572_864, '1.5M'],
    [839_680, '820K'],
    [512, '512B'],
    [104_857_600, '100M'],
  ])('bytes: %d → %s (spec §9: 1024-based B/K/M/G/T)', (value, expected) => expect(formatNumber(value, 'bytes', 'en-US')).toBe(expected));

  it('words the unit in the reader’s language', () => {
    expect(formatNumber(30, 'seconds', 'zh-CN')).toBe('30秒');
    expect(formatNumber(30, 'seconds', 'en-US')).toBe('30 sec');
  });
});
