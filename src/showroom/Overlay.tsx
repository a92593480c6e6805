import { type ReactNode, useEffect, useRef } from 'react';
import { useWords } from './useWords.ts';

type Props = {
  label: string;
  onClose(): void;
  /** 'panel': a card over the page (a form, a detail); 'full': the whole screen, dark (viewer, photos, video). */
  variant?: 'panel' | 'full';
  /** Shown at the top beside the close button (full overlays). */
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
};

/** A dialog over the showroom: Escape or the close button closes it; focus moves in, and back where it was. */
export function Overlay({ label, onClose, variant = 'panel', title, children, testId }: Props) {
  const { words } = useWords();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('sr-locked');
    return () => {
      document.removeEventListener('keydown', onKey);
      // An overlay under this one (the viewer under a hotspot's goods) keeps the page still.
      if (!document.querySelector('.sr-overlay')) document.body.classList.remove('sr-locked');
      before?.focus?.();
    };
  }, []);
  return (
    <div className={`sr-overlay sr-overlay--${variant}`} data-testid={testId}>
      {variant === 'panel' && <button type="button" className="sr-overlay-scrim" aria-label={words.page.close} tabIndex={-1} onClick={onClose} />}
      <div className="sr-overlay-box" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} ref={box}>
        <div className="sr-overlay-bar">
          <div className="sr-overlay-title">{title}</div>
          <button type="button" className="sr-icon-button" onClick={onClose} aria-label={words.page.close} title={words.page.close}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="sr-overlay-body">{children}</div>
      </div>
    </div>
  );
}
