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

/** Spec §9: thousands separators, 1234567.89 → "1,234,567.89". */
export function formatThousands(value: number | string): string {
  const [integer, fraction] = String(Number(value) || 0).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
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
