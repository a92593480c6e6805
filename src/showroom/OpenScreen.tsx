import { useEffect, useState } from 'react';
import { useWords } from './useWords.ts';

/** How long the open-screen page stays, in seconds, unless skipped. */
export const OPEN_SCREEN_SECONDS = 2;

/**
 * The app's open-screen page: its image over the whole screen for two seconds, counted down on a
 * Skip button; an image that fails to load ends it at once.
 */
export function OpenScreen({ src, onDone }: { src: string; onDone(): void }) {
  const { words } = useWords();
  const [left, setLeft] = useState(OPEN_SCREEN_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onDone]);
  return (
    <div className="sr-open-screen" data-testid="showroom-open-screen">
      <img src={src} alt="" onError={onDone} />
      <button type="button" className="sr-skip" onClick={onDone}>
        {words.page.skip} {left > 0 ? left : ''}
      </button>
    </div>
  );
}
