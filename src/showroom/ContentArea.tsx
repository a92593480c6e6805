import { type ReactNode, useState } from 'react';
import type { Showroom, ShowroomContent } from '../../resources/apps/showroom.schema.ts';
import type { ActionOutcome } from './action-outcome.ts';
import type { Answers } from './activity-form.ts';
import { ActivityList } from './ActivityList.tsx';
import { type ActivityItem, type ContentKind, type CouponItem, type Opened, shownKinds } from './content-kinds.ts';
import { CouponList } from './CouponList.tsx';
import { type Card, ItemList } from './ItemList.tsx';
import { KindIcon } from './KindIcon.tsx';
import { Price } from './Price.tsx';
import { useShowroom } from './useShowroom.ts';
import { useWords } from './useWords.ts';
import { fill } from './words.ts';

type Props = {
  app: Showroom['app'];
  content: ShowroomContent;
  onOpen(opened: Opened): void;
  onClaim(coupon: CouponItem): Promise<ActionOutcome>;
  onSignUp(activity: ActivityItem, answers: Answers): Promise<ActionOutcome>;
};

/**
 * The showroom's content as its style lays it out: one tab per kind that has items (a bar along
 * the bottom on a phone, along the top on a wide screen), or every kind in a section down the page.
 */
export function ContentArea({ app, content, onOpen, onClaim, onSignUp }: Props) {
  const { words } = useWords();
  const { mode, stats } = useShowroom();
  const kinds = shownKinds(content);
  const [chosen, setChosen] = useState<ContentKind | undefined>(kinds[0]);
  const active = chosen && kinds.includes(chosen) ? chosen : kinds[0];
  const { layout, list_style: listStyle } = app.style;

  const panel = (kind: ContentKind): ReactNode => {
    const cards = (items: Omit<Card, 'onOpen'>[], open: (index: number) => void) => (
      <ItemList listStyle={listStyle} cards={items.map((item, index) => ({ ...item, onOpen: () => open(index) }))} />
    );
    switch (kind) {
      case 'plans':
      case 'halls':
        return cards(
          content[kind].map((plan) => ({ ...plan, badge: 'panorama' as const })),
          (index) => onOpen({ kind: 'plan', item: content[kind][index]! }),
        );
      case 'goods':
        return cards(
          content.goods.map((goods) => ({ ...goods, meta: <Price price={goods.price} salePrice={goods.sale_price} /> })),
          (index) => onOpen({ kind: 'goods', item: content.goods[index]! }),
        );
      case 'albums':
        return cards(
          content.albums.map((album) => ({ ...album, meta: fill(words.albums.photos, { count: album.images.length }) })),
          (index) => onOpen({ kind: 'album', item: content.albums[index]! }),
        );
      case 'videos':
        return cards(
          content.videos.map((video) => ({ ...video, badge: 'play' as const })),
          (index) => onOpen({ kind: 'video', item: content.videos[index]! }),
        );
      case 'documents':
        return cards(
          content.documents.map((document) => ({ ...document, href: document.url, badge: 'file' as const, meta: document.file_type.toUpperCase() })),
          (index) => stats.view({ document_id: content.documents[index]!.id }),
        );
      case 'coupons':
        return <CouponList coupons={content.coupons} couponLink={app.coupon_link} onClaim={onClaim} />;
      case 'activities':
        return <ActivityList activities={content.activities} image={app.activity_image} onSignUp={onSignUp} />;
    }
  };

  if (!kinds.length || !active)
    return (
      <div className="sr-panel sr-content">
        <p className="sr-empty">{words.page.empty}</p>
      </div>
    );

  if (layout === 'sections')
    return (
      <div className="sr-panel sr-content sr-sections">
        {app.share_description && <p className="sr-tagline">{app.share_description}</p>}
        {kinds.map((kind) => (
          <section key={kind} className="sr-section" aria-labelledby={`sr-section-${kind}`}>
            <h2 id={`sr-section-${kind}`}>{words.kinds[kind]}</h2>
            {panel(kind)}
          </section>
        ))}
      </div>
    );

  // A phone's bar along the bottom holds five kinds; more scroll in a strip along the top.
  const bottom = mode === 'mobile' && kinds.length <= 5;
  const tabs = (
    <div className={`sr-tabs${bottom ? ' sr-tabs--bottom' : ''}`} role="tablist" aria-label={app.name}>
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          role="tab"
          id={`sr-tab-${kind}`}
          aria-selected={kind === active}
          aria-controls="sr-tab-panel"
          className="sr-tab"
          onClick={(event) => {
            setChosen(kind);
            // A tab half out of the scrolling strip comes into view.
            event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
          }}
        >
          {bottom && <KindIcon kind={kind} />}
          <span>{words.kinds[kind]}</span>
        </button>
      ))}
    </div>
  );
  return (
    <div className={`sr-panel sr-content${bottom ? ' sr-content--tabbed' : ''}`}>
      {app.share_description && <p className="sr-tagline">{app.share_description}</p>}
      {!bottom && tabs}
      <div id="sr-tab-panel" role="tabpanel" aria-labelledby={`sr-tab-${active}`} className="sr-tab-panel">
        {panel(active)}
      </div>
      {bottom && tabs}
    </div>
  );
}
