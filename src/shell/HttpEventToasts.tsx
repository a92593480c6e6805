import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { EXPIRED_LOGIN_TOAST_SECONDS } from '../../resources/constants.ts';
import { httpEvents } from '../../providers/http-events.ts';
import type { SessionStore } from '../../providers/session-store.ts';
import { logError } from './error-log.ts';
import { clearSavedTabs } from './useTabs.ts';

/** A full page load, so no state of the lost session survives in memory. */
function defaultReload(path: string): void {
  window.location.assign(path);
}

/**
 * Spec §8 error handling: server messages for 5 s; an expired login for 3 s, then a local logout and
 * a reload; an expired merchant goes to /expired with the server's message for 3 s.
 */
export function HttpEventToasts({ store, reloadAt = defaultReload }: { store: SessionStore; reloadAt?: (path: string) => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(
    () =>
      httpEvents.subscribe((event) => {
        logError(event.message);
        if (event.type === 'error') void message.error(event.message, event.seconds);
        if (event.type === 'unauthenticated') {
          void message.error(event.message, EXPIRED_LOGIN_TOAST_SECONDS, () => {
            store.clear();
            clearSavedTabs();
            reloadAt('/login');
          });
        }
        if (event.type === 'merchantExpired') {
          void message.error(event.message, EXPIRED_LOGIN_TOAST_SECONDS);
          navigate('/expired');
        }
      }),
    [message, navigate, store, reloadAt],
  );
  return null;
}
