import { useCustom } from '@refinedev/core';
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../resources/constants.ts';
import type { MaterialArea } from '../../resources/materials/material-constants.ts';
import { type Material, type MaterialTreeNode, materialPaths } from '../../resources/materials/material-record.schema.ts';
import { folderPath } from './folder-path.ts';
import { MATERIALS_CHANGED_EVENT } from './material-events.ts';
import type { KindTab } from './material-kinds.ts';
import { useFolderMemory } from './useFolderMemory.ts';

type Page = { list: Material[]; total: number };
const quiet = { successNotification: false, errorNotification: false } as const;

/** The list's query: a folder's children (the root without pid), narrowed to a kind and a name. */
export function listQuery(folder: number | null, tab: KindTab, q: string, page: number, pageSize: number): Record<string, string> {
  const query: Record<string, string> = { page: String(page), pageSize: String(pageSize) };
  if (folder !== null) query.pid = String(folder);
  if (tab !== 'all') query.kind = tab;
  if (q.trim()) query.q = q.trim();
  return query;
}

/**
 * The folder to show, from what was asked for (undefined: not known yet); a folder the tree no
 * longer has (deleted meanwhile) falls back to the root.
 */
export function resolveFolder(wanted: number | null | undefined, tree: readonly MaterialTreeNode[] | undefined): number | null | undefined {
  if (wanted === undefined || wanted === null) return wanted;
  if (!tree) return undefined;
  return folderPath(tree, wanted) ? wanted : null;
}

/** A library's state and reads: the folder tree, the open folder's page of materials, the capacity. */
export function useMaterialLibrary(area: MaterialArea) {
  const paths = materialPaths(area);
  const [tab, setTabState] = useState<KindTab>('all');
  const [opened, setOpened] = useState<Partial<Record<KindTab, number | null>>>({});
  // The folder shown when the tab changed: where a kind with no remembered folder stays.
  const [carried, setCarried] = useState<number | null>(null);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const memory = useFolderMemory(area, tab);

  const tree = useCustom<MaterialTreeNode[]>({ url: paths.tree, method: 'get', ...quiet, queryOptions: { retry: false } });
  const capacity = useCustom<{ used: number; capacity: number }>({ url: paths.capacity, method: 'get', ...quiet, queryOptions: { retry: false } });
  // `result.data` is an empty object until the answer arrives: read the answer itself.
  const nodes = tree.query.isError ? [] : tree.query.data?.data;
  const remembered = memory.loaded ? (memory.pid === undefined ? carried : memory.pid) : undefined;
  const folder = resolveFolder(tab in opened ? opened[tab] : remembered, nodes);
  const list = useCustom<Page>({
    url: paths.base,
    method: 'get',
    config: { query: listQuery(folder ?? null, tab, q, page, pageSize) },
    ...quiet,
    queryOptions: { enabled: folder !== undefined, retry: false, placeholderData: (previous) => previous },
  });

  const refetchTree = tree.query.refetch;
  const refetchList = list.query.refetch;
  const refetchCapacity = capacity.query.refetch;
  const refresh = useCallback(() => {
    void refetchTree();
    void refetchList();
    void refetchCapacity();
  }, [refetchTree, refetchList, refetchCapacity]);

  useEffect(() => {
    const onChanged = (event: Event) => {
      if ((event as CustomEvent).detail === area) refresh();
    };
    window.addEventListener(MATERIALS_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(MATERIALS_CHANGED_EVENT, onChanged);
  }, [area, refresh]);

  const open = (id: number | null) => {
    setOpened((current) => ({ ...current, [tab]: id }));
    setPage(1);
    setQ('');
    memory.remember(id);
  };
  const setTab = (next: KindTab) => {
    setCarried(folder ?? null);
    setTabState(next);
    setPage(1);
  };
  const search = (text: string) => {
    setQ(text);
    setPage(1);
  };
  const paginate = (nextPage: number, nextSize: number) => {
    setPage(nextSize === pageSize ? nextPage : 1);
    setPageSize(nextSize);
  };

  return {
    area,
    paths,
    tab,
    setTab,
    q,
    search,
    page,
    pageSize,
    paginate,
    folder,
    open,
    tree: nodes ?? [],
    treeLoading: tree.query.isLoading,
    path: folderPath(nodes ?? [], folder ?? null) ?? [],
    materials: list.query.data?.data.list ?? [],
    total: list.query.data?.data.total ?? 0,
    listLoading: folder === undefined || list.query.isFetching,
    listError: list.query.isError ? (list.query.error?.message ?? '') : undefined,
    capacity: capacity.query.data?.data,
    refresh,
  };
}

export type MaterialLibrary = ReturnType<typeof useMaterialLibrary>;
