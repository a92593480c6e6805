import { ActionDialogModal } from '../engine/ActionDialogModal.tsx';
import { useCustom } from '@refinedev/core';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { type Visibility, VISIBILITIES } from '../../resources/shared/public-library.ts';
import type { ActionDialogProps } from '../engine/record-action-ui.ts';
import { nestedRule, schemaIssues } from '../engine/nested-rules.ts';

type Values = { visibility: Visibility; store_ids: number[] };
type StoreOption = { id: number; name: string };

/** What the dialog opens with: the goods' own range (all when not public yet), or all for several. */
function initialValues(record: ActionDialogProps['record']): Values {
  const current = record?.visibility as Visibility | undefined;
  return {
    visibility: current && current !== 'none' ? current : 'all',
    store_ids: Array.isArray(record?.visible_store_ids) ? (record.visible_store_ids as number[]) : [],
  };
}

/** The share body: stores only for partial visibility (spec §4). */
const bodyOf = (values: Values) =>
  values.visibility === 'partial' ? { visibility: values.visibility, store_ids: values.store_ids ?? [] } : { visibility: values.visibility };

/**
 * Public library (spec §4): all visible, partly visible by organisation, or not public. Partial
 * visibility needs at least one of the merchant's stores (spec §5), checked by the action's schema.
 * One dialog per sharing resource: its texts (`resources.<name>.visibilities`, `.share`) and the
 * path listing the stores its sharers may pick.
 */
export function shareDialogFor(resourceName: string, storesPath: string): ComponentType<ActionDialogProps> {
  const text = (key: string) => `resources.${resourceName}.${key}`;
  return function ShareDialog({ open, title, record, count, schema, busy, onSubmit, onCancel }: ActionDialogProps) {
    const { t } = useTranslation();
    const [form] = Form.useForm<Values>();
    const visibility = Form.useWatch('visibility', form);
    const { result, query } = useCustom<{ list: StoreOption[] }>({
      url: storesPath,
      method: 'get',
      queryOptions: { enabled: open, retry: false },
      errorNotification: false,
      successNotification: false,
    });
    const stores = result?.data?.list ?? [];
    const issues = () => schemaIssues(schema, bodyOf(form.getFieldsValue(true) as Values));

    return (
      <ActionDialogModal open={open} title={title} count={count} busy={busy} onCancel={onCancel} form={form} data-testid="share-dialog">
        <Form<Values> form={form} layout="vertical" initialValues={initialValues(record)} onFinish={(values) => onSubmit(bodyOf(values))} preserve={false}>
          <Form.Item name="visibility" label={t(text('fields.visibility'))}>
            <Radio.Group optionType="button" buttonStyle="solid" options={VISIBILITIES.map((value) => ({ value, label: t(text(`visibilities.${value}`)) }))} />
          </Form.Item>
          {visibility === 'partial' && (
            <Form.Item
              name="store_ids"
              label={t(text('fields.visible_store_ids'))}
              required
              rules={[nestedRule(issues, ['store_ids'], t)]}
              extra={t(text('share.storesHint'))}
            >
              <Select
                mode="multiple"
                allowClear
                loading={query.isFetching}
                placeholder={t(text('share.storesPlaceholder'))}
                optionFilterProp="label"
                options={stores.map((store) => ({ value: store.id, label: store.name }))}
                data-testid="share-stores"
              />
            </Form.Item>
          )}
        </Form>
      </ActionDialogModal>
    );
  };
}
