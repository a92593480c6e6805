import { useState } from 'react';
import type { Showroom } from '../../resources/apps/showroom.schema.ts';
import { MusicButton } from './MusicButton.tsx';
import { Overlay } from './Overlay.tsx';
import { hideBroken } from './hide-broken.ts';
import { useWords } from './useWords.ts';

/** The showroom's bar: its logo and name; its guide's picture, its own link and its music at the end. */
export function ShowroomHeader({ app }: { app: Showroom['app'] }) {
  const { words } = useWords();
  const [guide, setGuide] = useState(false);
  return (
    <header className="sr-header">
      <div className="sr-brand">
        {app.logo && <img className="sr-logo" src={app.logo} alt="" onError={hideBroken} />}
        <h1 className="sr-name">{app.name}</h1>
      </div>
      <div className="sr-header-actions">
        {app.custom_link && (
          <a className="sr-link-button" href={app.custom_link} target="_blank" rel="noopener noreferrer">
            {words.links.custom}
          </a>
        )}
        {app.guide_image && (
          <button type="button" className="sr-icon-button" onClick={() => setGuide(true)} aria-label={words.links.guide} title={words.links.guide}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {app.music && <MusicButton src={app.music} />}
      </div>
      {guide && (
        <Overlay label={words.links.guide} onClose={() => setGuide(false)}>
          <div className="sr-guide">
            <h2>{words.links.guide}</h2>
            <img src={app.guide_image} alt={words.links.guide} />
          </div>
        </Overlay>
      )}
    </header>
  );
}
