import { beforeEach, describe, expect, it } from 'vitest';
import {
  addRecentRecord,
  readRecentRecords,
  RECENT_RECORDS_LIMIT,
  rememberRecentRecord,
  resetRecentRecordsCache,
  type RecentRecord,
} from '../../../src/palette/recent-records.ts';

const record = (id: number, resource = 'shop-types'): RecentRecord => ({ resource, id, title: `Record ${id}` });
const ids = (list: RecentRecord[]) => list.map((entry) => `${entry.resource}:${entry.id}`);

beforeEach(() => {
  localStorage.clear();
  resetRecentRecordsCache();
});

describe('addRecentRecord', () => {
  it.each([
    ['puts a new record first', [record(1), record(2)], record(3), ['shop-types:3', 'shop-types:1', 'shop-types:2']],
    ['moves a record seen again to the front, once', [record(1), record(2), record(3)], record(3), ['shop-types:3', 'shop-types:1', 'shop-types:2']],
    ['treats "3" and 3 as the same record', [record(1), { ...record(3), id: '3' }], record(3), ['shop-types:3', 'shop-types:1']],
    ['keeps equal ids of different resources apart', [record(1, 'versions')], record(1), ['shop-types:1', 'versions:1']],
  ])('%s', (_, list, entry, expected) => {
    expect(ids(addRecentRecord(list, entry))).toEqual(expected);
  });

  it(`keeps the newest ${RECENT_RECORDS_LIMIT}`, () => {
    let list: RecentRecord[] = [];
    for (let id = 1; id <= 15; id++) list = addRecentRecord(list, record(id));
    expect(list).toHaveLength(RECENT_RECORDS_LIMIT);
    expect(list[0].id).toBe(15);
    expect(list.at(-1)?.id).toBe(6);
  });
});

describe('rememberRecentRecord', () => {
  it('keeps a list per user in localStorage, capped and without duplicates', () => {
    for (let id = 1; id <= 12; id++) rememberRecentRecord(7, record(id));
    rememberRecentRecord(7, { ...record(5), title: 'Renamed' });
    rememberRecentRecord(8, record(99));
    resetRecentRecordsCache();
    const mine = readRecentRecords(7);
    expect(mine).toHaveLength(RECENT_RECORDS_LIMIT);
    expect(mine[0]).toEqual({ resource: 'shop-types', id: 5, title: 'Renamed' });
    expect(mine.filter((entry) => entry.id === 5)).toHaveLength(1);
    expect(ids(readRecentRecords(8))).toEqual(['shop-types:99']);
  });

  it('reads a damaged store as empty', () => {
    localStorage.setItem('atrium_recent_records_3', '{not json');
    expect(readRecentRecords(3)).toEqual([]);
    localStorage.setItem('atrium_recent_records_4', JSON.stringify([{ resource: 'shop-types', id: 1, title: 'ok' }, { nonsense: true }]));
    expect(readRecentRecords(4)).toEqual([{ resource: 'shop-types', id: 1, title: 'ok' }]);
  });
});
