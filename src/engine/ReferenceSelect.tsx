import { Select } from 'antd';
import { EllipsisText } from './EllipsisText.tsx';
import { useChoices } from './useChoices.ts';

interface Props {
  /** The reference field's `choices` path. */
  path: string;
  /** Several ids at once (`FieldOptions.multiple`, or a filter keeping any of several). */
  multiple?: boolean;
  value?: unknown;
  onChange?: (value: number | number[] | undefined) => void;
  placeholder?: string;
  id?: string;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The ids a value holds: one, a list, or a list read back from the address bar as text. */
function idsOf(value: unknown): number[] {
  if (isBlank(value)) return [];
  return (Array.isArray(value) ? value : [value]).filter((item) => !isBlank(item)).map(Number);
}

/**
 * A reference field's picker (form and filter alike): its choices by name, searchable; several at
 * once for a multiple field. A value read back from the address bar is text; the choice's own id
 * is matched all the same.
 */
export function ReferenceSelect({ path, multiple = false, value, onChange, placeholder, id }: Props) {
  const { choices, loading } = useChoices(path);
  const ids = idsOf(value);
  return (
    <Select<number | number[]>
      id={id}
      allowClear
      showSearch
      mode={multiple ? 'multiple' : undefined}
      maxTagCount={multiple ? 'responsive' : undefined}
      optionFilterProp="label"
      loading={loading}
      placeholder={placeholder}
      value={multiple ? ids : ids[0]}
      onChange={(next) => onChange?.(multiple ? (Array.isArray(next) ? next : []) : ((next as number | undefined) ?? undefined))}
      options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
      style={{ width: '100%' }}
    />
  );
}

/**
 * A reference field's value read by name (the id itself while the choices load, or for one no
 * longer offered); a list's names joined, cut at the list's width unless shown in `full`.
 */
export function ReferenceName({ path, value, full = true }: { path: string; value: unknown; full?: boolean }) {
  const { nameOf } = useChoices(path);
  const text = idsOf(value)
    .map((item) => nameOf(item) ?? String(item))
    .join(', ');
  // A record's name is the user's data (translate="no", as src/home/RecordName.tsx marks it).
  return <span translate="no">{full || !Array.isArray(value) ? text : <EllipsisText text={text} />}</span>;
}
