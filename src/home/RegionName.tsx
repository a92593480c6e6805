import { useRegionNames } from './useRegionNames.ts';

/** An event's region, province then city, in the reader's language (useRegionNames); nothing when the event named none. */
export function RegionName({ province, city }: { province: string | null; city: string | null }) {
  const names = useRegionNames();
  return <>{[names.province(province), names.city(city)].filter(Boolean).join(' ')}</>;
}
