import { describe, expect, it } from 'vitest';
import { formatBytes, formatCompact, formatThousands } from '../../../resources/format/numbers.ts';

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
