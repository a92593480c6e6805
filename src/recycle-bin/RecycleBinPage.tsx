import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { Alert, App, Button, Flex, Input, Popconfirm, Select, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECYCLE_BIN_DAYS } from '../../resources/constants.ts';
import { resourceNamed } from '../../resources/index.ts';
import { RECYCLE_BIN_KINDS, RECYCLE_BIN_PAGE, RECYCLE_BIN_PATH, type RecycleBinItem } from '../../resources/recycle-bin/recycle-bin.schema.ts';
import { formatDateTime } from '../engine/date-format.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { type BatchResult, batchPath } from '../../resources/wire/protocol.ts';
import { daysLeft, itemKey, type ItemRef, parseItemKey } from './recycle-bin-items.ts';

type Page = { list: RecycleBinItem[]; total: number; page: number; pageSize: number };

/**
 * The recycle bin (spec §4, §9): deleted goods (and plans and apps, once they exist) for 30 days,
 * each restorable unless it expired or its upload failed, or deleted for good after a warning.
 */
export function RecycleBinPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { checker } = useRequiredSession();
  const canRestore = checker.can(RECYCLE_BIN_PAGE, 'restore');
  const canPurge = checker.can(RECYCLE_BIN_PAGE, 'purge');
  const [query, setQuery] = useState<{ page: number; pageSize: number; kind?: string; q?: string }>({ page: 1, pageSize: 30 });
  const [selected, setSelected] = useState<string[]>([]);
  const { query: list, result } = useCustom<Page>({
    url: RECYCLE_BIN_PATH,
    method: 'get',
    config: { query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) },
  });
  const { mutateAsync, mutation } = useCustomMutation();
  const page = result.data;
  const kindTitle = (kind: string) => t(`resources.${kind}.title`, { defaultValue: resourceNamed(kind)?.name ?? kind });

  const run = async (operation: 'restore' | 'purge', items: ItemRef[]) => {
    if (!items.length) {
      void message.warning(t('engine.selectFirst'));
      return;
    }
    try {
      const { data } = await mutateAsync({
        url: batchPath(RECYCLE_BIN_PATH, operation),
        method: 'post',
        values: { items },
        successNotification: false,
        errorNotification: false,
      });
      const outcome = data as unknown as BatchResult<ItemRef>;
      const text = t(operation === 'restore' ? 'recycleBinPage.restored' : 'recycleBinPage.purged', { ok: outcome.ok.length, failed: outcome.failed.length });
      if (outcome.failed.length) void message.warning(`${text} ${outcome.failed[0].message}`, 5);
      else void message.success(text);
      setSelected([]);
      await list.refetch();
    } catch {
      // The HTTP client has shown the failure (spec §8).
    }
  };
  const selectedItems = () => selected.map(parseItemKey);
  const stateOf = (item: RecycleBinItem & { upload_failed?: boolean }) => {
    if (item.restorable) return <Tag color="success">{t('recycleBinPage.restorable')}</Tag>;
    return new Date(item.expires_at).getTime() <= Date.now() ? (
      <Tag>{t('recycleBinPage.expired')}</Tag>
    ) : (
      <Tag color="error">{t('recycleBinPage.uploadFailed')}</Tag>
    );
  };

  return (
    <Flex vertical gap={12} data-testid="recycle-bin">
      <Alert type="info" showIcon message={t('recycleBinPage.hint', { days: RECYCLE_BIN_DAYS })} />
      <Flex wrap gap={8} justify="space-between">
        <Space wrap>
          <Select
            style={{ minWidth: 160 }}
            value={query.kind ?? ''}
            onChange={(kind) => setQuery({ ...query, kind: kind || undefined, page: 1 })}
            options={[{ value: '', label: t('recycleBinPage.allKinds') }, ...RECYCLE_BIN_KINDS.map((kind) => ({ value: kind, label: kindTitle(kind) }))]}
            aria-label={t('recycleBinPage.kind')}
          />
          <Input.Search
            allowClear
            placeholder={t('recycleBinPage.search')}
            onSearch={(q) => setQuery({ ...query, q: q.trim() || undefined, page: 1 })}
            style={{ width: 220 }}
            data-testid="recycle-bin-search"
          />
        </Space>
        <Space wrap>
          {canRestore && (
            <Button icon={<UndoOutlined />} onClick={() => void run('restore', selectedItems())} loading={mutation.isPending} data-testid="restore-selected">
              {t('recycleBinPage.restore')}
            </Button>
          )}
          {canPurge &&
            (selected.length ? (
              <Popconfirm
                title={t('recycleBinPage.purgeSelectedConfirm', { count: selected.length })}
                okButtonProps={{ danger: true }}
                onConfirm={() => run('purge', selectedItems())}
              >
                <Button danger icon={<DeleteOutlined />} data-testid="purge-selected">
                  {t('recycleBinPage.purge')}
                </Button>
              </Popconfirm>
            ) : (
              <Button danger icon={<DeleteOutlined />} onClick={() => void run('purge', [])} data-testid="purge-selected">
                {t('recycleBinPage.purge')}
              </Button>
            ))}
        </Space>
      </Flex>
      <Table<RecycleBinItem>
        rowKey={itemKey}
        size="middle"
        loading={list.isFetching}
        dataSource={page?.list ?? []}
        locale={{ emptyText: t('recycleBinPage.empty') }}
        rowSelection={canRestore || canPurge ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined}
        scroll={{ x: 760 }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, pageSize) => setQuery({ ...query, page: current, pageSize }),
        }}
        columns={[
          { title: t('recycleBinPage.name'), dataIndex: 'name', ellipsis: true },
          { title: t('recycleBinPage.kind'), dataIndex: 'kind', width: 120, render: (kind: string) => kindTitle(kind) },
          { title: t('recycleBinPage.deletedAt'), dataIndex: 'deleted_at', width: 180, render: (value: string) => formatDateTime(value, i18n.language) },
          {
            title: t('recycleBinPage.expiresAt'),
            dataIndex: 'expires_at',
            width: 180,
            render: (value: string) => {
              const left = daysLeft(value, Date.now());
              return (
                <Tooltip title={formatDateTime(value, i18n.language)}>
                  {left > 0 ? t('recycleBinPage.daysLeft', { count: left }) : t('recycleBinPage.lastDay')}
                </Tooltip>
              );
            },
          },
          { title: t('recycleBinPage.state'), key: 'state', width: 200, render: (_, item) => stateOf(item) },
          {
            title: t('engine.actions'),
            key: 'actions',
            width: 220,
            fixed: 'right',
            render: (_, item) => (
              <Space size={0}>
                {canRestore && (
                  <Button
                    type="link"
                    size="small"
                    disabled={!item.restorable}
                    onClick={() => void run('restore', [{ kind: item.kind, id: item.id }])}
                    data-testid="restore-one"
                  >
                    {t('recycleBinPage.restore')}
                  </Button>
                )}
                {canPurge && (
                  <Popconfirm
                    title={t('recycleBinPage.purgeConfirm')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => run('purge', [{ kind: item.kind, id: item.id }])}
                  >
                    <Button type="link" size="small" danger data-testid="purge-one">
                      {t('recycleBinPage.purge')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Flex>
  );
}
