import { type PeriodChoice, periodQuery } from '../../home/stats-period.ts';

/**
 * The filters the event-level lists narrow by, as the statistics API names them (spec §7; the
 * `HOURLY_FILTERS` of resources/stats/stats-query.schema.ts): a channel group of the grouped
 * mapping (1 = channels 0–1, 2 = channel 2, 3 = channels 3–5), an event kind, a store, a guide.
 */
export type DetailFilters = { channel?: 1 | 2 | 3; source_type?: string; store_id?: number; sale_id?: number };
export const CHANNEL_GROUP_VALUES = [1, 2, 3] as const;
const KEYS = ['channel', 'source_type', 'store_id', 'sale_id'] as const;

const positive = (text: string | null) => (text && /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

/** The filters an address holds (`?channel=2&source_type=view&store_id=3`); anything malformed is dropped. */
export function filtersFromSearch(search: URLSearchParams): DetailFilters {
  const channel = positive(search.get('channel'));
  const kind = search.get('source_type') ?? '';
  return {
    ...((CHANNEL_GROUP_VALUES as readonly number[]).includes(channel ?? 0) ? { channel: channel as 1 | 2 | 3 } : {}),
    ...(/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(kind) ? { source_type: kind } : {}),
    ...(positive(search.get('store_id')) ? { store_id: positive(search.get('store_id')) } : {}),
    ...(positive(search.get('sale_id')) ? { sale_id: positive(search.get('sale_id')) } : {}),
  };
}

/** The address query of filters: what a reload, a shared link and a drill-down carry. */
export function filtersSearch(filters: DetailFilters): Record<string, string> {
  return Object.fromEntries(KEYS.flatMap((key) => (filters[key] === undefined ? [] : [[key, String(filters[key])]])));
}

/** The body of a statistics call for a period and filters. */
export function detailBody(choice: PeriodChoice, filters: DetailFilters): Record<string, string | number> {
  return { ...periodQuery(choice), ...filters };
}

/** The same as a query string: what a list is keyed by (another starts again at the first page). */
export const detailQuery = (choice: PeriodChoice, filters: DetailFilters) =>
  new URLSearchParams(Object.entries(detailBody(choice, filters)).map(([key, value]) => [key, String(value)])).toString();

/** Whether any filter is set. */
export const filtered = (filters: DetailFilters) => KEYS.some((key) => filters[key] !== undefined);
