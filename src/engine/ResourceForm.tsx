import { type BaseRecord, type HttpError, useCreate, useOne, useUpdate } from '@refinedev/core';
import { App, Form, Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { fieldErrorsToAntd, zodRule } from '../shell/zod-rule.ts';
import { fieldWidget } from './field-widgets.tsx';
import { createDefaults, formFields, fromFormValues, isRequired, ruleSchema, toFormValues } from './form-values.ts';
import { useResourceUi } from './resource-ui.ts';

interface Props {
  resource: ResourceDefinition;
  /** The record to edit; none creates one. */
  id?: number;
  /** The form's HTML id, so buttons outside it (the drawer's footer) can submit it. */
  name: string;
  onSaved: (record: BaseRecord) => void;
  onDirtyChange: (dirty: boolean) => void;
}

const quiet = { successNotification: false, errorNotification: false } as const;

/**
 * The create and edit form of a resource, built from its declaration: one widget per writable
 * field, the field's own zod schema as the rule (the server enforces the same), defaults from
 * the schema, and the server's 422 field errors shown on their fields.
 */
export function ResourceForm({ resource, id, name, onSaved, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const ui = useResourceUi();
  const editing = id !== undefined;
  const { result: record, query } = useOne({ resource: resource.name, id, queryOptions: { enabled: editing }, errorNotification: false });
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const fields = useMemo(() => formFields(resource), [resource]);
  const initialValues = useMemo(
    () => (editing ? (record ? toFormValues(resource, record, ui) : undefined) : createDefaults(resource, ui)),
    [editing, record, resource, ui],
  );

  if (editing && query.isError) return <Result status="warning" title={t('engine.notFound')} />;
  if (!initialValues) return <Skeleton active />;

  const save = async (values: Record<string, unknown>) => {
    const body = fromFormValues(resource, values, ui);
    try {
      const { data } = editing
        ? await update({ resource: resource.name, id, values: body, ...quiet })
        : await create({ resource: resource.name, values: body, ...quiet });
      onDirtyChange(false);
      void message.success(t('engine.saved'));
      onSaved(data);
    } catch (error) {
      form.setFields(fieldErrorsToAntd((error as HttpError).errors as Record<string, string[]> | undefined));
    }
  };

  return (
    <Form form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={save} onValuesChange={() => onDirtyChange(true)} scrollToFirstError>
      {fields.map((field) => {
        const required = isRequired(field);
        return (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(`resources.${resource.name}.fields.${field.name}`)}
            required={required}
            validateFirst
            rules={[...(required ? [{ required: true, message: t('validation.required') }] : []), zodRule(ruleSchema(field, ui), t)]}
            valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
          >
            {fieldWidget(field, t, ui)}
          </Form.Item>
        );
      })}
    </Form>
  );
}
