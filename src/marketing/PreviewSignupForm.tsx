import { Checkbox, DatePicker, Flex, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type FieldRow, isChoice } from './ActivityFieldsEditor.tsx';

const text = (key: string) => `activityPages.preview.${key}`;

/** One question as a participant meets it: its label (marked when it must be answered) and the input of its kind. */
function PreviewQuestion({ row }: { row: FieldRow }) {
  const { t } = useTranslation();
  const options = (row.options ?? []).filter(Boolean);
  const input = (() => {
    switch (row.kind) {
      case 'phone':
        return <Input type="tel" inputMode="tel" placeholder={t(text('phonePlaceholder'))} />;
      case 'email':
        return <Input type="email" inputMode="email" placeholder={t(text('emailPlaceholder'))} />;
      case 'date':
        return <DatePicker style={{ width: '100%' }} placeholder={t(text('datePlaceholder'))} />;
      case 'single':
        return <Radio.Group options={options} style={{ display: 'flex', flexDirection: 'column', gap: 6 }} />;
      case 'multiple':
        return <Checkbox.Group options={options} style={{ display: 'flex', flexDirection: 'column', gap: 6 }} />;
      default:
        return <Input placeholder={t(text('textPlaceholder'))} />;
    }
  })();
  return (
    <Flex vertical gap={6} data-testid="preview-question">
      <Typography.Text strong translate="no">
        {row.required && <span style={{ color: '#ff4d4f', marginInlineEnd: 4 }}>*</span>}
        {row.label || <Typography.Text type="secondary">{t(text('untitled'))}</Typography.Text>}
      </Typography.Text>
      {isChoice(row.kind) && !options.length ? <Typography.Text type="secondary">{t(text('noOptions'))}</Typography.Text> : input}
    </Flex>
  );
}

/** The sign-up form as a participant fills it in on the activity page (nothing is sent from the preview). */
export function PreviewSignupForm({ rows }: { rows: FieldRow[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={14} data-testid="preview-form">
      <Typography.Text strong style={{ fontSize: 16 }}>
        {t(text('formTitle'))}
      </Typography.Text>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t(text('noQuestions'))}</Typography.Text>
      ) : (
        rows.map((row, index) => <PreviewQuestion key={row.key ?? index} row={row} />)
      )}
    </Flex>
  );
}
