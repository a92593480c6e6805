import { describe, expect, it } from 'vitest';
import { reachableRows } from '../../../src/home/useWindowedPaging.ts';
import { changeOf, formatChange, formatCount, formatDuration, zonedHour } from '../../../src/home/stats-format.ts';
import { periodFromSearch, periodQuery } from '../../../src/home/stats-period.ts';
import { englishI18n } from '../render-in-app.tsx';

const t = (await englishI18n()).t;

describe('the home page formats', () => {
  it.each([
    [0, '0'],
    [98_765, '98,765'],
    [123_456, '123.5k'],
    [5_600_000, '5.6M'],
  ])('count %d → %s', (value, text) => expect(formatCount(value)).toBe(text));

  it.each([
    [0, '0 min'],
    [20, 'under 1 min'],
    [300, '5 min'],
    [5_400, '1 h 30 min'],
    [3_600 * 12_345, '12,345 h 0 min'],
  ])('duration %d s → %s', (seconds, text) => expect(formatDuration(t, seconds)).toBe(text));

  it.each([
    [125, 100, '+25%'],
    [75, 100, '-25%'],
    [100, 100, '0%'],
    [2, 3, '-33.3%'],
  ])('change %d against %d → %s', (current, previous, text) => expect(formatChange(changeOf(current, previous) as number)).toBe(text));

  it('has no percentage against a previous zero', () => expect(changeOf(5, 0)).toBeNull());

  it('tells the whole hour in the merchant zone', () => {
    expect(zonedHour('2025-06-10T06:00:00.000Z', 'Asia/Shanghai')).toBe('14:00');
    expect(zonedHour('2025-06-10T06:00:00.000Z', 'America/New_York')).toBe('02:00');
  });
});

describe('the period in the address', () => {
  it.each([
    ['', { period: 'today' }],
    ['period=30d', { period: '30d' }],
    ['period=90d', { period: 'today' }],
    ['begin=2025-02-01&end=2025-02-28', { begin_time: '2025-02-01 00:00:00', end_time: '2025-02-28 23:59:59' }],
    ['begin=2025-02-01&end=2025-02-30', { period: 'today' }],
    ['begin=2025-03-01&end=2025-02-01', { period: 'today' }],
    ['begin=2023-01-01&end=2025-01-01', { period: 'today' }],
  ])('"%s" asks for %j', (search, query) => expect(periodQuery(periodFromSearch(new URLSearchParams(search)))).toEqual(query));
});

describe('the event log pager', () => {
  it.each([
    [150, 20, 150],
    [50_000, 20, 10_000],
    [50_000, 30, 9_990],
    [50_000, 100, 10_000],
  ])('%d events by %d a page reach %d rows', (total, pageSize, rows) => expect(reachableRows(total, pageSize)).toBe(rows));
});
