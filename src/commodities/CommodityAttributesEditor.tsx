import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMODITY_ATTRIBUTES_MAX, type CommodityAttribute } from '../../resources/commodities/commodity.schema.ts';
import { ATTRIBUTE_NAME_MAX_LENGTH } from '../../resources/shared/commodity-specs.schema.ts';
import { commodityAttributes } from '../../resources/commodity-attributes/commodity-attributes.resource.ts';
import type { CustomEditorProps } from '../engine/custom-widgets.tsx';
import { useRowRules } from '../engine/nested-rules.ts';
import { LibraryPicker } from './LibraryPicker.tsx';

type Row = { name?: string; values?: string[] };
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const text = (key: string) => `resources.commodities.editor.${key}`;

/** Adds a library attribute: as a new row, or its missing values to the row of the same name. */
export function withLibraryAttribute(rows: Row[], entry: CommodityAttribute): Row[] {
  const index = rows.findIndex((row) => row.name?.trim() === entry.name);
  if (index < 0) return [...rows, { name: entry.name, values: [...entry.values] }];
  return rows.map((row, i) => (i === index ? { ...row, values: [...new Set([...(row.values ?? []), ...entry.values])] } : row));
}

/**
 * A goods' attributes (spec §3, §5): rows of a name and tag-style values. Each row shows its own
 * problem (a repeated name, no value, a forbidden character), from the shared schema in the
 * browser and from the server's `attributes.<row>.<part>` errors.
 */
export function CommodityAttributesEditor({ field, value, onChange, id }: CustomEditorProps) {
  const { t } = useTranslation();
  const rows = rowsOf(value);
  const ruleOf = useRowRules(field, rows.length, ['name', 'values'], value, t);

  return (
    <Flex vertical gap={4} id={id} data-testid="goods-attributes">
      {rows.map((_, index) => (
        <Flex key={index} gap={8} align="start" data-testid="attribute-row">
          <Form.Item name={[field.name, index, 'name']} rules={[ruleOf(index, 'name')]} style={{ width: 170, marginBottom: 8 }}>
            <Input placeholder={t(text('attributeName'))} aria-label={t(text('attributeName'))} maxLength={ATTRIBUTE_NAME_MAX_LENGTH} />
          </Form.Item>
          <Form.Item name={[field.name, index, 'values']} rules={[ruleOf(index, 'values')]} style={{ flex: 1, marginBottom: 8 }}>
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', '，']}
              placeholder={t(text('attributeValues'))}
              aria-label={t(text('attributeValues'))}
            />
          </Form.Item>
          <Button type="text" icon={<DeleteOutlined />} aria-label={t(text('removeRow'))} onClick={() => onChange?.(rows.filter((__, i) => i !== index))} />
        </Flex>
      ))}
      <Flex gap={8} wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={rows.length >= COMMODITY_ATTRIBUTES_MAX}
          onClick={() => onChange?.([...rows, { name: '', values: [] }])}
          data-testid="add-attribute"
        >
          {t(text('addAttribute'))}
        </Button>
        <LibraryPicker<CommodityAttribute & { id: number }>
          library={commodityAttributes}
          placeholder={t(text('fromAttributeLibrary'))}
          describe={(entry) => `${entry.name} (${entry.values.join(', ')})`}
          onPick={(entry) => onChange?.(withLibraryAttribute(rows, entry))}
        />
      </Flex>
    </Flex>
  );
}
