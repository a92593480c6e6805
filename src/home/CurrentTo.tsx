import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zonedHour } from './stats-format.ts';

/** Spec §9 "Data is current up to the last whole hour", in the merchant's zone; nothing until the first answer. */
export function CurrentTo({ period }: { period?: { current_to: string; time_zone: string } }) {
  const { t } = useTranslation();
  if (!period) return null;
  return (
    <Typography.Text type="secondary" data-testid="current-to">
      {t('homePage.currentTo', { time: zonedHour(period.current_to, period.time_zone), zone: period.time_zone })}
    </Typography.Text>
  );
}
