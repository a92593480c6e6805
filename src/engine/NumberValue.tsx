import { useTranslation } from 'react-i18next';
import type { NumberUnit } from '../../resources/engine/fields.ts';
import { formatNumber } from '../../resources/format/units.ts';
import { dateLocale } from '../i18n/i18n.ts';

/** A number with its unit in the interface's locale, written the same in a list cell and on the detail view. */
export function NumberValue({ value, unit }: { value: number; unit: NumberUnit | undefined }) {
  const { i18n } = useTranslation();
  return <span>{formatNumber(value, unit, dateLocale(i18n.language))}</span>;
}
