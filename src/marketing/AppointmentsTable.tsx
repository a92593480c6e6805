import { useList } from '@refinedev/core';
import { Button, Empty, Flex, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appointments } from '../../resources/appointments/appointments.resource.ts';
import { DEFAULT_PAGE_SIZE } from '../../resources/constants.ts';
import { withRowCells } from '../engine/list-extensions.ts';
import { type EngineRecord, tableColumns } from '../engine/list-columns.tsx';
import { LIST_PAGE_SIZES, listTotalText } from '../engine/list-pagination.ts';
import { tableWidth } from '../engine/list-widths.ts';
import { ResourceUiProvider } from '../engine/resource-ui.ts';
import { useRecordActions } from '../engine/useRecordActions.ts';
import { resourceUi } from './appointments.ui.tsx';

const COLUMNS = ['appointed_at', 'state', 'customer_id', 'phone', 'store_id', 'sale_id', 'activity_id', 'note'];
const SORT = [{ field: 'appointed_at', order: 'desc' as const }];

/** One appointment's moves its state offers (confirm, cancel, mark done), for whoever holds `edit` on the activity centre; cancelling asks first. */
function AppointmentMoves({ row, recordActions }: { row: EngineRecord; recordActions: ReturnType<typeof useRecordActions> }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap>
      {/* The way forward first, cancelling last. */}
      {[...recordActions.rowActions(row)]
        .sort((a, b) => Number(a.name === 'cancel') - Number(b.name === 'cancel'))
        .map((action) =>
          action.name === 'cancel' ? (
            <Popconfirm
              key={action.name}
              title={t('activityPages.appointments.cancelConfirm')}
              okText={action.label}
              cancelText={t('activityPages.appointments.keep')}
              onConfirm={() => recordActions.start(action, [row.id], row)}
            >
              <Button type="link" size="small" danger data-testid="appointment-cancel">
                {action.label}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              key={action.name}
              type="link"
              size="small"
              onClick={() => recordActions.start(action, [row.id], row)}
              data-testid={`appointment-${action.name}`}
            >
              {action.label}
            </Button>
          ),
        )}
    </Flex>
  );
}

function AppointmentsList({ by, id }: { by: 'activity_id' | 'customer_id'; id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const { result, query } = useList<EngineRecord>({
    resource: appointments.name,
    filters: [{ field: by, operator: 'eq', value: id }],
    sorters: SORT,
    pagination: page,
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const recordActions = useRecordActions(appointments);
  // The list is of one activity or one customer: that column would say the same on every row.
  const visible = COLUMNS.filter((name) => name !== by);
  const columns = [
    ...withRowCells(tableColumns(appointments, visible, SORT, t), resourceUi).map((column) => ({ ...column, sorter: false, sortOrder: undefined })),
    ...(recordActions.actions.length
      ? [
          {
            key: 'moves',
            title: t('engine.actions'),
            width: 200,
            render: (_: unknown, row: EngineRecord) => <AppointmentMoves row={row} recordActions={recordActions} />,
          },
        ]
      : []),
  ];
  return (
    <Table<EngineRecord>
      size="small"
      rowKey="id"
      data-testid="appointments-table"
      loading={query.isLoading || recordActions.busy}
      dataSource={result.data}
      columns={columns}
      tableLayout="fixed"
      scroll={{ x: tableWidth(columns) }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('activityPages.appointments.empty')} /> }}
      pagination={{
        current: page.currentPage,
        pageSize: page.pageSize,
        total: result.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: LIST_PAGE_SIZES,
        showTotal: () => listTotalText(t, result.total ?? 0),
        onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
      }}
    />
  );
}

/**
 * The appointments of one activity (its edit page's tab) or one customer (its detail page's tab):
 * the engine's list of `/api/appointments` filtered by `activity_id` or `customer_id`, newest time
 * first, with the moves each one's state offers.
 */
export function AppointmentsTable(props: { by: 'activity_id' | 'customer_id'; id: number }) {
  return (
    <ResourceUiProvider value={resourceUi}>
      <AppointmentsList {...props} />
    </ResourceUiProvider>
  );
}
