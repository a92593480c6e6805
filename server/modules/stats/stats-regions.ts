import { LRUCache } from 'lru-cache';
import { type Language, translate } from '../../../resources/messages/index.ts';
import type { StoredRegion } from '../../../resources/stats/cities.ts';
import type { StatsEvent } from '../../../resources/stats/stats-event.schema.ts';

/**
 * Regions as codes (issue 34): ingestion stores an event's province and city as their GB/T 2260
 * codes, and the exports name them in the reader's language (resources/stats/cities.ts says why and
 * how). The city tables and pinyin-pro weigh about 10 MB of heap, so they load on first use, not
 * when the instance starts (figure 7a): the first batch that names a region, or the first export
 * of regions or events.
 */
let tables: Promise<typeof import('../../../resources/stats/cities.ts')> | undefined;
const regionTables = () => {
  tables ??= import('../../../resources/stats/cities.ts');
  return tables;
};

/** Distinct (province, city) pairs an instance keeps normalised: apps send the same few over and over. */
const SEEN_MAX = 10_000;
const seen = new LRUCache<string, StoredRegion>({ max: SEEN_MAX });

/** Rewrites each event's province and city as stored (storedRegion): codes, '' for what names no place of China. */
export async function normaliseRegions(events: StatsEvent[]): Promise<void> {
  if (!events.some((event) => event.province !== undefined || event.city !== undefined)) return;
  const { storedRegion } = await regionTables();
  for (const event of events) {
    if (event.province === undefined && event.city === undefined) continue;
    const key = `${event.province ?? '\u0000'}\u0001${event.city ?? '\u0000'}`;
    let region = seen.get(key);
    if (!region) {
      region = storedRegion(event.province, event.city);
      seen.set(key, region);
    }
    event.province = region.province;
    event.city = region.city;
  }
}

/** The sheet's cell of a region column (`province`, `city`) in the reader's language, "Unknown region" for ''; null for any other column. */
export async function regionCells(columns: readonly string[], language: Language): Promise<(column: string, value: unknown) => unknown> {
  if (!columns.includes('province') && !columns.includes('city')) return () => null;
  const labels = (await regionTables()).regionLabels(language, translate(language, 'resources.stats.unknownRegion'));
  return (column, value) => {
    if (typeof value !== 'string') return null;
    if (column === 'province') return labels.province(value);
    if (column === 'city') return labels.city(value);
    return null;
  };
}
