import { BookOutlined } from '@ant-design/icons';
import { type BaseRecord, useSelect } from '@refinedev/core';
import { Select } from 'antd';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';

interface Props<T extends BaseRecord> {
  /** The library (attributes or parameters): its list is read through the data provider. */
  library: ResourceDefinition;
  placeholder: string;
  /** An entry's label in the drop-down. */
  describe: (entry: T) => string;
  onPick: (entry: T) => void;
}

/**
 * A shortcut into one of the merchant's libraries: choosing an entry hands it to the editor.
 * Shown only to sessions that may read the library (no request a 403 would answer).
 */
export function LibraryPicker<T extends BaseRecord>(props: Props<T>) {
  const { checker } = useRequiredSession();
  return checker.can(props.library.route, 'read') ? <LibrarySelect {...props} /> : null;
}

function LibrarySelect<T extends BaseRecord>({ library, placeholder, describe, onPick }: Props<T>) {
  const { options, onSearch, query } = useSelect<T>({
    resource: library.name,
    optionLabel: (entry) => describe(entry),
    optionValue: (entry) => String(entry.id),
    onSearch: (text) => [{ field: 'name', operator: 'contains', value: text }],
    pagination: { pageSize: 50 },
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const entries = query.data?.data ?? [];
  return (
    <Select
      showSearch
      value={null}
      filterOption={false}
      onSearch={onSearch}
      options={options}
      loading={query.isFetching}
      placeholder={placeholder}
      suffixIcon={<BookOutlined />}
      style={{ width: 280, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
      onSelect={(id: string | null) => {
        const entry = entries.find((candidate) => String(candidate.id) === id);
        if (entry) onPick(entry);
      }}
      data-testid={`library-${library.name}`}
    />
  );
}
