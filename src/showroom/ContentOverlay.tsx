import { lazy, Suspense } from 'react';
import { AlbumLightbox } from './AlbumLightbox.tsx';
import type { GoodsItem, Opened, VideoItem } from './content-kinds.ts';
import { Overlay } from './Overlay.tsx';
import { Price } from './Price.tsx';
import { useWords } from './useWords.ts';

// The 360° viewer (photo-sphere-viewer, three.js) loads when a plan first opens: never in the first download.
const PlanOverlay = lazy(() => import('./PlanOverlay.tsx'));

export type OverlayProps = {
  opened: Opened;
  onClose(): void;
  /** A hotspot in the viewer opened a piece of content. */
  onOpen(next: Opened): void;
};

/** What is open over the page: a plan in the viewer, a goods' card, an album, or a video. */
export function ContentOverlay({ opened, onClose, onOpen }: OverlayProps) {
  const { words } = useWords();
  switch (opened.kind) {
    case 'plan':
      return (
        <Suspense
          fallback={
            <Overlay label={opened.item.name} onClose={onClose} variant="full" title={opened.item.name}>
              <div className="sr-viewer-status">
                <span className="sr-spinner" aria-hidden="true" />
                <p>{words.viewer.loading}</p>
              </div>
            </Overlay>
          }
        >
          <PlanOverlay plan={opened.item} onClose={onClose} onOpen={onOpen} />
        </Suspense>
      );
    case 'goods':
      return <GoodsCard goods={opened.item} onClose={onClose} />;
    case 'album':
      return <AlbumLightbox album={opened.item} onClose={onClose} />;
    case 'video':
      return <VideoPlayer video={opened.item} onClose={onClose} />;
  }
}

function GoodsCard({ goods, onClose }: { goods: GoodsItem; onClose(): void }) {
  return (
    <Overlay label={goods.name} onClose={onClose} testId="showroom-goods">
      <div className="sr-goods">
        {goods.cover && <img src={goods.cover} alt="" />}
        <h2>{goods.name}</h2>
        <Price price={goods.price} salePrice={goods.sale_price} />
      </div>
    </Overlay>
  );
}

function VideoPlayer({ video, onClose }: { video: VideoItem; onClose(): void }) {
  return (
    <Overlay label={video.name} onClose={onClose} variant="full" title={video.name} testId="showroom-video">
      <div className="sr-video">
        {/* biome-ignore lint/a11y/useMediaCaption: the merchant's videos come without caption tracks */}
        <video src={video.url} poster={video.cover || undefined} controls autoPlay playsInline />
      </div>
    </Overlay>
  );
}
