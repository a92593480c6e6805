import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Select, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_FIELD_KINDS,
  ACTIVITY_FIELD_LABEL_MAX,
  ACTIVITY_FIELD_OPTIONS_MAX,
  ACTIVITY_FIELDS_MAX,
  type ActivityField,
  type ActivityFieldKind,
} from '../../resources/activities/activity-fields.schema.ts';
import type { CustomEditorProps } from '../engine/custom-widgets.tsx';
import { useRowRules } from '../engine/nested-rules.ts';

/** A question as the form holds it: a new one is filled in part by part. */
export type FieldRow = Partial<ActivityField>;

const text = (key: string) => `activityPages.designer.${key}`;
export const kindLabel = (kind: unknown) => `resources.activities.fieldKinds.${String(kind)}`;
export const isChoice = (kind: unknown) => kind === 'single' || kind === 'multiple';
export const fieldRowsOf = (value: unknown): FieldRow[] => (Array.isArray(value) ? (value as FieldRow[]) : []);

/** A key no other question has (`q1`, `q2`…): answers are stored under it, so a saved question keeps its own. */
export function freshKey(rows: readonly FieldRow[]): string {
  const taken = new Set(rows.map((row) => row.key));
  let number = rows.length + 1;
  while (taken.has(`q${number}`)) number += 1;
  return `q${number}`;
}

/** What the server is sent: every part present, and options only on a choice. */
export const fieldsFromForm = (value: unknown) =>
  Array.isArray(value)
    ? fieldRowsOf(value).map((row) => ({
        key: row.key,
        label: row.label ?? '',
        kind: row.kind,
        required: Boolean(row.required),
        options: isChoice(row.kind) ? (row.options ?? []) : [],
      }))
    : value;

const move = <T,>(rows: readonly T[], from: number, to: number) => {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
};

/**
 * The sign-up form's designer (the `activity-fields` widget of an activity's `form_fields`): the
 * questions a participant answers, each with its label, kind, whether it must be answered and, for
 * a single or multiple choice, its options; added, removed and moved up or down. A question's key
 * is made once and never shown: the answers already given stay under it when the label changes.
 */
export function ActivityFieldsEditor({ field, value, onChange, id }: CustomEditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rows = fieldRowsOf(value);
  const ruleOf = useRowRules(field, rows.length, ['label', 'kind', 'options'], value, t);
  const at = (index: number, part: string) => [field.name, index, part];
  const changeKind = (index: number, kind: ActivityFieldKind) => {
    // A choice starts with no options; any other kind has none.
    if (!isChoice(kind) || !isChoice(rows[index]?.kind)) form.setFieldValue(at(index, 'options'), []);
  };

  return (
    <Flex vertical gap={8} id={id} data-testid="activity-fields">
      {rows.length === 0 && <Typography.Text type="secondary">{t(text('empty'))}</Typography.Text>}
      {rows.map((row, index) => (
        <Card
          key={row.key ?? index}
          size="small"
          data-testid="activity-field"
          title={<span style={{ fontWeight: 'normal' }}>{t(text('question'), { number: index + 1 })}</span>}
          extra={
            <Flex gap={0}>
              <Tooltip title={t(text('moveUp'))}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t(text('moveUp'))}
                  disabled={index === 0}
                  onClick={() => onChange?.(move(rows, index, index - 1))}
                  data-testid={`activity-field-up-${index}`}
                />
              </Tooltip>
              <Tooltip title={t(text('moveDown'))}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t(text('moveDown'))}
                  disabled={index === rows.length - 1}
                  onClick={() => onChange?.(move(rows, index, index + 1))}
                  data-testid={`activity-field-down-${index}`}
                />
              </Tooltip>
              <Tooltip title={t(text('remove'))}>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t(text('remove'))}
                  onClick={() => onChange?.(rows.filter((_, other) => other !== index))}
                  data-testid={`activity-field-remove-${index}`}
                />
              </Tooltip>
            </Flex>
          }
        >
          <Flex gap={8} wrap align="flex-start">
            <Form.Item name={at(index, 'label')} rules={[ruleOf(index, 'label')]} style={{ flex: '1 1 200px', marginBottom: 8 }}>
              <Input
                maxLength={ACTIVITY_FIELD_LABEL_MAX}
                placeholder={t(text('labelPlaceholder'))}
                aria-label={t(text('label'))}
                data-testid={`activity-field-label-${index}`}
              />
            </Form.Item>
            <Form.Item name={at(index, 'kind')} rules={[ruleOf(index, 'kind')]} style={{ flex: '0 1 160px', minWidth: 140, marginBottom: 8 }}>
              <Select
                aria-label={t(text('kind'))}
                options={ACTIVITY_FIELD_KINDS.map((kind) => ({ value: kind, label: t(kindLabel(kind)) }))}
                onChange={(kind: ActivityFieldKind) => changeKind(index, kind)}
                data-testid={`activity-field-kind-${index}`}
              />
            </Form.Item>
            <Flex align="center" gap={6} style={{ height: 32 }}>
              <Form.Item name={at(index, 'required')} valuePropName="checked" noStyle>
                <Switch size="small" aria-label={t(text('required'))} data-testid={`activity-field-required-${index}`} />
              </Form.Item>
              <Typography.Text>{t(text('required'))}</Typography.Text>
            </Flex>
          </Flex>
          {isChoice(row.kind) && (
            <Form.Item name={at(index, 'options')} rules={[ruleOf(index, 'options')]} style={{ marginBottom: 0 }} extra={t(text('optionsHelp'))}>
              <Select
                mode="tags"
                open={false}
                suffixIcon={null}
                tokenSeparators={[',', '，']}
                maxCount={ACTIVITY_FIELD_OPTIONS_MAX}
                placeholder={t(text('optionsPlaceholder'))}
                aria-label={t(text('options'))}
                data-testid={`activity-field-options-${index}`}
              />
            </Form.Item>
          )}
        </Card>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange?.([...rows, { key: freshKey(rows), label: '', kind: 'text', required: false, options: [] }])}
        disabled={rows.length >= ACTIVITY_FIELDS_MAX}
        style={{ alignSelf: 'flex-start' }}
        data-testid="activity-field-add"
      >
        {t(text('add'))}
      </Button>
    </Flex>
  );
}

/** The questions on an activity's details: each label with its kind, and whether it must be answered. */
export function ActivityFieldsDisplay({ value }: { value: unknown; full: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2}>
      {fieldRowsOf(value).map((row, index) => (
        <span key={row.key ?? index}>
          <span translate="no">{row.label}</span>{' '}
          <Typography.Text type="secondary">
            ({t(kindLabel(row.kind))}
            {row.required ? ` · ${t(text('requiredShort'))}` : ''}
            {isChoice(row.kind) && row.options?.length ? `: ${row.options.join(' / ')}` : ''})
          </Typography.Text>
        </span>
      ))}
    </Flex>
  );
}
