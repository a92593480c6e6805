import { Select } from 'antd';
import { useChoices } from './useChoices.ts';

interface Props {
  /** The reference field's `choices` path. */
  path: string;
  value?: unknown;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  id?: string;
}

/**
 * A reference field's picker (form and filter alike): its choices by name, searchable. A value
 * read back from the address bar is text; the choice's own id is matched all the same.
 */
export function ReferenceSelect({ path, value, onChange, placeholder, id }: Props) {
  const { choices, loading } = useChoices(path);
  const given = value === undefined || value === null || value === '' ? undefined : Number(value);
  return (
    <Select
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      placeholder={placeholder}
      value={given}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
      style={{ width: '100%' }}
    />
  );
}

/** A reference field's value read by name (the id itself while the choices load, or for one no longer offered). */
export function ReferenceName({ path, value }: { path: string; value: unknown }) {
  const { nameOf } = useChoices(path);
  return <>{nameOf(value) ?? String(value)}</>;
}
