import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATS_PERIODS, type StatsPeriod } from '../../../resources/stats/stats-query.schema.ts';
import type { StatsHome } from '../../../resources/stats/stats-query.schema.ts';
import { zonedHour } from '../../home/stats-format.ts';
import type { PeriodChoice } from '../../home/stats-period.ts';

interface ScreenHeaderProps {
  choice: PeriodChoice;
  onChoose: (next: PeriodChoice) => void;
  period?: StatsHome['period'];
  fullscreen: { active: boolean; toggle: () => void; supported: boolean };
}

/** The wall's title, how fresh its data is (spec §9), the period and the full-screen switch. */
export function ScreenHeader({ choice, onChoose, period, fullscreen }: ScreenHeaderProps) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={16} align="center" justify="space-between" className="large-screen-header">
      <Flex vertical gap={4}>
        <h1 className="large-screen-title">{t('largeScreen.title')}</h1>
        <span className="large-screen-current-to" data-testid="current-to">
          {period ? t('homePage.currentTo', { time: zonedHour(period.current_to, period.time_zone), zone: period.time_zone }) : '\u00a0'}
        </span>
      </Flex>
      <Flex wrap gap={12} align="center">
        {/* The wall shows the spec's periods only: a custom range is an analysis, not a display. */}
        <Segmented<StatsPeriod>
          size="large"
          value={'period' in choice ? choice.period : undefined}
          options={STATS_PERIODS.map((period) => ({ value: period, label: t(`homePage.periods.${period}`) }))}
          onChange={(period) => onChoose({ period })}
          aria-label={t('homePage.period')}
          data-testid="period-switch"
        />
        {fullscreen.supported && (
          <Button
            size="large"
            icon={fullscreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={fullscreen.toggle}
            data-testid="fullscreen"
          >
            {fullscreen.active ? t('largeScreen.exitFullScreen') : t('largeScreen.fullScreen')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
