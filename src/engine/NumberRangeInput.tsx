import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

/** A range's bounds: either may be left open (null). */
export type NumberRange = [number | null, number | null];

interface Props {
  /** The field's label, so each input says which bound of what it is. */
  label: string;
  /** Form.Item gives the id (its label points at the first input), the value and onChange. */
  id?: string;
  value?: NumberRange;
  onChange?: (value: NumberRange) => void;
}

/** A number range filter: a typed minimum and maximum (ProTable's digit range), either optional. */
export function NumberRangeInput({ label, id, value, onChange }: Props) {
  const { t } = useTranslation();
  const [min = null, max = null] = value ?? [];
  const bound = (which: 'min' | 'max', current: number | null, set: (next: number | null) => NumberRange) => (
    <InputNumber
      id={which === 'min' ? id : undefined}
      aria-label={t(which === 'min' ? 'engine.rangeMinOf' : 'engine.rangeMaxOf', { field: label })}
      placeholder={t(which === 'min' ? 'engine.rangeMin' : 'engine.rangeMax')}
      value={current}
      onChange={(next) => onChange?.(set(next))}
      style={{ width: 110 }}
    />
  );
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, maxWidth: '100%' }}>
      {bound('min', min, (next) => [next, max])}
      <span aria-hidden>–</span>
      {bound('max', max, (next) => [min, next])}
    </span>
  );
}
