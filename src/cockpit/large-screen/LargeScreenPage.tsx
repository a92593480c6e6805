import { Card, Col, ConfigProvider, Row, theme } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsByProvince, provinceLabel } from '../../../resources/stats/provinces.ts';
import { StatsError } from '../../home/StatsStates.tsx';
import { usePeriodChoice } from '../../home/usePeriodChoice.ts';
import { ProvinceMap } from './ProvinceMap.tsx';
import { ScreenFigures } from './ScreenFigures.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { type RankedItem, ScreenRanking } from './ScreenRanking.tsx';
import { ScreenTrend } from './ScreenTrend.tsx';
import { useFullscreen } from './useFullscreen.ts';
import { useHourlyRefresh } from './useHourlyRefresh.ts';
import { useLargeScreenData } from './useLargeScreenData.ts';
import './large-screen.css';

/** Rows per ranking: what a wall can show at 1080 px without scrolling. */
const RANKING_ROWS = 6;

const DARK = { algorithm: theme.darkAlgorithm, token: { colorPrimary: '#2b8bd8', fontSize: 16 } };

function RankingCard({ title, items, testId, format }: { title: string; items?: RankedItem[]; testId: string; format?: (value: number) => string }) {
  return (
    <Card title={title} className="large-screen-panel" loading={!items}>
      {items && <ScreenRanking items={items.slice(0, RANKING_ROWS)} testId={testId} format={format} />}
    </Card>
  );
}

/**
 * The wall display (`/dataCockpit/largeScreen`, issue 17): the period's key figures, the trend, the
 * busiest stores and guides, and visitors by province on a map, in a dark theme scoped to the page
 * (the shell around it keeps its own). It asks again just after every whole hour, when the data
 * moves (spec §9), and when the window regains focus; the full-screen button hides the shell,
 * and Esc brings it back.
 */
export function LargeScreenPage() {
  const { t, i18n } = useTranslation();
  const screen = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(screen);
  const [choice, choose] = usePeriodChoice();
  const { home, regions, stores, refresh } = useLargeScreenData(choice);
  useHourlyRefresh(refresh);
  const { byCode } = useMemo(() => eventsByProvince(regions.data?.provinces ?? []), [regions.data]);
  const provinces = regions.data
    ? [...byCode].sort((a, b) => b[1] - a[1]).map(([code, value]) => ({ key: code, name: provinceLabel(code, i18n.language), value }))
    : undefined;
  const toItem = (row: { key: string; name: string; events: number }) => ({ key: row.key, name: row.name, value: row.events });

  return (
    // Popups render inside the page, or full screen would hide them behind it.
    <ConfigProvider theme={DARK} getPopupContainer={() => screen.current ?? document.body}>
      <div ref={screen} className="large-screen" data-testid="large-screen">
        <ScreenHeader choice={choice} onChoose={choose} period={home.data?.period} fullscreen={fullscreen} />
        {home.query.isError && !home.data ? (
          <StatsError error={home.query.error} onRetry={refresh} />
        ) : (
          <ScreenFigures figures={home.data?.figures} previous={home.data?.previous} />
        )}
        <Row gutter={[16, 16]} style={{ flex: 1 }}>
          <Col xs={{ span: 24, order: 1 }} lg={{ span: 12, order: 1 }} xl={{ span: 7, order: 0 }} className="large-screen-column">
            <ScreenTrend trend={home.data?.trend} />
            <RankingCard title={t('largeScreen.topStores')} items={stores.data?.list.map(toItem)} testId="top-stores" />
          </Col>
          {/* On narrower screens the map comes first, the lists below it side by side. */}
          <Col xs={{ span: 24, order: 0 }} xl={{ span: 10, order: 1 }}>
            <ProvinceMap byCode={byCode} loaded={Boolean(regions.data)} failed={regions.query.isError && !regions.data} />
          </Col>
          <Col xs={{ span: 24, order: 2 }} lg={{ span: 12, order: 2 }} xl={{ span: 7, order: 2 }} className="large-screen-column">
            <RankingCard title={t('largeScreen.topProvinces')} items={provinces} testId="top-provinces" />
            <RankingCard title={t('homePage.topGuides')} items={home.data?.top_sales.map(toItem)} testId="top-guides" />
          </Col>
        </Row>
      </div>
    </ConfigProvider>
  );
}
