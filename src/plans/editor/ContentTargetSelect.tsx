import { useCustom, useMany } from '@refinedev/core';
import { Select } from 'antd';
import { useState } from 'react';
import type { ContentTarget } from '../../../resources/plans/scene-graph.ts';
import { contentResourceOf } from '../../engine/useRecordLinks.ts';

/** The list each content kind is picked from (the merchant's own: the server scopes every list). */
const LISTS: Record<ContentTarget, string> = { commodity: '/api/commodities', album: '/api/albums', video: '/api/videos', document: '/api/documents' };

interface Props {
  kind: ContentTarget;
  value?: number;
  onChange(id: number): void;
  placeholder: string;
  ariaLabel: string;
}

/** Picks a goods item, album, video or document by name, searched on the server. */
export function ContentTargetSelect({ kind, value, onChange, placeholder, ariaLabel }: Props) {
  const [search, setSearch] = useState('');
  const { result, query } = useCustom<{ list: { id: number; name: string }[] }>({
    url: LISTS[kind],
    method: 'get',
    config: { query: { pageSize: 30, ...(search ? { name_like: search } : {}) } },
    queryOptions: { retry: false },
    errorNotification: false,
    successNotification: false,
  });
  const options = (result?.data?.list ?? []).map((row) => ({ value: row.id, label: row.name }));
  // The chosen content, when the first page of the list does not hold it, is asked for by its id: its name, not its number.
  const missing = value !== undefined && !options.some((option) => option.value === value);
  const chosen = useMany<{ id: number; name: string }>({
    resource: contentResourceOf(kind) ?? kind,
    ids: value !== undefined ? [value] : [],
    queryOptions: { enabled: missing, retry: false },
    errorNotification: false,
  });
  if (missing) options.unshift({ value, label: chosen.result?.data?.find((row) => row.id === value)?.name ?? `#${value}` });
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={query.isFetching}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={placeholder}
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      data-testid="hotspot-content"
    />
  );
}
