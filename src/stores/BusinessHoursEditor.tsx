import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Switch, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CustomEditorProps } from '../engine/custom-widgets.tsx';
import { nestedRule, useRevalidateErrored } from '../engine/nested-rules.ts';
import { copyMonday, toggleDay, type WeekRow, weekIssues, weekOf } from './business-hours-form.ts';

const TIME_FORMAT = 'HH:mm';
const text = (key: string) => `resources.stores.hours.${key}`;

/** A `HH:MM` time as the picker's value (built by hand: parsing a format needs a dayjs plugin). */
function timeValue(time: string): Dayjs | null {
  const [hour, minute] = time.split(':').map(Number);
  return time ? dayjs().hour(hour).minute(minute).second(0).millisecond(0) : null;
}

interface DayProps {
  row: WeekRow;
  onToggle: (isOpen: boolean) => void;
  onTimes: (open: string, close: string) => void;
}

/** One weekday: its name, whether it opens, and from when to when. */
function DayHours({ row, onToggle, onTimes }: DayProps) {
  const { t } = useTranslation();
  const day = t(`organisation.weekdays.${row.day}`);
  const range: [Dayjs | null, Dayjs | null] = [timeValue(row.open), timeValue(row.close)];
  return (
    <Flex gap={8} align="center" wrap data-testid={`hours-day-${row.day}`}>
      <Typography.Text style={{ width: 96 }}>{day}</Typography.Text>
      <Switch size="small" checked={row.isOpen} onChange={onToggle} aria-label={t(text('openOn'), { day })} />
      {row.isOpen ? (
        <TimePicker.RangePicker
          format={TIME_FORMAT}
          value={range}
          allowEmpty={[true, true]}
          placeholder={[t(text('open')), t(text('close'))]}
          onChange={(times) => onTimes(times?.[0]?.format(TIME_FORMAT) ?? '', times?.[1]?.format(TIME_FORMAT) ?? '')}
          style={{ width: 200 }}
        />
      ) : (
        <Typography.Text type="secondary">{t(text('closed'))}</Typography.Text>
      )}
    </Flex>
  );
}

/**
 * A store's business hours (spec §3) as seven weekday rows, each open or closed with its times,
 * and a button that makes every day like Monday. The form holds the rows (`business-hours-form.ts`
 * turns them into the API's list), so each row shows its own problem.
 */
export function BusinessHoursEditor({ field, value, onChange, id }: CustomEditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const week = weekOf(value);
  const rowPath = (index: number) => [field.name, index];
  const issues = () => weekIssues(field.schema, form.getFieldValue(field.name));
  const rowPaths = week.map((_, index) => rowPath(index));
  useRevalidateErrored(form, rowPaths, value);

  const setTimes = (index: number, open: string, close: string) => {
    onChange?.(week.map((row, i) => (i === index ? { ...row, open, close } : row)));
    // Judged at once, so "closes before opening" shows while the times are being chosen.
    form.validateFields([rowPath(index)] as never).catch(() => undefined);
  };

  return (
    <Flex vertical gap={4} id={id} data-testid="business-hours">
      {week.map((row, index) => (
        // The row's item only judges and shows the row's problem; the editor writes the whole week.
        <Form.Item key={row.day} name={rowPath(index)} rules={[nestedRule(issues, [index], t)]} style={{ marginBottom: 0 }}>
          <DayHours row={row} onToggle={(isOpen) => onChange?.(toggleDay(week, row.day, isOpen))} onTimes={(open, close) => setTimes(index, open, close)} />
        </Form.Item>
      ))}
      <div>
        <Button size="small" icon={<CopyOutlined />} disabled={!week[0].isOpen} onClick={() => onChange?.(copyMonday(week))} data-testid="copy-monday">
          {t(text('sameForAll'))}
        </Button>
      </div>
    </Flex>
  );
}
