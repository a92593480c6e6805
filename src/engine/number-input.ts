import type { InputNumberProps } from 'antd';
import type { NumberUnit } from '../../resources/engine/fields.ts';
import { BYTES_PER_MB, formatNumber } from '../../resources/format/units.ts';

// A number is short: a full-width box reads as a text field and puts the unit far from the digits.
const NUMBER_WIDTH = { width: '100%', maxWidth: 220 } as const;

/** A unit's sign or word as the list writes it beside a number in the user's language ("¥", "mm", "秒"). */
const unitText = (unit: NumberUnit, locale: string) => formatNumber(0, unit, locale).replace(/[\d\s.,\u00a0\u202f]/g, '');

/** Bytes shown as MB with at most two decimals ("1.5" for 1,572,864). */
const bytesAsMegabytes = (bytes: number | string | undefined) => {
  const number = Number(bytes);
  return bytes === undefined || bytes === '' || !Number.isFinite(number) ? '' : String(Math.round((number / BYTES_PER_MB) * 100) / 100);
};

/** Typed MB back to whole bytes; what is not a number stays so, and the input rejects it. */
const megabytesAsBytes = (text: string | undefined) => {
  const number = Number.parseFloat(text ?? '');
  return Number.isFinite(number) ? Math.round(number * BYTES_PER_MB) : Number.NaN;
};

/**
 * A byte count is typed in MB, the unit people size videos and upload limits in (spec §9), and
 * kept in bytes: the box shows MB, its value (the form's, a filter's) stays bytes. While typing
 * the text stays as typed; leaving the box rewrites it from the value.
 */
const BYTES_IN_MB: InputNumberProps = {
  formatter: (value, { userTyping, input }) => (userTyping ? input : bytesAsMegabytes(value)),
  parser: megabytesAsBytes,
  step: BYTES_PER_MB,
};

/**
 * The props of a number field's input from what it measures: money shows its currency sign and two
 * decimals, a count whole numbers, bytes MB (see above), the others their unit after the number;
 * all at a number's width.
 */
export function numberInputProps(unit: NumberUnit | undefined, locale: string): InputNumberProps {
  const base: InputNumberProps = { style: NUMBER_WIDTH };
  if (unit === undefined) return base;
  if (unit === 'currency') return { ...base, precision: 2, prefix: unitText(unit, locale) };
  if (unit === 'count') return { ...base, precision: 0 };
  if (unit === 'bytes') return { ...base, ...BYTES_IN_MB, suffix: unitText('MB', locale) };
  return { ...base, suffix: unitText(unit, locale) };
}
