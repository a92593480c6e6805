import { DatePicker, Flex, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { STATS_MAX_RANGE_DAYS, STATS_PERIODS, type StatsPeriod } from '../../resources/stats/stats-query.schema.ts';
import { type PeriodChoice, rangeAllowed } from './stats-period.ts';

const DAY_FORMAT = 'YYYY-MM-DD';

/** No day after today, and a range of at most a year (the API refuses longer ones). */
function disabledDate(day: Dayjs, info: { from?: Dayjs }): boolean {
  if (day.isAfter(dayjs(), 'day')) return true;
  return Boolean(info.from && Math.abs(day.diff(info.from, 'day')) >= STATS_MAX_RANGE_DAYS);
}

/** Spec §9's periods (today, last 7 days, last 30 days) and a custom range of whole days. */
export function PeriodSwitch({ value, onChange }: { value: PeriodChoice; onChange: (next: PeriodChoice) => void }) {
  const { t } = useTranslation();
  const range: [Dayjs, Dayjs] | null = 'begin' in value ? [dayjs(value.begin), dayjs(value.end)] : null;
  return (
    <Flex wrap gap={8} align="center" role="group" aria-label={t('homePage.period')} data-testid="period-switch">
      <Segmented<StatsPeriod | 'custom'>
        value={'period' in value ? value.period : 'custom'}
        options={STATS_PERIODS.map((period) => ({ value: period, label: t(`homePage.periods.${period}`) }))}
        onChange={(period) => period !== 'custom' && onChange({ period })}
      />
      <DatePicker.RangePicker
        value={range}
        allowClear={false}
        disabledDate={disabledDate}
        aria-label={t('homePage.periods.custom')}
        onChange={(days) => {
          const [begin, end] = (days ?? []).map((day) => day?.format(DAY_FORMAT) ?? '');
          if (begin && end && rangeAllowed(begin, end)) onChange({ begin, end });
        }}
        style={{ width: 260 }}
      />
    </Flex>
  );
}
