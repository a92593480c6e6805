import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Spin } from 'antd';
import { PublishPage } from './PublishPage.tsx';

const AppPreviewPage = lazy(() => import('../../apps/AppPreviewPage.tsx').then((module) => ({ default: module.AppPreviewPage })));

/**
 * `/content/publish/{id}` (spec §2 "hidden full-page preview and publish"): a plan's or hall's
 * publish page, or an app's preview (`?of=apps`), which shows the showroom itself rather than scenes.
 */
export function PublishRoute() {
  const [search] = useSearchParams();
  if (search.get('of') !== 'apps') return <PublishPage />;
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <AppPreviewPage />
    </Suspense>
  );
}
