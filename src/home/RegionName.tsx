import { useRegionNames } from './useRegionNames.ts';

/**
 * An event's region, province then city, in the reader's language (useRegionNames); nothing when the
 * event named none. A municipality is its own city (上海 上海): it is named once.
 */
export function RegionName({ province, city }: { province: string | null; city: string | null }) {
  const names = useRegionNames();
  return <>{[...new Set([names.province(province), names.city(city)].filter(Boolean))].join(' ')}</>;
}
