import type { InputNumberProps } from 'antd';
import type { NumberUnit } from '../../resources/engine/fields.ts';
import { formatNumber } from '../../resources/format/units.ts';

// A number is short: a full-width box reads as a text field and puts the unit far from the digits.
const NUMBER_WIDTH = { width: '100%', maxWidth: 220 } as const;

/** A unit's sign or word as the list writes it beside a number in the user's language ("¥", "mm", "秒"). */
const unitText = (unit: NumberUnit, locale: string) => formatNumber(0, unit, locale).replace(/[\d\s.,\u00a0\u202f]/g, '');

/**
 * The props of a number field's input from what it measures: money shows its currency sign and two
 * decimals, a count whole numbers, the others their unit after the number; all at a number's width.
 */
export function numberInputProps(unit: NumberUnit | undefined, locale: string): InputNumberProps {
  const base: InputNumberProps = { style: NUMBER_WIDTH };
  if (unit === undefined) return base;
  if (unit === 'currency') return { ...base, precision: 2, prefix: unitText(unit, locale) };
  if (unit === 'count') return { ...base, precision: 0 };
  return { ...base, suffix: unitText(unit, locale) };
}
