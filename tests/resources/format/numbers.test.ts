import { describe, expect, it } from 'vitest';
import { formatBytes, formatCompact, formatThousands } from '../../../resources/format/numbers.ts';
import { formatMoney } from '../../../resources/format/units.ts';

describe('formatCompact (spec §9: k M G T P E)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [5_600_000, '5.6M'],
    [2e9, '2G'],
    [3.45e12, '3.5T'],
    [1e15, '1P'],
    [7e18, '7E'],
    [-2500, '-2.5k'],
  ])('%d → %s', (value, expected) => expect(formatCompact(value)).toBe(expected));
});

describe('formatThousands (spec §9)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.89, '1,234,567.89'],
    [-1234567, '-1,234,567'],
    ['42000', '42,000'],
    ['not a number', '0'],
  ])('%j → %s', (value, expected) => expect(formatThousands(value)).toBe(expected));
});

describe('formatBytes (spec §9: 1024-based B K M G T)', () => {
  it.each([
    [0, '0B'],
    [1023, '1023B'],
    [1024, '1K'],
    [1536, '1.5K'],
    [2 * 1024 * 1024, '2M'],
    [20 * 1024 * 1024 + 1, '20M'],
    [1.5 * 1024 ** 3, '1.5G'],
    [3 * 1024 ** 4, '3T'],
    [5 * 1024 ** 5, '5120T'],
  ])('%d → %s', (value, expected) => expect(formatBytes(value)).toBe(expected));
});

// Issue 35: Spanish read "1,746" beside "1299,00 ¥": counts grouped the English way, money the
// Spanish way, where Intl leaves 4-digit numbers ungrouped. One format per language, grouped from
// four digits on for counts and money alike.
describe('one number format per language', () => {
  it.each([
    ['en-US', '1,746', '¥1,299.00'],
    ['zh-CN', '1,746', '¥1,299.00'],
    ['es-ES', '1.746', '1.299,00\u00a0¥'],
    ['ja-JP', '1,746', '￥1,299.00'],
  ])('%s writes a count as %s and money as %s', (locale, count, money) => {
    expect(formatThousands(1746, locale)).toBe(count);
    expect(formatMoney(1299, locale)).toBe(money);
  });

  it('writes a Spanish fraction with its decimal comma', () => {
    expect(formatThousands(1234567.89, 'es-ES')).toBe('1.234.567,89');
  });
});
