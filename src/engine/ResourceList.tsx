import { useTable } from '@refinedev/antd';
import { type CrudFilter, useDelete } from '@refinedev/core';
import { App, Button, Grid, Result, Table } from 'antd';
import { type Key, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../resources/constants.ts';
import { reachableTotal } from '../../resources/validation/page-window.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { FilterBar } from './FilterBar.tsx';
import { ListEmpty } from './ListEmpty.tsx';
import { LIST_PAGE_SIZES, listTotalText } from './list-pagination.ts';
import { type EngineRecord, tableColumns } from './list-columns.tsx';
import { SELECTION_WIDTH, tableWidth } from './list-widths.ts';
import { useFilterResource, withRowCells } from './list-extensions.ts';
import { useResourceUi } from './resource-ui.ts';
import { ListToolbar } from './ListToolbar.tsx';
import { isNarrow } from './query-form-layout.ts';
import { RecordActionDialog } from './RecordActionsMenu.tsx';
import { RecordTagsEditor } from './RecordTagsEditor.tsx';
import { RowActions, type RowAction, useRowActionsWidth } from './RowActions.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import type { DrawerState } from './useRecordDrawer.ts';
import type { ResourceAbilities } from './useResourceAbilities.ts';
import { useColumnChoice } from './useColumnChoice.ts';
import { useRecordActions } from './useRecordActions.ts';

interface Props {
  resource: ResourceDefinition;
  abilities: ResourceAbilities;
  onOpen: (state: DrawerState) => void;
  /** Filters the page's aside puts on the list (resource-ui.ts `AsideProps`), besides the filter bar's. */
  asideFilters?: readonly CrudFilter[];
}

const NO_FILTERS: readonly CrudFilter[] = [];

/** A resource's list: server-side pages, sorting and filters kept in the address, chosen columns, batch and row actions. */
export function ResourceList({ resource, abilities, onOpen, asideFilters = NO_FILTERS }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { tableProps, tableQuery, filters, setFilters, sorters, setCurrentPage } = useTable<EngineRecord>({
    resource: resource.name,
    syncWithLocation: true,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    // The aside's filters hold while it says so; they stay out of the address, which is the filter bar's.
    filters: { permanent: [...asideFilters] },
    // A failed page is shown with a Retry button at once; retrying a 422 by itself would only repeat it.
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const columnChoice = useColumnChoice(resource);
  const ui = useResourceUi();
  const filterResource = useFilterResource(resource);
  const [selected, setSelected] = useState<Key[]>([]);
  const [tagging, setTagging] = useState<number | null>(null);
  const { mutate: remove } = useDelete();
  const recordActions = useRecordActions(resource, () => setSelected([]));
  const narrow = isNarrow(Grid.useBreakpoint());
  const actionsWidth = useRowActionsWidth(abilities, recordActions.actions.length > 0);

  const deleteOne = (id: number) =>
    remove(
      { resource: resource.name, id, successNotification: false, errorNotification: false },
      {
        onSuccess: () => {
          void message.success(t('engine.saved'));
          if (resource.deletion === 'soft') void message.info(t('engine.softDeleteHint'));
          setSelected((keys) => keys.filter((key) => key !== id));
        },
      },
    );
  const onRowAction = (action: RowAction, id: number) => (action === 'tags' ? setTagging(id) : onOpen({ mode: action, id }));
  const columns = [
    ...withRowCells(tableColumns(resource, columnChoice.visible, sorters, t), ui),
    {
      key: 'actions',
      title: t('engine.actions'),
      width: actionsWidth,
      // Pinned while it leaves room for the data; on a phone it would cover the columns scrolled under it.
      fixed: narrow ? undefined : ('right' as const),
      render: (_: unknown, row: EngineRecord) => (
        <RowActions resource={resource} abilities={abilities} id={row.id} onAction={onRowAction} onDelete={deleteOne} row={row} recordActions={recordActions} />
      ),
    },
  ];
  const batch = abilities.delete || abilities.export || recordActions.actions.length > 0;
  // Every column has its width, so this is the table's real width: it fills a wider box, and
  // scrolls in a narrower one with the Actions column pinned over the columns scrolled under it.
  const width = tableWidth(columns) + (batch ? SELECTION_WIDTH : 0);
  const exportColumns = columnChoice.visible.filter((name) => resource.fieldList.some((field) => field.name === name));
  // The server serves pages within the first DETAIL_WINDOW records only (SECURITY.md §6): offer no
  // page past them, and say "about N" when the server's total is an estimate (a large match).
  const total = tableQuery.data?.total ?? 0;
  const pagination = tableProps.pagination && {
    ...tableProps.pagination,
    total: reachableTotal(total, tableProps.pagination.pageSize ?? DEFAULT_PAGE_SIZE),
    showTotal: () => listTotalText(t, total, tableQuery.data?.totalIsEstimate),
    showSizeChanger: true,
    pageSizeOptions: LIST_PAGE_SIZES,
  };
  const applyFilters = (next: typeof filters) => {
    setFilters(next, 'replace');
    setCurrentPage(1);
  };
  // A new pick in the aside starts again from the first page, as a new filter does (not the first
  // render, which keeps the page the address names).
  const [pickedFilters, setPickedFilters] = useState(asideFilters);
  useEffect(() => {
    if (pickedFilters === asideFilters) return;
    setPickedFilters(asideFilters);
    setCurrentPage(1);
  }, [asideFilters, pickedFilters, setCurrentPage]);
  // What the rows shown are filtered by (an export takes the same), the aside's filters once.
  const shownFilters = [...filters.filter((filter) => !asideFilters.includes(filter)), ...asideFilters];

  return (
    <div data-testid={`resource-list-${resource.name}`}>
      <FilterBar resource={filterResource} filters={filters} onChange={applyFilters} />
      <ListToolbar
        resource={resource}
        abilities={abilities}
        selected={selected as number[]}
        filters={shownFilters}
        exportColumns={exportColumns}
        onRefresh={() => void tableQuery.refetch()}
        onDeleted={() => setSelected([])}
        recordActions={recordActions}
        extra={<ColumnChooser resource={resource} columns={columnChoice.columns} visible={columnChoice.visible} onChange={columnChoice.choose} />}
      />
      <SelectionBar
        resource={resource}
        abilities={abilities}
        selected={selected as number[]}
        filters={shownFilters}
        exportColumns={exportColumns}
        onDeleted={() => setSelected([])}
        recordActions={recordActions}
        onClear={() => setSelected([])}
      />
      {tableQuery.isError ? (
        <Result
          status="error"
          title={t('engine.loadFailed', { message: tableQuery.error?.message ?? '' })}
          extra={<Button onClick={() => void tableQuery.refetch()}>{t('engine.retry')}</Button>}
        />
      ) : (
        <Table<EngineRecord>
          {...tableProps}
          rowKey="id"
          size="middle"
          loading={tableProps.loading || !columnChoice.ready}
          columns={columns}
          // The widths hold: a long value is cut in its cell (list-columns.tsx) rather than widening its column.
          tableLayout="fixed"
          scroll={{ x: width }}
          rowSelection={batch ? { selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true, columnWidth: SELECTION_WIDTH } : undefined}
          pagination={pagination}
          locale={{
            emptyText: (
              <ListEmpty
                resource={resource}
                filtered={shownFilters.length > 0}
                canCreate={abilities.create}
                onCreate={() => onOpen({ mode: 'create' })}
                onClearFilters={() => applyFilters([])}
              />
            ),
          }}
        />
      )}
      <RecordActionDialog recordActions={recordActions} />
      {abilities.tags && <RecordTagsEditor resource={resource} id={tagging} onClose={() => setTagging(null)} />}
    </div>
  );
}
