import { PictureOutlined, PlayCircleFilled } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import type { AppBackground } from '../../resources/apps/app-backgrounds.schema.ts';
import { LazyImage } from '../uploads/LazyImage.tsx';
import { previewUrl } from '../uploads/media-urls.ts';
import { VideoUnavailable } from '../uploads/VideoUnavailable.tsx';

/** Large enough for a 160 px tile on a sharp screen, small enough for ten on one page. */
const THUMB_SOURCE_SIZE = 400;

/** A thumbnail's box: fixed pixels, or a width that follows its tile and a ratio (`3 / 2`). */
export interface ThumbSize {
  width: number | string;
  height?: number;
  aspectRatio?: string;
}

/**
 * A background's picture: an image's thumbnail or a video's first frame, whole (contained, on a
 * dark ground) so a landscape PC background and a portrait mobile one read as what they are.
 */
export function AppBackgroundThumb({ background, width, height, aspectRatio }: { background: Pick<AppBackground, 'kind' | 'url' | 'name'> } & ThumbSize) {
  const [failedUrl, setFailedUrl] = useState<string>();
  const box: CSSProperties = {
    position: 'relative',
    width,
    height,
    aspectRatio,
    borderRadius: 6,
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: '#262626',
    flex: 'none',
  };
  const fill: CSSProperties = { width: '100%', height: '100%', objectFit: 'contain' };
  const { kind, url } = background;
  return (
    <span role="img" aria-label={background.name || url.split('/').pop()} style={box} data-testid="background-thumb">
      {kind === 'image' && (
        <LazyImage
          src={previewUrl(url, THUMB_SOURCE_SIZE)}
          style={fill}
          fallback={<PictureOutlined aria-hidden style={{ fontSize: 28, color: '#8c8c8c' }} />}
        />
      )}
      {kind === 'video' &&
        (failedUrl === url ? (
          <span style={{ background: '#f5f5f5', ...fill, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <VideoUnavailable size={typeof width === 'number' ? Math.min(width, height ?? width) : 120} />
          </span>
        ) : (
          <>
            <video src={`${url}#t=0.1`} preload="metadata" muted playsInline onError={() => setFailedUrl(url)} style={fill} />
            <PlayCircleFilled aria-hidden style={{ position: 'absolute', fontSize: 28, color: 'rgba(255,255,255,.85)' }} />
          </>
        ))}
    </span>
  );
}
