import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { departmentCreateSchema } from '../../resources/stores/departments.schema.ts';
import { maxLength } from '../engine/form-values.ts';
import { zodRule } from '../shell/zod-rule.ts';
import { useDialogSave } from './useDialogSave.ts';

interface Props {
  title: string;
  initial?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

const nameSchema = departmentCreateSchema.shape.name;

/** Asks for a department's name: a new one, a subdepartment, or a rename. */
export function DepartmentNameDialog({ title, initial = '', onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const { saving, save } = useDialogSave(form, ({ name }) => onSubmit(name.trim()), onClose);
  return (
    <Modal open title={title} okText={t('engine.save')} cancelText={t('engine.cancel')} confirmLoading={saving} onOk={save} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ name: initial }} onFinish={save}>
        <Form.Item
          name="name"
          label={t('resources.stores.departments.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }, zodRule(nameSchema, t)]}
        >
          <Input autoFocus maxLength={maxLength(nameSchema)} data-testid="department-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
