import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '../../resources/stores/business-hours.ts';
import { hoursSummary, openingsOf } from './business-hours-text.ts';

/**
 * A store's business hours: in a list, the week in one line ("Mon–Fri 09:00–21:00"); on the detail
 * view, every weekday on its own line, closed ones said so.
 */
export function BusinessHoursDisplay({ value, full }: { value: unknown; full: boolean }) {
  const { t, i18n } = useTranslation();
  if (!full) return <span data-testid="hours-summary">{hoursSummary(value, i18n.language)}</span>;
  const openings = openingsOf(value);
  return (
    <Flex vertical gap={2} data-testid="hours-week">
      {WEEKDAYS.map((day) => {
        const opening = openings.find((candidate) => candidate.day === day);
        return (
          <Flex key={day} gap={12}>
            <Typography.Text type="secondary" style={{ minWidth: 96 }}>
              {t(`organisation.weekdays.${day}`)}
            </Typography.Text>
            {opening ? (
              <span>{`${opening.open}–${opening.close}`}</span>
            ) : (
              <Typography.Text type="secondary">{t('resources.stores.hours.closed')}</Typography.Text>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
