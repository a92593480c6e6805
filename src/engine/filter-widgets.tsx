import { SearchOutlined } from '@ant-design/icons';
import { DatePicker, Input, InputNumber, Select } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import type { FilterControl } from './filter-values.ts';
import { NumberRangeInput } from './NumberRangeInput.tsx';
import { ReferenceSelect } from './ReferenceSelect.tsx';
import type { useTagGroups } from './useTagGroups.ts';

const FULL = { width: '100%' };

interface Context {
  t: TFunction;
  /** The control's label (its field's name), which the range inputs repeat for each bound. */
  label: string;
  tags: Pick<ReturnType<typeof useTagGroups>, 'loading' | 'options'>;
  /** What the keyword box searches, in words ("Name or address"): its placeholder. */
  searches?: string;
}

/**
 * The input of one filter, filling its grid cell. A plain element rather than a component, so the
 * Form.Item around it hands the antd control its value and onChange directly.
 */
export function filterWidget(control: FilterControl, { t, label, tags, searches }: Context): ReactElement {
  const options = control.field?.options?.map((option) => ({ value: option.value, label: t(option.label) }));
  switch (control.kind) {
    case 'search':
      return <Input allowClear prefix={<SearchOutlined />} placeholder={searches || t('engine.search')} style={FULL} />;
    case 'select':
      return <Select allowClear options={options} placeholder={t('engine.any')} style={FULL} />;
    case 'reference':
      return <ReferenceSelect path={control.field?.choices ?? ''} placeholder={t('engine.any')} />;
    case 'multiple':
      // Several records of a reference filter are picked by name, like one.
      if (control.field?.kind === 'reference') return <ReferenceSelect path={control.field.choices ?? ''} multiple placeholder={t('engine.any')} />;
      return <Select allowClear mode={options ? 'multiple' : 'tags'} options={options} placeholder={t('engine.any')} maxTagCount="responsive" style={FULL} />;
    case 'yesNo':
      return (
        <Select
          allowClear
          placeholder={t('engine.any')}
          options={[
            { value: 'true', label: t('engine.yes') },
            { value: 'false', label: t('engine.no') },
          ]}
          style={FULL}
        />
      );
    case 'numberRange':
      return <NumberRangeInput label={label} unit={control.field?.unit} />;
    case 'dateRange':
      return <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('engine.rangeFrom'), t('engine.rangeTo')]} style={FULL} />;
    case 'tags':
      return (
        <Select
          allowClear
          mode="multiple"
          loading={tags.loading}
          options={tags.options}
          placeholder={t('engine.tagFilter')}
          maxTagCount="responsive"
          style={FULL}
        />
      );
    case 'number':
      return <InputNumber placeholder={t('engine.any')} style={FULL} />;
    default:
      return <Input allowClear placeholder={t('engine.contains')} style={FULL} />;
  }
}
