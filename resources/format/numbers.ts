// Spec §9 number formats, shared by the server (upload limits in messages) and the browser.

const SI_SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** Spec §9: 1234 → "1.2k", 5600000 → "5.6M" (k M G T P E), trailing zeros dropped. */
export function formatCompact(value: number, digits = 1): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  for (const { value: unit, symbol } of SI_SUFFIXES) {
    if (magnitude >= unit) return `${sign}${trimZeros((magnitude / unit).toFixed(digits))}${symbol}`;
  }
  return String(value);
}

/**
 * The locale whole numbers and money are written in when a caller names none. The browser has one
 * reader, so it sets the interface's locale here when the language changes (src/App.tsx); the
 * server, which answers many readers, always names the locale and never sets it.
 */
let readingLocale = 'en-US';

export function setReadingLocale(locale: string): void {
  readingLocale = locale;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A locale's number format with grouping on from four digits in every language. Intl's Spanish
 * leaves 4-digit numbers ungrouped (minimumGroupingDigits 2: "1746" but "12.345"), so a column of
 * counts and a column of prices would group differently; grouping always keeps "1.746" and
 * "1.299,00 ¥" alike, and every figure in a column aligned.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = numberFormats.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, { maximumFractionDigits: 20, ...options, useGrouping: 'always' } as Intl.NumberFormatOptions);
    numberFormats.set(key, cached);
  }
  return cached;
}

/** Spec §9: thousands separators, 1234567.89 → "1,234,567.89" in English, "1.234.567,89" in Spanish. */
export function formatThousands(value: number | string, locale: string = readingLocale): string {
  return numberFormat(locale).format(Number(value) || 0);
}

const BYTE_UNITS = ['B', 'K', 'M', 'G', 'T'];

/** Spec §9: 1024-based sizes, 1536 → "1.5K", 10485760 → "10M". */
export function formatBytes(bytes: number, digits = 1): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < BYTE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? String(Math.round(size)) : trimZeros(size.toFixed(digits))}${BYTE_UNITS[unit]}`;
}

function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}
