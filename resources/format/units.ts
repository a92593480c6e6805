// How a number field reads beside its unit (FieldOptions.unit), the same in the browser and in
// anything the server writes for people. Grouping, decimal marks and unit words follow the locale.
import type { NumberUnit } from '../engine/fields.ts';
import { formatBytes, formatThousands, numberFormat } from './numbers.ts';

/** The product's prices are in yuan (its merchants sell in mainland China). */
export const CURRENCY = 'CNY';

/** Intl's unit names for the units that are written after the number. */
const INTL_UNITS: Record<Exclude<NumberUnit, 'currency' | 'count' | 'bytes'>, string> = {
  mm: 'millimeter',
  MB: 'megabyte',
  seconds: 'second',
  percent: 'percent',
};

/** Money: "¥1,234.50" (en, zh), "1.234,50 ¥" (es): the sign, two decimals, grouped as counts are (numbers.ts). */
export function formatMoney(value: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol' }).format(value);
}

/**
 * A number as a record's value reads, the same in its list cell and on its detail view: money as
 * money, a count whole with spec §9's thousands separators ("5,000", "12,345": a cap or a stock is
 * an exact figure, and a list cell that wrote "5k" disagreed with the detail's "5,000"), a byte count
 * as a size ("1.5M", spec §9's 1024-based B/K/M/G/T, as the material centre writes sizes), a measure
 * with its unit ("2,100 mm"), and a number without a unit (an id) as it is. Spec §9's suffixes
 * (k M G T P E) are for the statistics' figures, which may run to millions (src/home/stats-format.ts).
 */
export function formatNumber(value: number, unit: NumberUnit | undefined, locale: string): string {
  switch (unit) {
    case undefined:
      return String(value);
    case 'currency':
      return formatMoney(value, locale);
    case 'count':
      return formatThousands(value, locale);
    case 'bytes':
      return formatBytes(value);
    default:
      return numberFormat(locale, { style: 'unit', unit: INTL_UNITS[unit], unitDisplay: 'short' }).format(value);
  }
}

/** Bytes in one MB: a `bytes` field is typed in MB (spec §9 states upload limits in MB), stored in bytes. */
export const BYTES_PER_MB = 1024 * 1024;
