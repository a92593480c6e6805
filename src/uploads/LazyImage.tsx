import { PictureOutlined } from '@ant-design/icons';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';

/** Spec §9 "Lazy-load preload 1.3": an image starts loading once it is within 1.3 viewports. */
export const LAZY_PRELOAD = 1.3;
/** The viewport grown by 0.3 of its own size on each side: the observer's way of saying 1.3. */
export const LAZY_ROOT_MARGIN = `${Math.round((LAZY_PRELOAD - 1) * 100)}%`;

export interface LazyImageProps {
  src: string;
  alt?: string;
  style?: CSSProperties;
  className?: string;
  /** What shows instead of an image that failed to load (a picture icon unless told). */
  fallback?: ReactNode;
}

/**
 * The app's one lazy image (spec §9 "preload 1.3, one attempt"): it asks for its file only once
 * it comes within 1.3 viewports, and makes one attempt: a file that fails shows the fallback,
 * with no retry loop hammering a missing file. A new `src` is a new image with its own attempt.
 * Without IntersectionObserver (an old browser) it loads at once rather than never.
 */
export function LazyImage({ src, alt = '', style, className, fallback }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [failedSrc, setFailedSrc] = useState<string>();
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (failedSrc === src) return <>{fallback ?? <PictureOutlined aria-hidden data-testid="image-fallback" />}</>;
  return <img ref={ref} src={near ? src : undefined} alt={alt} style={style} className={className} onError={() => setFailedSrc(src)} />;
}
