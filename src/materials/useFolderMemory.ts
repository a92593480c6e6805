import { useCustom, useCustomMutation } from '@refinedev/core';
import type { MaterialArea } from '../../resources/materials/material-constants.ts';
import { folderMemoryKey, rememberedFolder } from './folder-memory.ts';
import type { KindTab } from './material-kinds.ts';

const quiet = { successNotification: false, errorNotification: false } as const;

/**
 * The last folder opened under a kind tab, kept with the preferences API so it follows the user
 * to any browser. Until `loaded` nothing is known; then `pid` is the saved folder, null for the
 * root, or undefined when nothing was saved (or the read failed).
 */
export function useFolderMemory(area: MaterialArea, tab: KindTab) {
  const url = `/api/preferences/${folderMemoryKey(area, tab)}`;
  const { query } = useCustom<{ value: unknown }>({
    url,
    method: 'get',
    ...quiet,
    // Never served from an old cache: what this screen saved since is the truth.
    queryOptions: { retry: false, gcTime: 0, refetchOnWindowFocus: false },
  });
  const { mutate } = useCustomMutation();
  const loaded = query.isSuccess || query.isError;
  const pid = query.isSuccess ? rememberedFolder(query.data?.data.value) : undefined;
  const remember = (folder: number | null) => mutate({ url, method: 'put', values: { value: { pid: folder } }, ...quiet });
  return { loaded, pid, remember };
}
