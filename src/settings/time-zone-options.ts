import { isWholeHourZone } from '../../resources/stats/time-zone.ts';

/** A zone's offset from UTC at an instant, as people read it: `UTC+08:00`. */
export function offsetLabel(zone: string, at = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return !name || name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
}

let wholeHourZones: string[] | undefined;

/**
 * The zones a merchant's statistics may count days in (whole-hour offsets, the server's rule),
 * UTC first, each with its offset now; the current zone is kept even if the list lacks it.
 */
export function statsZoneOptions(current?: string): { value: string; label: string }[] {
  wholeHourZones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC' && isWholeHourZone(zone))];
  const zones = current && !wholeHourZones.includes(current) ? [current, ...wholeHourZones] : wholeHourZones;
  return zones.map((zone) => ({ value: zone, label: `${zone} (${offsetLabel(zone)})` }));
}
