import { useSelect } from '@refinedev/antd';
import { Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { commodities } from '../../resources/commodities/commodities.resource.ts';
import { LINKED_COMMODITIES_MAX } from '../../resources/constants.ts';
import type { CustomEditorProps } from '../engine/custom-widgets.tsx';
import { useRecordDrawer } from '../engine/useRecordDrawer.ts';
import { useRevalidateErrored } from '../engine/nested-rules.ts';

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : []);
// The server judges each newly linked id (missing, deleted, the goods itself); these only carry its answer.
const serverOnly = [{ validator: async () => undefined }];

/**
 * Linked goods (spec §9: at most 10): other goods of the merchant found by name. The goods being
 * edited is not offered; the server's errors on one link (`linked_ids.<n>`) show under the picker.
 */
export function CommodityLinksPicker({ field, value, onChange, id }: CustomEditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const ids = idsOf(value);
  const { state } = useRecordDrawer();
  const self = state?.mode === 'edit' ? state.id : undefined;
  const { selectProps } = useSelect<{ id: number; name: string }>({
    resource: commodities.name,
    optionLabel: 'name',
    optionValue: 'id',
    defaultValue: ids,
    onSearch: (text) => [{ field: 'name', operator: 'contains', value: text }],
    pagination: { pageSize: 20 },
    queryOptions: { retry: false },
    errorNotification: false,
  });
  useRevalidateErrored(
    form,
    ids.map((_, index) => [field.name, index]),
    value,
  );

  return (
    <Flex vertical gap={4} data-testid="goods-links">
      <Select<number[]>
        showSearch
        filterOption={false}
        onSearch={selectProps.onSearch}
        loading={selectProps.loading}
        id={id}
        mode="multiple"
        allowClear
        value={ids}
        onChange={(next) => onChange?.(next)}
        options={selectProps.options?.filter((option) => option.value !== self) as { label: string; value: number }[] | undefined}
        maxCount={LINKED_COMMODITIES_MAX}
        placeholder={t('resources.commodities.editor.linkedSearch')}
      />
      {ids.map((_, index) => (
        <Form.Item key={index} name={[field.name, index]} noStyle rules={serverOnly}>
          <input type="hidden" />
        </Form.Item>
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('resources.commodities.editor.linkedHint', { count: ids.length, max: LINKED_COMMODITIES_MAX })}
      </Typography.Text>
    </Flex>
  );
}
