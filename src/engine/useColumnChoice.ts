import { useCustom, useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { columnsPreferenceKey } from '../../resources/jobs/job.schema.ts';
import { listColumns } from './list-columns.tsx';

/**
 * The list's visible columns: the user's saved choice (`/api/preferences/columns:<name>`) when
 * there is one, else the declaration's defaults. A change shows at once and is saved on the
 * server, so it follows the user to another browser.
 */
export function useColumnChoice(resource: ResourceDefinition) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const url = `/api/preferences/${columnsPreferenceKey(resource.name)}`;
  const columns = useMemo(() => listColumns(resource), [resource]);
  const { query, result } = useCustom<{ value: unknown }>({
    url,
    method: 'get',
    errorNotification: false,
    queryOptions: { retry: false, staleTime: Infinity },
  });
  const { mutate } = useCustomMutation();
  const [chosen, setChosen] = useState<string[] | null>(null);

  const saved = result.data?.value;
  const known = (names: unknown): string[] | null => (Array.isArray(names) ? columns.map((c) => c.name).filter((name) => names.includes(name)) : null);
  const visible = chosen ?? known(saved) ?? columns.filter((c) => c.defaultVisible).map((c) => c.name);

  const choose = (names: string[]) => {
    const next = known(names) ?? [];
    setChosen(next);
    mutate(
      { url, method: 'put', values: { value: next }, successNotification: false, errorNotification: false },
      { onSuccess: () => void query.refetch().then(() => message.success({ content: t('engine.columnsSaved'), key: 'engine-columns' })) },
    );
  };
  return { columns, visible, choose, ready: !query.isLoading };
}
