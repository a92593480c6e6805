import { type BaseRecord, type HttpError, useCreate, useOne, useUpdate } from '@refinedev/core';
import { App, Form, Result, Skeleton } from 'antd';
import type { ScrollFocusOptions } from 'antd/es/form/Form';
import type { TFunction } from 'i18next';
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

// The first wrong field comes to the middle of the drawer, so its label above and its message below
// both show, and takes the cursor; 'nearest' would leave the label cut off at the top edge.
const FIRST_ERROR: ScrollFocusOptions = { block: 'center', focus: true };

/** A field's messages in the user's language, where "required" names the field ("Name is required."). */
const namingField = (t: TFunction, label: string) =>
  ((key: string, options?: Record<string, unknown>) =>
    key === 'validation.required' ? t('engine.fieldRequired', { field: label }) : t(key, options)) as TFunction;

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
      const refused = fieldErrorsToAntd((error as HttpError).errors as Record<string, string[]> | undefined);
      form.setFields(refused);
      if (refused[0]) form.scrollToField(refused[0].name, FIRST_ERROR);
    }
  };

  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={save}
      onValuesChange={() => onDirtyChange(true)}
      scrollToFirstError={FIRST_ERROR}
    >
      {fields.map((field) => {
        const required = isRequired(field);
        const label = t(`resources.${resource.name}.fields.${field.name}`);
        const messages = namingField(t, label);
        return (
          <Form.Item
            key={field.name}
            name={field.name}
            label={label}
            required={required}
            validateFirst
            rules={[...(required ? [{ required: true, message: messages('validation.required') }] : []), zodRule(ruleSchema(field, ui), messages)]}
            valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
          >
            {fieldWidget(field, t, ui)}
          </Form.Item>
        );
      })}
    </Form>
  );
}
