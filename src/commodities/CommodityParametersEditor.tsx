import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMODITY_PARAMETERS_MAX } from '../../resources/commodities/commodity.schema.ts';
import { PARAMETER_NAME_MAX_LENGTH, PARAMETER_VALUE_MAX_LENGTH } from '../../resources/shared/commodity-specs.schema.ts';
import { commodityParameters } from '../../resources/commodity-parameters/commodity-parameters.resource.ts';
import type { CustomEditorProps } from '../engine/custom-widgets.tsx';
import { useRowRules } from '../engine/nested-rules.ts';
import { LibraryPicker } from './LibraryPicker.tsx';

type Row = { name?: string; value?: string };
type Entry = { id: number; name: string; value: string };
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const text = (key: string) => `resources.commodities.editor.${key}`;

/** Adds a library parameter, or gives the row of the same name the library's value. */
export function withLibraryParameter(rows: Row[], entry: Entry): Row[] {
  const index = rows.findIndex((row) => row.name?.trim() === entry.name);
  if (index < 0) return [...rows, { name: entry.name, value: entry.value }];
  return rows.map((row, i) => (i === index ? { ...row, value: entry.value } : row));
}

/** A goods' public parameters (spec §3): name and value rows, names not repeated (spec §5). */
export function CommodityParametersEditor({ field, value, onChange, id }: CustomEditorProps) {
  const { t } = useTranslation();
  const rows = rowsOf(value);
  const ruleOf = useRowRules(field, rows.length, ['name', 'value'], value, t);

  return (
    <Flex vertical gap={4} id={id} data-testid="goods-parameters">
      {rows.map((_, index) => (
        <Flex key={index} gap={8} align="start" data-testid="parameter-row">
          <Form.Item name={[field.name, index, 'name']} rules={[ruleOf(index, 'name')]} style={{ width: 170, marginBottom: 8 }}>
            <Input placeholder={t(text('parameterName'))} aria-label={t(text('parameterName'))} maxLength={PARAMETER_NAME_MAX_LENGTH} />
          </Form.Item>
          <Form.Item name={[field.name, index, 'value']} rules={[ruleOf(index, 'value')]} style={{ flex: 1, marginBottom: 8 }}>
            <Input placeholder={t(text('parameterValue'))} aria-label={t(text('parameterValue'))} maxLength={PARAMETER_VALUE_MAX_LENGTH} />
          </Form.Item>
          <Button type="text" icon={<DeleteOutlined />} aria-label={t(text('removeRow'))} onClick={() => onChange?.(rows.filter((__, i) => i !== index))} />
        </Flex>
      ))}
      <Flex gap={8} wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={rows.length >= COMMODITY_PARAMETERS_MAX}
          onClick={() => onChange?.([...rows, { name: '', value: '' }])}
          data-testid="add-parameter"
        >
          {t(text('addParameter'))}
        </Button>
        <LibraryPicker<Entry>
          library={commodityParameters}
          placeholder={t(text('fromParameterLibrary'))}
          describe={(entry) => (entry.value ? `${entry.name}: ${entry.value}` : entry.name)}
          onPick={(entry) => onChange?.(withLibraryParameter(rows, entry))}
        />
      </Flex>
    </Flex>
  );
}
