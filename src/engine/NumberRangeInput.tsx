import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NumberUnit } from '../../resources/engine/fields.ts';
import { dateLocale } from '../i18n/i18n.ts';
import { numberInputProps } from './number-input.ts';

/** A range's bounds: either may be left open (null). */
export type NumberRange = [number | null, number | null];

interface Props {
  /** The field's label, so each input says which bound of what it is. */
  label: string;
  /** What the field measures: each bound shows it as the form's input does (¥ and two decimals, mm, MB). */
  unit?: NumberUnit;
  /** Form.Item gives the id (its label points at the first input), the value and onChange. */
  id?: string;
  value?: NumberRange;
  onChange?: (value: NumberRange) => void;
}

/** A number range filter: a typed minimum and maximum (ProTable's digit range), either optional. */
export function NumberRangeInput({ label, unit, id, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const [min = null, max = null] = value ?? [];
  const measured = numberInputProps(unit, dateLocale(i18n.language));
  const bound = (which: 'min' | 'max', current: number | null, set: (next: number | null) => NumberRange) => (
    <InputNumber
      {...measured}
      id={which === 'min' ? id : undefined}
      aria-label={t(which === 'min' ? 'engine.rangeMinOf' : 'engine.rangeMaxOf', { field: label })}
      placeholder={t(which === 'min' ? 'engine.rangeMin' : 'engine.rangeMax')}
      value={current}
      onChange={(next) => onChange?.(set(next === null ? null : Number(next)))}
      // The two bounds share the filter's cell, each half of it.
      style={{ flex: 1, minWidth: 0 }}
    />
  );
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 4, width: '100%' }}>
      {bound('min', min, (next) => [next, max])}
      <span aria-hidden>–</span>
      {bound('max', max, (next) => [min, next])}
    </span>
  );
}
