import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../src/lib/relative-time.ts';
import { isExternalLink, textLength } from '../../../src/lib/text.ts';
import { isEmail } from '../../../resources/validation/patterns.ts';

describe('isExternalLink (spec §5)', () => {
  it.each([
    ['http://a.example', true],
    ['https://a.example/x', true],
    ['mailto:someone@a.example', true],
    ['tel:+86123', true],
    ['/content/commodityManagement', false],
    ['ftp://a.example', false],
    ['HTTPS://a.example', false],
    ['', false],
  ])('%s → %s', (value, expected) => expect(isExternalLink(value)).toBe(expected));
});

describe('textLength (spec §5: non-ASCII counts 2)', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['商品', 4],
    ['a商b', 4],
    ['é', 2],
    ['😀', 2],
  ])('%j → %i', (value, expected) => expect(textLength(value)).toBe(expected));
});

describe('relativeTime (spec §9)', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it.each([
    [29, { key: 'time.justNow' }],
    [30, { key: 'time.minutesAgo', count: 1 }],
    [61, { key: 'time.minutesAgo', count: 2 }],
    [3599, { key: 'time.minutesAgo', count: 60 }],
    [3600, { key: 'time.hoursAgo', count: 1 }],
    [86_399, { key: 'time.hoursAgo', count: 24 }],
    [86_400, { key: 'time.oneDayAgo' }],
  ])('%d s ago → %j', (secondsAgo, expected) => expect(relativeTime(now - secondsAgo * 1000, now)).toEqual(expected));

  it('gives the date itself after two days', () => {
    const result = relativeTime(now - 3 * 86_400_000, now);
    expect(result.key).toBe('time.date');
  });
});

describe('isEmail (spec §5 pattern)', () => {
  it.each([
    ['a@b.cn', true],
    ['first.last@example.com', true],
    ['first_last-x@mail.example.org', true],
    ['a..b@example.com', false],
    ['_a@example.com', false],
    ['a@example.c', false],
    ['a@example.abcdefg', false],
    ['a@example', false],
    ['a b@example.com', false],
  ])('%s → %s', (value, expected) => expect(isEmail(value)).toBe(expected));
});
