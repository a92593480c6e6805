import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useSelect } from '@refinedev/antd';
import { Button, Flex, Form, InputNumber, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { commodities } from '../../resources/commodities/commodities.resource.ts';
import { ORDER_ITEMS_MAX, ORDER_QUANTITY_MAX } from '../../resources/intention-orders/intention-orders.resource.ts';
import type { CustomEditorProps } from '../engine/custom-widgets.tsx';
import { useRowRules } from '../engine/nested-rules.ts';
import { NumberValue } from '../engine/NumberValue.tsx';

/** A goods line as the form holds it: the server's name and unit price come with a saved line only. */
export interface ItemRow {
  commodity_id?: number;
  quantity?: number;
  name?: string;
  price?: number;
}

const text = (key: string) => `customerPages.order.${key}`;
export const itemRowsOf = (value: unknown): ItemRow[] => (Array.isArray(value) ? (value as ItemRow[]) : []);

/** What the server is sent: goods and quantity only (it prices each line itself). */
export const itemsFromForm = (value: unknown) =>
  Array.isArray(value) ? itemRowsOf(value).map((row) => ({ commodity_id: row.commodity_id, quantity: row.quantity })) : value;

/** The goods a picker offers: the lines' own (by the name they were saved with), then those found by name, each once. */
function useGoodsOptions(rows: ItemRow[]) {
  const { selectProps } = useSelect<{ id: number; name: string }>({
    resource: commodities.name,
    optionLabel: 'name',
    optionValue: 'id',
    onSearch: (search) => [{ field: 'name', operator: 'contains', value: search }],
    pagination: { pageSize: 20 },
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const own = rows.filter((row) => row.commodity_id && row.name).map((row) => ({ value: row.commodity_id as number, label: row.name as string }));
  const found = (selectProps.options ?? []) as { value: number; label: string }[];
  const seen = new Set<number>();
  const options = [...own, ...found].filter((option) => !seen.has(option.value) && Boolean(seen.add(option.value)));
  return { options, onSearch: selectProps.onSearch, loading: selectProps.loading };
}

/**
 * An intention order's goods lines (the `order-items` widget): goods picked by name and a quantity
 * per line. The server prices lines when the order is saved: a saved line shows the name and unit
 * price it was written with and its total; a new or changed one says it is priced on save. The
 * server's errors on a line (`items.2.commodity_id`) show on that line.
 */
export function OrderItemsEditor({ field, value, onChange, id }: CustomEditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rows = itemRowsOf(value);
  const ruleOf = useRowRules(field, rows.length, ['commodity_id', 'quantity'], value, t);
  const goods = useGoodsOptions(rows);
  // A line whose goods change is no longer what the server priced.
  const unprice = (index: number) => {
    form.setFieldValue([field.name, index, 'name'], undefined);
    form.setFieldValue([field.name, index, 'price'], undefined);
  };
  const priced = (row: ItemRow) => row.price !== undefined && row.price !== null;

  return (
    <Flex vertical gap={8} id={id} data-testid="order-items">
      {rows.length > 0 && (
        <Table<{ index: number }>
          size="small"
          pagination={false}
          rowKey="index"
          scroll={{ x: 'max-content' }}
          dataSource={rows.map((_, index) => ({ index }))}
          columns={[
            {
              key: 'goods',
              title: t(text('goods')),
              render: (_, { index }) => (
                <Form.Item name={[field.name, index, 'commodity_id']} rules={[ruleOf(index, 'commodity_id')]} style={{ marginBottom: 0, minWidth: 180 }}>
                  <Select
                    showSearch
                    filterOption={false}
                    onSearch={goods.onSearch}
                    loading={goods.loading}
                    options={goods.options}
                    onChange={() => unprice(index)}
                    placeholder={t(text('pickGoods'))}
                    aria-label={t(text('goods'))}
                    data-testid={`order-item-goods-${index}`}
                  />
                </Form.Item>
              ),
            },
            {
              key: 'quantity',
              title: t(text('quantity')),
              width: 96,
              render: (_, { index }) => (
                <Form.Item name={[field.name, index, 'quantity']} rules={[ruleOf(index, 'quantity')]} style={{ marginBottom: 0 }}>
                  <InputNumber min={1} max={ORDER_QUANTITY_MAX} precision={0} style={{ width: '100%' }} aria-label={t(text('quantity'))} />
                </Form.Item>
              ),
            },
            {
              key: 'price',
              title: t(text('unitPrice')),
              align: 'right',
              width: 110,
              render: (_, { index }) =>
                priced(rows[index]!) ? (
                  <NumberValue value={Number(rows[index]!.price)} unit="currency" />
                ) : (
                  <Typography.Text type="secondary">{t(text('pricedOnSave'))}</Typography.Text>
                ),
            },
            {
              key: 'total',
              title: t(text('lineTotal')),
              align: 'right',
              width: 110,
              render: (_, { index }) => {
                const row = rows[index]!;
                return priced(row) ? <NumberValue value={Number(row.price) * Number(row.quantity ?? 0)} unit="currency" /> : '—';
              },
            },
            {
              key: 'remove',
              width: 40,
              render: (_, { index }) => (
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t(text('removeLine'))}
                  title={t(text('removeLine'))}
                  onClick={() => onChange?.(rows.filter((__, other) => other !== index))}
                />
              ),
            },
          ]}
        />
      )}
      {rows.length === 0 && <Typography.Text type="secondary">{t(text('noLines'))}</Typography.Text>}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange?.([...rows, { quantity: 1 }])}
        disabled={rows.length >= ORDER_ITEMS_MAX}
        style={{ alignSelf: 'flex-start' }}
        data-testid="order-item-add"
      >
        {t(text('addLine'))}
      </Button>
    </Flex>
  );
}

/** The goods lines on an order's details: each line's goods, quantity and total as the server priced it. */
export function OrderItemsDisplay({ value }: { value: unknown; full: boolean }) {
  const rows = itemRowsOf(value);
  return (
    <Flex vertical gap={2}>
      {rows.map((row, index) => (
        <span key={`${row.commodity_id}-${index}`}>
          <span translate="no">{row.name || `#${row.commodity_id}`}</span> × {row.quantity}
          {row.price !== undefined && (
            <Typography.Text type="secondary">
              {' '}
              (<NumberValue value={Number(row.price) * Number(row.quantity ?? 0)} unit="currency" />)
            </Typography.Text>
          )}
        </span>
      ))}
    </Flex>
  );
}
