import { Alert, Drawer, Flex, Grid, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../resources/format/numbers.ts';
import { STATS_DETAIL_WINDOW } from '../../resources/stats/stats-query.schema.ts';
import { isNarrow } from '../engine/query-form-layout.ts';
import { StatsError } from '../home/StatsStates.tsx';
import { useWindowedPaging } from '../home/useWindowedPaging.ts';
import { exportUrlOf, useCockpitCall } from './cockpit-calls.ts';
import { ExportButton } from './ExportButton.tsx';

type Page<Row> = { list: Row[]; total: number };

/** A drill-down's list, page by page within the 10,000 window (spec §7, §9), with the export of the same filters. */
function DetailList<Row extends object>({ url, body, columns, rowKey, pagePath }: DetailProps<Row>) {
  const { t } = useTranslation();
  // A new filter starts again at the first page.
  const { current, pagination } = useWindowedPaging(JSON.stringify(body));
  const from = (current.page - 1) * current.pageSize;
  const { query, data } = useCockpitCall<Page<Row>>(url, { ...body, from, size: current.pageSize });
  if (query.isError && !data) return <StatsError error={query.error} onRetry={() => void query.refetch()} />;
  const total = data?.total ?? 0;
  return (
    <div data-testid="detail-list">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        {/* The API counts no further than the window: a total of 10,000 means at least that many. */}
        {total >= STATS_DETAIL_WINDOW ? (
          <Alert type="info" showIcon message={t('cockpit.windowNote', { limit: formatThousands(STATS_DETAIL_WINDOW) })} />
        ) : (
          <span />
        )}
        <ExportButton pagePath={pagePath} url={exportUrlOf(url)} body={body} />
      </Flex>
      <Table<Row>
        size="middle"
        rowKey={rowKey}
        columns={columns(from + 1)}
        dataSource={data?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('cockpit.noData') }}
        pagination={pagination(total)}
      />
    </div>
  );
}

interface DetailProps<Row> {
  url: string;
  /** The filters (a detail call adds its own from and size). */
  body: object;
  /** The columns, given the place of the page's first row. */
  columns: (firstPlace: number) => ColumnsType<Row>;
  rowKey: (row: Row) => string;
  pagePath: string;
}

/** A section's drill-down: every row of its detail call in a drawer, full width at 390 px. */
export function DetailDrawer<Row extends object>({ title, open, onClose, ...props }: DetailProps<Row> & { title: string; open: boolean; onClose: () => void }) {
  const narrow = isNarrow(Grid.useBreakpoint());
  return (
    <Drawer title={title} open={open} onClose={onClose} width={narrow ? '100%' : 'min(960px, 90vw)'} destroyOnHidden>
      {open && <DetailList<Row> {...props} />}
    </Drawer>
  );
}
