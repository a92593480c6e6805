import { useEffect, useState } from 'react';
import type { AlbumItem } from './content-kinds.ts';
import { Overlay } from './Overlay.tsx';
import { useWords } from './useWords.ts';
import { fill } from './words.ts';

/** An album's images one at a time over a dark screen: arrows, the keyboard's arrows, or a swipe move between them. */
export function AlbumLightbox({ album, onClose }: { album: AlbumItem; onClose(): void }) {
  const { words } = useWords();
  const images = album.images.length ? album.images : [album.cover].filter(Boolean);
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const [touchX, setTouchX] = useState<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((current) => (current - 1 + count) % count);
      if (event.key === 'ArrowRight') setIndex((current) => (current + 1) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);

  const position = fill(words.albums.photo, { index: index + 1, count });
  return (
    <Overlay label={album.name} onClose={onClose} variant="full" title={album.name} testId="showroom-album">
      <div
        className="sr-lightbox"
        onTouchStart={(event) => setTouchX(event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event) => {
          const endX = event.changedTouches[0]?.clientX;
          if (touchX !== null && endX !== undefined && Math.abs(endX - touchX) > 40) go(endX < touchX ? 1 : -1);
          setTouchX(null);
        }}
      >
        {count > 0 && <img key={images[index]} src={images[index]} alt={position} />}
        {count > 1 && (
          <>
            <button type="button" className="sr-icon-button sr-lightbox-prev" onClick={() => go(-1)} aria-label={words.albums.previous}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
            <button type="button" className="sr-icon-button sr-lightbox-next" onClick={() => go(1)} aria-label={words.albums.next}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
            <p className="sr-lightbox-count" aria-live="polite">
              {position}
            </p>
          </>
        )}
      </div>
    </Overlay>
  );
}
