import { useCustom, useCustomMutation } from '@refinedev/core';
import { App, Button, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../providers/http.ts';
import { PLAN_IMPORT_CONFIG_PATH, type PlanImportConfig } from '../../resources/plans/plan-import-config.schema.ts';
import { PLAN_RESOLUTIONS, PLAN_TYPES, plans } from '../../resources/plans/plans.resource.ts';
import { fieldErrorsToAntd } from '../shell/zod-rule.ts';
import { useResourceAbilities } from '../engine/useResourceAbilities.ts';

/**
 * "Import config" beside Create (spec §3): the resolution and type a new plan or hall takes when
 * its create (the form, a batch excel row, a link) names none. One config for plans and halls,
 * kept under the plans' page: those who may edit plans change it.
 */
export function ImportConfigButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const text = (key: string) => t(`resources.plans.importConfig.${key}`);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PlanImportConfig>();
  const canEdit = useResourceAbilities(plans).edit;
  const { query } = useCustom<PlanImportConfig>({
    url: PLAN_IMPORT_CONFIG_PATH,
    method: 'get',
    queryOptions: { enabled: open && canEdit, retry: false },
    errorNotification: false,
    successNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<PlanImportConfig>();
  // refine's `result` is an empty object until the call answers: the query's own data says whether it has.
  const config = query.data?.data;
  // The form mounts with the modal, before the config arrives: the values are filled in when it does.
  useEffect(() => {
    if (open && config) form.setFieldsValue(config);
  }, [open, config, form]);
  if (!canEdit) return null;

  const save = async (values: PlanImportConfig) => {
    try {
      await mutateAsync({ url: PLAN_IMPORT_CONFIG_PATH, method: 'put', values, successNotification: false, errorNotification: false });
      void message.success(text('saved'), 1.5);
      setOpen(false);
    } catch (error) {
      form.setFields(fieldErrorsToAntd((error as ApiError).errors));
    }
  };
  const choices = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`resources.plans.${group}.${value}`) }));
  return (
    <>
      <Button onClick={() => setOpen(true)}>{text('open')}</Button>
      <Modal
        open={open}
        title={text('title')}
        okText={t('engine.save')}
        cancelText={t('engine.cancel')}
        onOk={() => form.submit()}
        okButtonProps={{ loading: mutation.isPending, disabled: !config }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{text('help')}</p>
        {config ? (
          <Form<PlanImportConfig> form={form} layout="vertical" onFinish={(values) => void save(values)}>
            <Form.Item label={t('resources.plans.fields.resolution')} name="resolution" rules={[{ required: true }]}>
              <Select options={choices('resolutions', PLAN_RESOLUTIONS)} />
            </Form.Item>
            <Form.Item label={t('resources.plans.fields.type')} name="type" rules={[{ required: true }]} extra={t('resources.plans.help.type')}>
              <Select options={choices('types', PLAN_TYPES)} />
            </Form.Item>
          </Form>
        ) : (
          <p role="status">{query.isError ? text('loadFailed') : text('loading')}</p>
        )}
      </Modal>
    </>
  );
}
