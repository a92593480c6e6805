import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../providers/http.ts';
import { MATERIAL_NAME_MAX_LENGTH } from '../../resources/materials/material-constants.ts';
import { folderBody } from '../../resources/materials/material.schema.ts';
import { fieldErrorsToAntd, zodRule } from '../shell/zod-rule.ts';
import { nameFieldErrors } from './dialog-errors.ts';

interface Props {
  title: string;
  label: string;
  initial?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for a name (a new folder, a rename); the server's refusal stays on the field until changed. */
export function NameDialog({ title, label, initial = '', onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const { name } = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (error) {
      form.setFields(fieldErrorsToAntd(nameFieldErrors((error as ApiError).errors)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t('engine.save')}
      cancelText={t('engine.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: initial }} onFinish={() => void save().catch(() => undefined)}>
        <Form.Item
          name="name"
          label={label}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }, zodRule(folderBody.shape.name, t)]}
        >
          <Input autoFocus maxLength={MATERIAL_NAME_MAX_LENGTH} data-testid="name-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
