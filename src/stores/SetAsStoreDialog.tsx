import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { departmentToStoreSchema } from '../../resources/stores/departments.schema.ts';
import { maxLength } from '../engine/form-values.ts';
import { zodRule } from '../shell/zod-rule.ts';
import type { StoreFromDepartment } from './useDepartments.ts';
import { useDialogSave } from './useDialogSave.ts';

interface Props {
  departmentName: string;
  onSubmit: (store: StoreFromDepartment) => Promise<unknown>;
  onClose: () => void;
}

const { address, manager_cap, guide_cap } = departmentToStoreSchema.shape;
// A new store's caps start at the store declaration's defaults.
const DEFAULTS: Partial<StoreFromDepartment> = { manager_cap: manager_cap.parse(undefined), guide_cap: guide_cap.parse(undefined) };

/** "Set as store": the new store's address and caps; it takes the department's name. */
export function SetAsStoreDialog({ departmentName, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StoreFromDepartment>();
  const { saving, save } = useDialogSave(form, onSubmit, onClose);
  const label = (field: keyof StoreFromDepartment) => t(`resources.stores.fields.${field}`);
  const required = { required: true, message: t('validation.required') };
  return (
    <Modal
      open
      title={`${t('resources.stores.departments.setAsStore')}: ${departmentName}`}
      okText={t('engine.save')}
      cancelText={t('engine.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={DEFAULTS} onFinish={save}>
        <Form.Item name="address" label={label('address')} rules={[{ ...required, whitespace: true }, zodRule(address, t)]}>
          <Input autoFocus maxLength={maxLength(address)} data-testid="store-address" />
        </Form.Item>
        <Form.Item name="manager_cap" label={label('manager_cap')} rules={[required, zodRule(manager_cap, t)]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="guide_cap" label={label('guide_cap')} rules={[required, zodRule(guide_cap, t)]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
