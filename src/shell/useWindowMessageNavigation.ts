import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { acceptNavigationMessage, normaliseOrigins } from './window-navigation.ts';

/**
 * Spec §2: a window message carrying a destination navigates there, pushing or replacing the
 * history entry. Listens only once the allowed origins are known; messages that arrive earlier
 * are dropped, as are those from other origins or naming anything but an in-app path
 * (SECURITY.md §10). Must render inside the router; `loadOrigins` should be stable, since a new
 * one fetches the configuration again.
 */
export function useWindowMessageNavigation(loadOrigins: () => Promise<readonly string[]>): void {
  const navigate = useNavigate();
  // react-router hands out a new navigate on every location change; the listener reads the
  // latest through a ref so that navigating does not fetch the configuration again.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    let listening = true;
    let allowed: ReadonlySet<string> = new Set();
    const onMessage = (event: MessageEvent) => {
      const request = acceptNavigationMessage(event, allowed);
      if (request) void navigateRef.current(request.destination, { replace: request.replace });
    };
    void loadOrigins().then((origins) => {
      if (!listening) return;
      allowed = normaliseOrigins(origins);
      if (allowed.size > 0) window.addEventListener('message', onMessage);
    });
    return () => {
      listening = false;
      window.removeEventListener('message', onMessage);
    };
  }, [loadOrigins]);
}
