import { DatePicker, Form, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { COUPON_TARGETS_MAX, COUPON_VALID_DAYS_MAX, coupons } from '../../resources/coupons/coupons.resource.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { CustomEditorProps, CustomWidget } from '../engine/custom-widgets.tsx';
import { keepFormOpenOnEnter } from '../engine/field-widgets.tsx';
import { useChoices } from '../engine/useChoices.ts';

/**
 * Which choice a field belongs to: the date range to a fixed validity, the days to a validity from
 * the claim, the goods and plans pickers to a coupon applying to them. A field of another choice
 * is not shown, and is sent empty (null, or no targets) so the stored coupon holds no stale part.
 */
const BELONGS: Record<string, { to: 'validity' | 'scope'; when: string }> = {
  valid_from: { to: 'validity', when: 'range' },
  valid_until: { to: 'validity', when: 'range' },
  valid_days: { to: 'validity', when: 'days' },
  commodity_ids: { to: 'scope', when: 'goods' },
  plan_ids: { to: 'scope', when: 'plans' },
};

/** Stands in for an editor whose field does not apply: marketing.css hides its whole form item (label included). */
const NotApplicable = () => <span data-form-item-hidden="" />;

/** Whether a field applies to the form's current choices. */
function useApplies(name: string): boolean {
  const form = Form.useFormInstance();
  const belongs = BELONGS[name];
  const chosen = Form.useWatch(belongs?.to ?? 'validity', form);
  return !belongs || chosen === belongs.when;
}

/** A radio choice (validity, scope) whose change empties the fields of the choice left. */
function ChoiceEditor({ field, value, onChange, id }: CustomEditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const choose = (next: string) => {
    for (const [name, belongs] of Object.entries(BELONGS))
      if (belongs.to === field.name && belongs.when !== next) form.setFieldValue(name, belongs.to === 'scope' ? [] : undefined);
    onChange?.(next);
  };
  return (
    <Radio.Group
      id={id}
      value={value}
      onChange={(event) => choose(event.target.value as string)}
      optionType="button"
      buttonStyle="solid"
      options={(field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }))}
      data-testid={`coupon-${field.name}`}
    />
  );
}

function DateEditor({ field, value, onChange, id }: CustomEditorProps) {
  if (!useApplies(field.name)) return <NotApplicable />;
  return (
    <DatePicker
      id={id}
      showTime
      style={{ width: '100%' }}
      value={value as Dayjs | undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      onKeyDown={keepFormOpenOnEnter}
      data-testid={`coupon-${field.name}`}
    />
  );
}

function DaysEditor({ field, value, onChange, id }: CustomEditorProps) {
  const { t } = useTranslation();
  if (!useApplies(field.name)) return <NotApplicable />;
  return (
    <InputNumber
      id={id}
      min={1}
      max={COUPON_VALID_DAYS_MAX}
      precision={0}
      value={value as number | undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      suffix={t('couponPages.form.days')}
      style={{ width: 200 }}
      data-testid={`coupon-${field.name}`}
    />
  );
}

/** Goods or plans by name, at most COUPON_TARGETS_MAX of them. */
function TargetsEditor({ field, value, onChange, id }: CustomEditorProps) {
  const { t } = useTranslation();
  const { choices, loading } = useChoices(field.choices);
  if (!useApplies(field.name)) return <NotApplicable />;
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      maxCount={COUPON_TARGETS_MAX}
      loading={loading}
      value={Array.isArray(value) ? (value as number[]) : []}
      onChange={(next) => onChange?.(next)}
      options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
      placeholder={t('couponPages.form.pickTargets', { count: COUPON_TARGETS_MAX })}
      data-testid={`coupon-${field.name}`}
    />
  );
}

const nullWhenEmpty = (value: unknown) => (value === undefined || value === '' ? null : value);

/** The coupon form's widgets, by the names `couponForm` gives its fields. */
export const COUPON_FORM_WIDGETS: Readonly<Record<string, CustomWidget>> = {
  'coupon-choice': { Editor: ChoiceEditor },
  'coupon-date': {
    Editor: DateEditor,
    toForm: (value) => (typeof value === 'string' && value ? dayjs(value) : undefined),
    fromForm: (value) => (dayjs.isDayjs(value) ? (value as Dayjs).toISOString() : nullWhenEmpty(value)),
  },
  'coupon-days': { Editor: DaysEditor, fromForm: nullWhenEmpty },
  'coupon-targets': { Editor: TargetsEditor, fromForm: (value) => value ?? [] },
};

const WIDGET_OF: Record<string, string> = {
  validity: 'coupon-choice',
  scope: 'coupon-choice',
  valid_from: 'coupon-date',
  valid_until: 'coupon-date',
  valid_days: 'coupon-days',
  commodity_ids: 'coupon-targets',
  plan_ids: 'coupon-targets',
};

/**
 * The coupon as its full-page form edits it: the declaration, with the validity and scope chosen
 * by buttons and the fields of the other choice left out of sight (COUPON_FORM_WIDGETS).
 */
export const couponForm: ResourceDefinition = {
  ...coupons,
  fieldList: coupons.fieldList.map((field) => (WIDGET_OF[field.name] ? { ...field, widget: WIDGET_OF[field.name] } : field)),
};
