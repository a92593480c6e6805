import { type BaseRecord, type HttpError, useCreate, useOne, useUpdate } from '@refinedev/core';
import { App, Form, Result, Skeleton } from 'antd';
import type { ScrollFocusOptions } from 'antd/es/form/Form';
import type { NamePath } from 'antd/es/form/interface';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { fieldErrorsToAntd, zodRule } from '../shell/zod-rule.ts';
import { fieldWidget } from './field-widgets.tsx';
import { groupBySection, sectionOfName, showsTabs } from './form-sections.ts';
import { FormSections } from './FormSections.tsx';
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
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const ui = useResourceUi();
  const editing = id !== undefined;
  const { result: record, query } = useOne({ resource: resource.name, id, queryOptions: { enabled: editing }, errorNotification: false });
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const sections = useMemo(() => groupBySection(resource, formFields(resource, editing)), [resource, editing]);
  const tabs = showsTabs(sections);
  const [activeSection, setActiveSection] = useState(sections[0]?.key);
  const [errorCounts, setErrorCounts] = useState<Record<string, number>>({});
  // The first wrong field, brought into view once its tab is shown (a hidden tab's field cannot scroll or take focus).
  const [revealing, setRevealing] = useState<NamePath | null>(null);
  useEffect(() => {
    if (revealing === null) return;
    form.scrollToField(revealing, FIRST_ERROR);
    setRevealing(null);
  }, [revealing, form]);
  const initialValues = useMemo(
    () => (editing ? (record ? toFormValues(resource, record, ui) : undefined) : createDefaults(resource, ui)),
    [editing, record, resource, ui],
  );

  if (editing && query.isError) return <Result status="warning" title={t('engine.notFound')} />;
  if (!initialValues) return <Skeleton active />;

  const countErrors = () => {
    const counts: Record<string, number> = {};
    for (const { name: path, errors } of form.getFieldsError()) {
      const section = errors.length > 0 ? sectionOfName(resource, path) : undefined;
      if (section) counts[section] = (counts[section] ?? 0) + 1;
    }
    // Every keystroke changes a field: re-render the form only when a tab's mark changes.
    setErrorCounts((current) => (JSON.stringify(current) === JSON.stringify(counts) ? current : counts));
  };
  /**
   * Brings the wrong field to show into view: the first in the tab the user is on, else the first of
   * the form, whose tab opens. The other tabs' marks say what else needs fixing.
   */
  const reveal = (fallback?: NamePath) => {
    countErrors();
    const wrong = form.getFieldsError().filter((field) => field.errors.length > 0);
    const here = tabs ? wrong.find((field) => sectionOfName(resource, field.name) === activeSection) : undefined;
    const path = (here ?? wrong[0])?.name ?? fallback;
    if (path === undefined) return;
    const section = sectionOfName(resource, path as string | number | (string | number)[]);
    if (tabs && section) setActiveSection(section);
    setRevealing(path);
  };

  const save = async (values: Record<string, unknown>) => {
    const body = fromFormValues(resource, values, ui, editing);
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
      // Refused fields are taken in the form's order, not in the order the server listed them.
      reveal(refused[0]?.name);
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
      onFieldsChange={countErrors}
      onFinishFailed={({ errorFields }) => reveal(errorFields[0]?.name)}
    >
      <FormSections
        resource={resource}
        sections={sections}
        tabs={tabs}
        activeKey={activeSection}
        onActiveChange={setActiveSection}
        errorCounts={errorCounts}
        renderField={(field) => {
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
              extra={field.help ? t(field.help) : undefined}
              rules={[...(required ? [{ required: true, message: messages('validation.required') }] : []), zodRule(ruleSchema(field, ui), messages)]}
              valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
            >
              {fieldWidget(field, t, ui, { label, locale: i18n.language })}
            </Form.Item>
          );
        }}
      />
    </Form>
  );
}
