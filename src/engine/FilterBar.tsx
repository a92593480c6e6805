import { SearchOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { type FilterControl, filterControls, filtersFromFormValues, formValuesFromFilters } from './filter-values.ts';
import { NumberRangeInput } from './NumberRangeInput.tsx';
import { useTagGroups } from './useTagGroups.ts';

interface Props {
  resource: ResourceDefinition;
  filters: CrudFilter[];
  onChange: (filters: CrudFilter[]) => void;
}

// Choices apply at once; typed text and numbers apply on Enter or the search button.
const APPLY_AT_ONCE = new Set<FilterControl['kind']>(['select', 'multiple', 'yesNo', 'dateRange', 'tags']);

/** A control the user just emptied (a text's clear button, both bounds of a number range removed). */
const emptied = (value: unknown) => !value || (Array.isArray(value) && value.every((item) => item === null || item === undefined || item === ''));

/** The list's filter bar, built from the declared filters, the `q` search box and the tag filter. */
export function FilterBar({ resource, filters, onChange }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const controls = useMemo(() => filterControls(resource), [resource]);
  const tags = useTagGroups(resource.tagArea);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(formValuesFromFilters(controls, filters));
  }, [form, controls, filters]);
  if (!controls.length) return null;

  const apply = () => onChange(filtersFromFormValues(controls, form.getFieldsValue()));
  const reset = () => {
    form.resetFields();
    onChange([]);
  };
  const label = (control: FilterControl) => (control.field ? t(`resources.${resource.name}.fields.${control.name}`) : '');
  const widget = (control: FilterControl) => {
    const options = control.field?.options?.map((option) => ({ value: option.value, label: t(option.label) }));
    switch (control.kind) {
      case 'search':
        return <Input allowClear prefix={<SearchOutlined />} placeholder={t('engine.search')} style={{ width: 220, maxWidth: '100%' }} />;
      case 'select':
        return <Select allowClear options={options} placeholder={t('engine.any')} style={{ minWidth: 160, maxWidth: '100%' }} />;
      case 'multiple':
        return (
          <Select
            allowClear
            mode={options ? 'multiple' : 'tags'}
            options={options}
            placeholder={t('engine.any')}
            maxTagCount="responsive"
            style={{ minWidth: 200, maxWidth: '100%' }}
          />
        );
      case 'yesNo':
        return (
          <Select
            allowClear
            placeholder={t('engine.any')}
            options={[
              { value: 'true', label: t('engine.yes') },
              { value: 'false', label: t('engine.no') },
            ]}
            style={{ minWidth: 100, maxWidth: '100%' }}
          />
        );
      case 'numberRange':
        return <NumberRangeInput label={label(control)} />;
      case 'dateRange':
        return <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('engine.rangeFrom'), t('engine.rangeTo')]} style={{ maxWidth: '100%' }} />;
      case 'tags':
        return (
          <Select
            allowClear
            mode="multiple"
            loading={tags.loading}
            options={tags.options}
            placeholder={t('engine.tagFilter')}
            maxTagCount="responsive"
            style={{ minWidth: 220, maxWidth: '100%' }}
          />
        );
      case 'number':
        return <InputNumber style={{ width: 140, maxWidth: '100%' }} />;
      default:
        return <Input allowClear style={{ width: 180, maxWidth: '100%' }} />;
    }
  };
  return (
    <Form
      form={form}
      name={`${resource.name}-filters`}
      layout="inline"
      data-testid="filter-bar"
      style={{ rowGap: 8, marginBottom: 16 }}
      onValuesChange={(changed: Record<string, unknown>) => {
        // A choice applies at once, and so does emptying a text box or a number range.
        const now = Object.entries(changed).some(([name, value]) => APPLY_AT_ONCE.has(controls.find((c) => c.name === name)?.kind ?? 'text') || emptied(value));
        if (now) apply();
      }}
      onFinish={apply}
    >
      {controls.map((control) => (
        <Form.Item key={control.name} name={control.name} label={label(control) || undefined} style={{ maxWidth: '100%' }}>
          {widget(control)}
        </Form.Item>
      ))}
      <Form.Item>
        <Button htmlType="submit" type="primary" ghost>
          {t('engine.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={reset}>{t('engine.reset')}</Button>
      </Form.Item>
    </Form>
  );
}
