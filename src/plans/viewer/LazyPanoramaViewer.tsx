import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { VIEWER_HEIGHT } from './panorama-source.ts';
import type { PanoramaViewerProps } from './PanoramaViewer.tsx';

// photo-sphere-viewer and three.js load when a viewer is first shown: never in the first download.
const PanoramaViewer = lazy(() => import('./PanoramaViewer.tsx'));

/** The 360° viewer, loaded on first use; a placeholder of its size stands in meanwhile. */
export function LazyPanoramaViewer(props: PanoramaViewerProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? VIEWER_HEIGHT }} />}>
      <PanoramaViewer {...props} />
    </Suspense>
  );
}
