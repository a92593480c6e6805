import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { TFunction } from 'i18next';
import type { KeyboardEvent, ReactElement } from 'react';
import type { FieldDef } from '../../resources/engine/fields.ts';
import { MediaUpload } from '../uploads/MediaUpload.tsx';
import { customWidget } from './custom-widgets.tsx';
import { maxLength } from './form-values.ts';
import { numberInputProps } from './number-input.ts';
import { ReferenceSelect } from './ReferenceSelect.tsx';
import type { ResourceUi } from './resource-ui.ts';

// "Select style id", but an acronym stays as it is ("Select SKU").
const lowerFirst = (label: string) => (/^\p{Lu}\p{Lu}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));

/**
 * Enter in a date picker accepts the typed date (the picker's own handling runs first); it must not
 * also submit the form around it, which saved and closed the drawer while the user was still at it.
 */
export function keepFormOpenOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

/** What a widget shows around the value: the field's label (a select's placeholder names it) and the user's language (units). */
export interface WidgetContext {
  label: string;
  locale: string;
}

/**
 * The form widget of a field: the custom widget it names, else the one of its kind (its
 * value/onChange come from Form.Item). Custom editors also need the field's name for their parts.
 */
export function fieldWidget(field: FieldDef & { name?: string }, t: TFunction, ui: ResourceUi, { label, locale }: WidgetContext): ReactElement {
  const Editor = customWidget(field, ui)?.Editor;
  if (Editor) return <Editor field={{ ...field, name: field.name ?? '' }} />;
  const max = maxLength(field.schema);
  const choose = t('engine.selectPlaceholder', { field: lowerFirst(label) });
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={max} showCount={Boolean(max)} />;
    case 'number':
      return <InputNumber {...numberInputProps(field.unit, locale)} />;
    case 'select':
      return <Select allowClear placeholder={choose} options={field.options?.map((option) => ({ value: option.value, label: t(option.label) }))} />;
    case 'switch':
      return <Switch />;
    case 'password':
      return <Input.Password autoComplete="new-password" maxLength={max} />;
    case 'reference':
      return <ReferenceSelect path={field.choices ?? ''} multiple={field.multiple} placeholder={choose} />;
    case 'datetime':
      return <DatePicker showTime style={{ width: '100%' }} onKeyDown={keepFormOpenOnEnter} />;
    case 'url':
      return <Input type="url" inputMode="url" maxLength={max} placeholder="https://" />;
    case 'stringList':
      // A list of fixed choices (hidden display ends) is picked from them, not typed.
      if (field.options)
        return (
          <Select mode="multiple" allowClear placeholder={choose} options={field.options.map((option) => ({ value: option.value, label: t(option.label) }))} />
        );
      return <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，']} placeholder={t('engine.typeValuesPlaceholder')} />;
    case 'media':
      return <MediaUpload upload={field.upload!} />;
    case 'json':
      return <Input.TextArea autoSize={{ minRows: 4, maxRows: 16 }} style={{ fontFamily: 'monospace' }} />;
    default:
      return <Input maxLength={max} showCount={Boolean(max && max <= 100)} />;
  }
}
