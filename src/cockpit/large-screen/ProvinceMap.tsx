import { Card, Result, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The outlines and d3-geo load with the map, after the figures: no other page ever downloads them.
const ProvinceMapDrawing = lazy(() => import('./ProvinceMapDrawing.tsx').then((m) => ({ default: m.ProvinceMapDrawing })));

const LOADING = <Skeleton.Node active style={{ width: '100%', height: 480 }} />;

/** Visitors by province (`map-detail`), once its answer is in: the shaded map with its legend. */
export function ProvinceMap({ byCode, loaded, failed }: { byCode: ReadonlyMap<string, number>; loaded: boolean; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('largeScreen.map')} className="large-screen-panel" data-testid="map-panel">
      {failed ? (
        <Result status="warning" title={t('homePage.failed')} />
      ) : loaded ? (
        <Suspense fallback={LOADING}>
          <ProvinceMapDrawing byCode={byCode} />
        </Suspense>
      ) : (
        LOADING
      )}
    </Card>
  );
}
