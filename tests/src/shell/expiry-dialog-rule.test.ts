import { describe, expect, it } from 'vitest';
import { expiryBand, shouldShowExpiryDialog } from '../../../src/shell/expiry-dialog-rule.ts';

describe('expiryBand: the 10-day band a number of days left falls in', () => {
  it.each([
    [60, 6],
    [51, 6],
    [50, 5],
    [41, 5],
    [21, 3],
    [20, 2],
    [11, 2],
    [10, 1],
  ])('%i days → band %i', (days, band) => {
    expect(expiryBand(days)).toBe(band);
  });
});

describe('shouldShowExpiryDialog (spec §9 account expiry)', () => {
  it.each<[string, number | null, number | null, boolean]>([
    ['no expiry date', null, null, false],
    ['more than 60 days left', 61, null, false],
    ['far away, even if never shown', 365, null, false],
    ['exactly 60 days left, never shown', 60, null, true],
    ['60 days left, band 6 already shown', 60, 6, false],
    ['51 days left, band 6 already shown', 51, 6, false],
    ['50 days left: a new band after band 6', 50, 6, true],
    ['45 days left, band 5 already shown', 45, 5, false],
    ['a band skipped while away still shows', 25, 6, true],
    ['11 days left, band 2 already shown', 11, 2, false],
    ['11 days left, band 3 last shown', 11, 3, true],
    ['10 days left: always', 10, 1, true],
    ['7 days left, shown a moment ago', 7, 1, true],
    ['1 day left', 1, 1, true],
    ['0 days left: already lapsed (rounded up)', 0, null, false],
    ['-0 days left: lapsed hours ago', -0, null, false],
    ['lapsed a week ago', -7, null, false],
  ])('%s → %s', (_, daysLeft, lastShownBand, expected) => {
    expect(shouldShowExpiryDialog(daysLeft, lastShownBand)).toBe(expected);
  });
});
