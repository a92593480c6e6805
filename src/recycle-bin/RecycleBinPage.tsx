import { DeleteOutlined, ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Empty, Grid, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, RECYCLE_BIN_DAYS } from '../../resources/constants.ts';
import { resourceNamed } from '../../resources/index.ts';
import { RECYCLE_BIN_KINDS, RECYCLE_BIN_PAGE, RECYCLE_BIN_PATH, type RecycleBinItem } from '../../resources/recycle-bin/recycle-bin.schema.ts';
import { LIST_PAGE_SIZES, listTotalText } from '../engine/list-pagination.ts';
import { isNarrow } from '../engine/query-form-layout.ts';
import { PageHeader } from '../engine/PageHeader.tsx';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { recycleBinColumns } from './recycle-bin-columns.tsx';
import { itemKey, parseItemKey } from './recycle-bin-items.ts';
import { useRecycleBinRun } from './useRecycleBinRun.ts';

type Page = { list: RecycleBinItem[]; total: number; page: number; pageSize: number };
type Query = { page: number; pageSize: number; kind?: string; q?: string };

/**
 * The recycle bin (spec §4, §9): deleted goods (and plans and apps, once they exist) for 30 days,
 * each restorable unless it expired or its upload failed, or deleted for good after a warning.
 * It looks like every generated list: heading, filters, toolbar (bulk actions left, refresh right),
 * a middle-size table and a pager with the total.
 */
export function RecycleBinPage() {
  const { t, i18n } = useTranslation();
  const { checker } = useRequiredSession();
  const canRestore = checker.can(RECYCLE_BIN_PAGE, 'restore');
  const canPurge = checker.can(RECYCLE_BIN_PAGE, 'purge');
  const [query, setQuery] = useState<Query>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const narrow = isNarrow(Grid.useBreakpoint());
  const { query: list, result } = useCustom<Page>({
    url: RECYCLE_BIN_PATH,
    method: 'get',
    config: { query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) },
  });
  const { run, busy } = useRecycleBinRun(async () => {
    setSelected([]);
    await list.refetch();
  });
  const page = result.data;
  const total = page?.total ?? 0;
  const kindTitle = (kind: string) => t(`resources.${kind}.title`, { defaultValue: resourceNamed(kind)?.name ?? kind });
  const selectedItems = () => selected.map(parseItemKey);
  const filter = (next: Partial<Query>) => setQuery({ ...query, ...next, page: 1 });

  return (
    <div data-testid="recycle-bin">
      <PageHeader />
      <Alert type="info" showIcon message={t('recycleBinPage.hint', { days: RECYCLE_BIN_DAYS })} style={{ marginBottom: 16 }} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          style={{ minWidth: 160 }}
          value={query.kind ?? ''}
          onChange={(kind) => filter({ kind: kind || undefined })}
          options={[{ value: '', label: t('recycleBinPage.allKinds') }, ...RECYCLE_BIN_KINDS.map((kind) => ({ value: kind, label: kindTitle(kind) }))]}
          aria-label={t('recycleBinPage.kind')}
        />
        <Input.Search
          allowClear
          placeholder={t('recycleBinPage.search')}
          aria-label={t('recycleBinPage.search')}
          onSearch={(q) => filter({ q: q.trim() || undefined })}
          style={{ width: 240 }}
          data-testid="recycle-bin-search"
        />
      </Space>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          {canRestore && (
            <Button icon={<UndoOutlined />} onClick={() => void run('restore', selectedItems())} loading={busy} data-testid="restore-selected">
              {t('recycleBinPage.restore')}
            </Button>
          )}
          {canPurge && (
            // With nothing selected the button says "select first" (spec §8) instead of asking to confirm.
            <Popconfirm
              open={selected.length ? undefined : false}
              title={t('recycleBinPage.purgeSelectedConfirm', { count: selected.length })}
              okButtonProps={{ danger: true }}
              onConfirm={() => run('purge', selectedItems())}
            >
              <Button danger icon={<DeleteOutlined />} onClick={() => !selected.length && void run('purge', [])} data-testid="purge-selected">
                {t('recycleBinPage.purge')}
              </Button>
            </Popconfirm>
          )}
        </Space>
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} aria-label={t('engine.refresh')} />
      </Space>
      <Table<RecycleBinItem>
        rowKey={itemKey}
        size="middle"
        loading={list.isFetching}
        dataSource={page?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recycleBinPage.empty')} /> }}
        rowSelection={canRestore || canPurge ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total,
          showTotal: () => listTotalText(t, total),
          showSizeChanger: true,
          pageSizeOptions: LIST_PAGE_SIZES,
          onChange: (current, pageSize) => setQuery({ ...query, page: current, pageSize }),
        }}
        columns={recycleBinColumns({
          t,
          language: i18n.language,
          kindTitle,
          canRestore,
          canPurge,
          narrow,
          onRow: (operation, item) => void run(operation, [{ kind: item.kind, id: item.id }], { row: true }),
        })}
      />
    </div>
  );
}
