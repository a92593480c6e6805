import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../resources/constants.ts';
import { daysLeft, itemKey, parseItemKey } from '../../../src/recycle-bin/recycle-bin-items.ts';

describe('recycle bin rows', () => {
  it('key a record by its kind and id, and read the key back (ids repeat across kinds)', () => {
    expect(itemKey({ kind: 'commodities', id: 7 })).toBe('commodities:7');
    expect(parseItemKey('commodities:7')).toEqual({ kind: 'commodities', id: 7 });
    expect(parseItemKey(itemKey({ kind: 'sticker-apps', id: 12 }))).toEqual({ kind: 'sticker-apps', id: 12 });
  });

  it.each([
    [30 * DAY_MS, 30],
    [29.5 * DAY_MS, 29],
    [DAY_MS - 1, 0],
    [-DAY_MS, 0],
  ])('%d ms before the purge is %d whole days left', (remaining, days) => {
    const now = Date.UTC(2026, 10, 21);
    expect(daysLeft(new Date(now + remaining).toISOString(), now)).toBe(days);
  });
});
