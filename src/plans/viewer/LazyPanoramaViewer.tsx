import { Result, Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VIEWER_HEIGHT } from './panorama-source.ts';
import type { PanoramaViewerProps } from './PanoramaViewer.tsx';
import { VIEWER_TEXTS } from './viewer-lang.ts';

// photo-sphere-viewer and three.js load when a viewer is first shown: never in the first download.
const PanoramaViewer = lazy(() => import('./PanoramaViewer.tsx'));

const unavailable = (text: string) => <Result status="warning" title={text} />;

/**
 * The back office's 360° viewer, loaded on first use; a placeholder of its size stands in meanwhile.
 * It gives the viewer the catalogue's words and antd's warning, which the viewer itself does not import.
 */
export function LazyPanoramaViewer(props: PanoramaViewerProps) {
  const { t } = useTranslation();
  const texts = useMemo(() => Object.fromEntries(VIEWER_TEXTS.map((name) => [name, t(`panoramaViewer.${name}`)])), [t]);
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? VIEWER_HEIGHT }} />}>
      <PanoramaViewer texts={texts} renderUnavailable={unavailable} {...props} />
    </Suspense>
  );
}
