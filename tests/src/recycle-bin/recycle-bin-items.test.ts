import { describe, expect, it } from 'vitest';
import { DAY_MS, RECYCLE_BIN_DAYS } from '../../../resources/constants.ts';
import { daysLeft, itemKey, parseItemKey } from '../../../src/recycle-bin/recycle-bin-items.ts';

describe('recycle bin rows', () => {
  it('key a record by its kind and id, and read the key back (ids repeat across kinds)', () => {
    expect(itemKey({ kind: 'commodities', id: 7 })).toBe('commodities:7');
    expect(parseItemKey('commodities:7')).toEqual({ kind: 'commodities', id: 7 });
    expect(parseItemKey(itemKey({ kind: 'sticker-apps', id: 12 }))).toEqual({ kind: 'sticker-apps', id: 12 });
  });

  // Issue #35: an item deleted seconds earlier read "in 29 days" (29.99… whole periods, rounded down).
  it.each([
    ['a second after the deletion', 30, new Date(2026, 10, 21, 9, 0, 1)],
    ['the evening of the deletion', 30, new Date(2026, 10, 21, 21)],
    ['the next morning', 29, new Date(2026, 10, 22, 8)],
    ['the day before the purge, after its hour', 1, new Date(2026, 11, 20, 23)],
    ['the purge day, before its hour', 0, new Date(2026, 11, 21, 8)],
    ['after the purge hour, before the purge ran', 0, new Date(2026, 11, 21, 10)],
  ])('%s: %i days left', (_, days, now) => {
    const expiresAt = new Date(new Date(2026, 10, 21, 9).getTime() + RECYCLE_BIN_DAYS * DAY_MS);
    expect(daysLeft(expiresAt.toISOString(), now.getTime())).toBe(days);
  });
});
