import { useCustom, useMany } from '@refinedev/core';
import { Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { commodities } from '../../resources/commodities/commodities.resource.ts';
import { STORE_OPTIONS_ACCESS, STORE_OPTIONS_PATH, type StoreOption } from '../../resources/commodities/store-options.schema.ts';
import type { CommodityAttribute, Sku } from '../../resources/commodities/commodity.schema.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { propPairs } from './sku-combinations.ts';

type DisplayProps = { value: unknown; full: boolean };
const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const text = (key: string) => `resources.commodities.editor.${key}`;
const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });
const empty = (t: (key: string) => string) => <Typography.Text type="secondary">{t('engine.auditEmpty')}</Typography.Text>;

/** Attributes on the detail view: each name with its values as tags. */
export function AttributesDisplay({ value }: DisplayProps) {
  const { t } = useTranslation();
  const rows = listOf<CommodityAttribute>(value);
  if (!rows.length) return empty(t);
  return (
    <Flex vertical gap={4}>
      {rows.map((row) => (
        <span key={row.name}>
          <Typography.Text strong>{row.name}</Typography.Text>{' '}
          {row.values.map((item) => (
            <Tag key={item}>{item}</Tag>
          ))}
        </span>
      ))}
    </Flex>
  );
}

/** Public parameters on the detail view: `name: value` lines. */
export function ParametersDisplay({ value }: DisplayProps) {
  const { t } = useTranslation();
  const rows = listOf<{ name: string; value: string }>(value);
  if (!rows.length) return empty(t);
  return (
    <Flex vertical gap={2}>
      {rows.map((row) => (
        <span key={row.name}>
          <Typography.Text type="secondary">{row.name}:</Typography.Text> {row.value}
        </span>
      ))}
    </Flex>
  );
}

/** SKUs on the detail view: a small table of each combination's offer and prices. */
export function SkusDisplay({ value }: DisplayProps) {
  const { t } = useTranslation();
  const rows = listOf<Sku>(value);
  if (!rows.length) return empty(t);
  return (
    <Table<Sku>
      size="small"
      pagination={false}
      rowKey="prop_name"
      dataSource={rows}
      columns={[
        {
          key: 'sku',
          title: t(text('sku')),
          render: (_, row) => (
            <Flex gap={4} wrap>
              {propPairs(row.prop_name).map((pair) => (
                <Tag key={pair.name} style={{ marginInlineEnd: 0 }}>{`${pair.name}: ${pair.value}`}</Tag>
              ))}
            </Flex>
          ),
        },
        ...(['offer', 'price', 'promoPrice'] as const).map((key) => ({
          key,
          dataIndex: key,
          title: t(text(key)),
          align: 'right' as const,
          onHeaderCell: nowrap,
          onCell: nowrap,
        })),
      ]}
    />
  );
}

/** Linked goods on the detail view, by name (an id whose goods are gone shows as its number). */
export function LinksDisplay({ value }: DisplayProps) {
  const { t } = useTranslation();
  const ids = listOf<number>(value);
  const { result } = useMany<{ id: number; name: string }>({
    resource: commodities.name,
    ids,
    queryOptions: { enabled: ids.length > 0, retry: false },
    errorNotification: false,
  });
  if (!ids.length) return empty(t);
  const names = new Map((result?.data ?? []).map((goods) => [goods.id, goods.name]));
  return (
    <Flex gap={4} wrap>
      {ids.map((commodityId) => (
        <Tag key={commodityId}>{names.get(commodityId) ?? `#${commodityId}`}</Tag>
      ))}
    </Flex>
  );
}

/**
 * The stores partly-visible goods are shown to, by name for sessions that may share (they may list
 * the stores); others see their ids.
 */
export function StoresDisplay({ value }: DisplayProps) {
  const { t } = useTranslation();
  const { checker } = useRequiredSession();
  const ids = listOf<number>(value);
  const named = ids.length > 0 && checker.can(STORE_OPTIONS_ACCESS.page, STORE_OPTIONS_ACCESS.action);
  const { result } = useCustom<{ list: StoreOption[] }>({
    url: STORE_OPTIONS_PATH,
    method: 'get',
    queryOptions: { enabled: named, retry: false },
    errorNotification: false,
  });
  if (!ids.length) return empty(t);
  const names = new Map((result?.data?.list ?? []).map((store) => [store.id, store.name]));
  return (
    <Flex gap={4} wrap>
      {ids.map((storeId) => (
        <Tag key={storeId}>{names.get(storeId) ?? `#${storeId}`}</Tag>
      ))}
    </Flex>
  );
}
