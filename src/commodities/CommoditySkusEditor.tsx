import { DeleteOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, InputNumber, Table, Tag, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMODITY_SKUS_MAX, MONEY_MAX, skuIssues } from '../../resources/commodities/commodity.schema.ts';
import type { CustomEditorProps } from '../engine/custom-widgets.tsx';
import { type PathIssue, schemaIssues, useRowRules } from '../engine/nested-rules.ts';
import { generateSkus, matchesAttributes, propPairs, type SkuRow, skuFromRow, usableAttributes } from './sku-combinations.ts';

/** The goods fields a SKU row follows: its attributes name it, its price is a new row's price. */
const ATTRIBUTES = 'attributes';
const PRICE = 'price';
const text = (key: string) => `resources.commodities.editor.${key}`;
const rowsOf = (value: unknown): SkuRow[] => (Array.isArray(value) ? (value as SkuRow[]) : []);

/** The wire SKUs of the editor's rows. */
export const skusFromForm = (value: unknown) => (Array.isArray(value) ? rowsOf(value).map(skuFromRow) : value);

/** A SKU's prop_name shown as its `name: value` pairs. */
function PropName({ value }: { value?: string }) {
  return (
    <Flex gap={4} wrap>
      {propPairs(value ?? '').map((pair) => (
        <Tag key={pair.name} style={{ marginInlineEnd: 0 }}>
          {pair.name}: {pair.value}
        </Tag>
      ))}
    </Flex>
  );
}

/**
 * A goods' SKUs (spec §3): one row per combination of its attributes' values, generated from the
 * attributes, each with its offer, price and promotional price. A row whose prop_name no longer
 * names the attributes says so (the shared `skuIssues` rule the server applies too).
 */
export function CommoditySkusEditor({ field, value, onChange, id }: CustomEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const attributes = usableAttributes(Form.useWatch(ATTRIBUTES, form));
  const rows = rowsOf(value);
  const issues = (): PathIssue[] => {
    const current = rowsOf(form.getFieldValue(field.name));
    const crossField = skuIssues(usableAttributes(form.getFieldValue(ATTRIBUTES)), current).map(({ index, message: key }) => ({
      path: [index, 'prop_name'],
      message: key,
    }));
    return [...schemaIssues(field.schema, skusFromForm(current)), ...crossField];
  };
  const ruleOf = useRowRules(field, rows.length, ['prop_name', 'offer', 'price', 'promoPrice'], value, t, issues);

  const generate = () => {
    if (!attributes.length) return void message.info(t(text('noAttributes')));
    const next = generateSkus(attributes, rows, form.getFieldValue(PRICE));
    if (next.length > COMMODITY_SKUS_MAX) return void message.warning(t(text('tooManySkus'), { count: next.length, max: COMMODITY_SKUS_MAX }));
    onChange?.(next);
  };
  const cell = (index: number, key: keyof SkuRow, child: ReactElement) => (
    <Form.Item name={[field.name, index, key]} rules={[ruleOf(index, key)]} style={{ marginBottom: 0 }}>
      {child}
    </Form.Item>
  );
  const money = (label: string) => <InputNumber min={0} max={MONEY_MAX} precision={2} style={{ width: '100%' }} aria-label={label} />;

  return (
    <Flex vertical gap={8} id={id} data-testid="goods-skus">
      <Flex gap={8} align="center" wrap>
        <Button icon={<ThunderboltOutlined />} onClick={generate} data-testid="generate-skus">
          {t(text('generateSkus'))}
        </Button>
        {attributes.length > 0 && !matchesAttributes(attributes, rows) && <Typography.Text type="warning">{t(text('skusOutdated'))}</Typography.Text>}
      </Flex>
      {rows.length > 0 && (
        <Table<{ index: number }>
          size="small"
          pagination={false}
          rowKey="index"
          dataSource={rows.map((_, index) => ({ index }))}
          data-testid="sku-table"
          columns={[
            { key: 'prop_name', title: t(text('sku')), render: (_, { index }) => cell(index, 'prop_name', <PropName />) },
            {
              key: 'offer',
              title: t(text('offer')),
              width: 96,
              render: (_, { index }) => cell(index, 'offer', <InputNumber min={0} precision={0} style={{ width: '100%' }} aria-label={t(text('offer'))} />),
            },
            { key: 'price', title: t(text('price')), width: 116, render: (_, { index }) => cell(index, 'price', money(t(text('price')))) },
            { key: 'promoPrice', title: t(text('promoPrice')), width: 140, render: (_, { index }) => cell(index, 'promoPrice', money(t(text('promoPrice')))) },
            {
              key: 'remove',
              width: 40,
              render: (_, { index }) => (
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t(text('removeRow'))}
                  onClick={() => onChange?.(rows.filter((__, i) => i !== index))}
                />
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
