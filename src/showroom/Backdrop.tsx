import type { Showroom } from '../../resources/apps/showroom.schema.ts';
import type { ShowroomMode } from './useViewportMode.ts';

/** The background a mode shows: its own, else the other mode's, else none (the style's colours then). */
export function backgroundOf(app: Showroom['app'], mode: ShowroomMode) {
  return mode === 'pc' ? (app.pc_background ?? app.mobile_background) : (app.mobile_background ?? app.pc_background);
}

/**
 * The app's background behind everything: its PC background on wide screens, its portrait one on
 * phones (each falling back to the other), an image or a muted looping video, never in the way of a click.
 */
export function Backdrop({ app, mode }: { app: Showroom['app']; mode: ShowroomMode }) {
  const background = backgroundOf(app, mode);
  if (!background) return <div className="sr-backdrop" aria-hidden="true" />;
  return (
    <div className="sr-backdrop" aria-hidden="true">
      {background.kind === 'video' ? (
        <video className="sr-backdrop-media" src={background.url} autoPlay muted loop playsInline preload="auto" />
      ) : (
        <img className="sr-backdrop-media" src={background.url} alt="" decoding="async" />
      )}
      <div className="sr-backdrop-veil" />
    </div>
  );
}
