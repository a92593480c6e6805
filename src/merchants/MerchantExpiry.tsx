import { Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { calendarDaysUntil } from '../../resources/format/days.ts';
import { EXPIRY_WARNING_DAYS } from '../../resources/shared/merchant-terms.ts';
import { formatDateTime } from '../engine/date-format.ts';

const text = (key: string) => `resources.merchants.${key}`;

/** Days until an expiry date as the reader counts them (0 today, 1 tomorrow), or null without one. */
export function daysLeft(overdueTime: unknown, now = Date.now()): number | null {
  if (typeof overdueTime !== 'string' || !overdueTime) return null;
  return calendarDaysUntil(overdueTime, now);
}

/**
 * A merchant's expiry (spec §4, §9): its date, a warning tag under 7 days, and "Expired" past it
 * with the renew message its accounts see (errors.merchantExpired) as the tag's tooltip.
 */
export function MerchantExpiry({ row }: { row: Readonly<Record<string, unknown>> }) {
  const { t, i18n } = useTranslation();
  const left = daysLeft(row.overdue_time);
  if (left === null) return <Typography.Text type="secondary">{t(text('expiry.none'))}</Typography.Text>;
  const expired = new Date(String(row.overdue_time)).getTime() <= Date.now();
  const tag = expired ? (
    <Tooltip title={t('errors.merchantExpired')}>
      <Tag color="error" data-testid="merchant-expired">
        {t(text('expiry.expired'))}
      </Tag>
    </Tooltip>
  ) : left < EXPIRY_WARNING_DAYS ? (
    <Tag color="warning" data-testid="merchant-due">
      {left <= 0 ? t(text('expiry.dueToday')) : t(text('expiry.dueIn'), { count: left })}
    </Tag>
  ) : null;
  return (
    <Space size={4} wrap>
      <span>{formatDateTime(row.overdue_time, i18n.language)}</span>
      {tag}
    </Space>
  );
}
