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
    [12_345, undefined, false, '12345'],
    [12_345, 'count', false, '12.3k'],
    [12_345, 'count', true, '12,345'],
    [999, 'count', false, '999'],
    [2100, 'mm', false, '2,100 mm'],
    [20, 'MB', false, '20 MB'],
    [12, 'percent', false, '12%'],
    [1234.5, 'currency', false, '¥1,234.50'],
  ] as const)('%d %s (exact %s) → %s', (value, unit, exact, expected) => expect(formatNumber(value, unit, 'en-US', { exact })).toBe(expected));

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
