import { FileOutlined, FilePdfOutlined, FilePptOutlined, FileWordOutlined, PictureOutlined, SoundOutlined } from '@ant-design/icons';
import { type CSSProperties, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPortal } from 'react-dom';
import { HOVER_PREVIEW_GAP_PX, HOVER_PREVIEW_SIZE, LIST_THUMBNAIL_SIZE } from '../../resources/uploads/upload-kinds.ts';
import { LazyImage } from './LazyImage.tsx';
import { fileNameOf, hoverPreviewPosition, mediaTypeOf, previewUrl } from './media-urls.ts';
import { VideoUnavailable } from './VideoUnavailable.tsx';

/** The preview box on screen: the 1200 version, scaled down to fit. */
const PREVIEW_BOX = 360;

function FileIcon({ url, size }: { url: string; size: number }) {
  const style = { fontSize: size * 0.5 };
  if (/\.pdf$/i.test(url)) return <FilePdfOutlined style={{ ...style, color: '#e5484d' }} />;
  if (/\.docx?$/i.test(url)) return <FileWordOutlined style={{ ...style, color: '#1182fb' }} />;
  if (/\.pptx?$/i.test(url)) return <FilePptOutlined style={{ ...style, color: '#f76808' }} />;
  return <FileOutlined style={style} />;
}

/**
 * A small picture of a stored file: an image's list thumbnail (with the hover preview of spec §9),
 * a video's first frame (the browser shows it when only metadata is loaded), or an icon. A video
 * whose file cannot be played says so instead of leaving an empty box.
 */
export function MediaThumb({ url, size = 48, preview = true, style }: { url: string; size?: number; preview?: boolean; style?: CSSProperties }) {
  const type = mediaTypeOf(url);
  const ref = useRef<HTMLSpanElement>(null);
  const [at, setAt] = useState<{ left: number; top: number }>();
  const { t } = useTranslation();
  // Remembered per URL, so a record that gets a new file tries again.
  const [failedUrl, setFailedUrl] = useState<string>();
  const unavailable = type === 'video' && failedUrl === url;
  const box: CSSProperties = {
    width: size,
    height: size,
    borderRadius: 4,
    overflow: 'hidden',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: '#f5f5f5',
    verticalAlign: 'middle',
    ...style,
  };
  const show = () => {
    const rect = ref.current?.getBoundingClientRect();
    if (!rect || !preview || type !== 'image') return;
    setAt(
      hoverPreviewPosition(rect, { width: PREVIEW_BOX, height: PREVIEW_BOX }, { width: window.innerWidth, height: window.innerHeight }, HOVER_PREVIEW_GAP_PX),
    );
  };
  return (
    // The box is the file's picture, named by the file (the image inside is decorative); the enlarged
    // hover preview is a visual aid only, the name is what assistive technology reads.
    <span
      ref={ref}
      role="img"
      aria-label={unavailable ? `${fileNameOf(url)}: ${t('uploads.videoUnavailable')}` : fileNameOf(url)}
      style={box}
      onMouseEnter={show}
      onMouseLeave={() => setAt(undefined)}
      title={type === 'file' ? fileNameOf(url) : undefined}
      data-testid="media-thumb"
    >
      {type === 'image' && (
        <LazyImage
          src={previewUrl(url, LIST_THUMBNAIL_SIZE)}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          fallback={<PictureOutlined aria-hidden style={{ fontSize: size * 0.5, color: '#bfbfbf' }} data-testid="image-fallback" />}
        />
      )}
      {type === 'video' && !unavailable && (
        <video src={`${url}#t=0.1`} preload="metadata" muted onError={() => setFailedUrl(url)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      )}
      {unavailable && <VideoUnavailable size={size} />}
      {type === 'audio' && <SoundOutlined style={{ fontSize: size * 0.5 }} />}
      {type === 'file' && <FileIcon url={url} size={size} />}
      {at &&
        createPortal(
          <img
            src={previewUrl(url, HOVER_PREVIEW_SIZE)}
            alt=""
            data-testid="hover-preview"
            style={{
              position: 'fixed',
              left: at.left,
              top: at.top,
              maxWidth: PREVIEW_BOX,
              maxHeight: PREVIEW_BOX,
              zIndex: 2000,
              boxShadow: '0 6px 24px rgba(0,0,0,.2)',
              background: '#fff',
              pointerEvents: 'none',
            }}
          />,
          document.body,
        )}
    </span>
  );
}
