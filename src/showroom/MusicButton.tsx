import { useEffect, useRef, useState } from 'react';
import { useWords } from './useWords.ts';

/**
 * The app's music, looping, behind a round toggle. Browsers let sound start only from a gesture:
 * it starts at the visitor's first tap anywhere (or on the button), and the button pauses it.
 */
export function MusicButton({ src }: { src: string }) {
  const { words } = useWords();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const stopped = useRef(false);

  useEffect(() => {
    // A first tap on the button itself is the button's: it starts the music there.
    const startOnFirstGesture = (event: Event) => {
      window.removeEventListener('pointerdown', startOnFirstGesture, true);
      if (stopped.current || (event.target instanceof Element && event.target.closest('.sr-music'))) return;
      void audio.current?.play().catch(() => {});
    };
    window.addEventListener('pointerdown', startOnFirstGesture, true);
    return () => window.removeEventListener('pointerdown', startOnFirstGesture, true);
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      stopped.current = false;
      void element.play().catch(() => {});
    } else {
      stopped.current = true;
      element.pause();
    }
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: background music has no words to caption */}
      <audio ref={audio} src={src} loop preload="none" onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} />
      <button
        type="button"
        className={`sr-icon-button sr-music${playing ? ' sr-music--playing' : ''}`}
        onClick={toggle}
        aria-pressed={playing}
        aria-label={playing ? words.page.musicOff : words.page.musicOn}
        title={playing ? words.page.musicOff : words.page.musicOn}
        data-testid="showroom-music"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M9 17V5l10-2v12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <circle cx="6.5" cy="17" r="2.5" fill="currentColor" />
          <circle cx="16.5" cy="15" r="2.5" fill="currentColor" />
          {!playing && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
        </svg>
      </button>
    </>
  );
}
