import type { ReactNode } from 'react';
import type { ShowroomStyle } from '../../resources/apps/showroom.schema.ts';

export type Card = {
  id: number;
  name: string;
  cover: string;
  /** A line under the name: a price, a count, a file type. */
  meta?: ReactNode;
  /** A mark over the cover: 360°, play. */
  badge?: 'panorama' | 'play' | 'file';
  /** A card that opens a link in a new tab (documents); otherwise `onOpen`. */
  href?: string;
  onOpen(): void;
};

const BADGES: Record<NonNullable<Card['badge']>, ReactNode> = {
  panorama: <span className="sr-badge">360°</span>,
  play: (
    <span className="sr-badge sr-badge--round" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
    </span>
  ),
  file: (
    <span className="sr-badge sr-badge--round" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M6 2h8l5 5v15H6z M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
    </span>
  ),
};

/** A kind's items as the style lists them: a grid of cards, a list with the text beside, or one large card a row. */
export function ItemList({ cards, listStyle }: { cards: Card[]; listStyle: ShowroomStyle['list_style'] }) {
  return (
    <ul className={`sr-items sr-items--${listStyle}`}>
      {cards.map((card) => {
        const inside = (
          <>
            <span className="sr-card-cover">
              {card.cover ? <img src={card.cover} alt="" loading="lazy" decoding="async" /> : <span className="sr-card-blank" />}
              {card.badge && BADGES[card.badge]}
            </span>
            <span className="sr-card-text">
              <span className="sr-card-name">{card.name}</span>
              {card.meta && <span className="sr-card-meta">{card.meta}</span>}
            </span>
          </>
        );
        return (
          <li key={card.id}>
            {card.href ? (
              <a className="sr-card" href={card.href} target="_blank" rel="noopener noreferrer" onClick={card.onOpen}>
                {inside}
              </a>
            ) : (
              <button type="button" className="sr-card" onClick={card.onOpen}>
                {inside}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
