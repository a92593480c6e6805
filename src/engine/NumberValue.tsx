import { useTranslation } from 'react-i18next';
import type { NumberUnit } from '../../resources/engine/fields.ts';
import { formatNumber } from '../../resources/format/units.ts';
import { dateLocale } from '../i18n/i18n.ts';

/**
 * A number with its unit in the interface's locale. A list cell shortens a count ("12.3k") and
 * shows the whole count on hover; the detail view (`full`) shows the whole count.
 */
export function NumberValue({ value, unit, full }: { value: number; unit: NumberUnit | undefined; full: boolean }) {
  const { i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const text = formatNumber(value, unit, locale, { exact: full });
  const exact = formatNumber(value, unit, locale, { exact: true });
  return <span title={exact === text ? undefined : exact}>{text}</span>;
}
