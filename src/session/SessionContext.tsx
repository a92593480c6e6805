import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from '../../providers/session-store.ts';

const StoreContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSessionStore needs a SessionProvider');
  return store;
}

/** The current session (null before it loads or without one), re-rendering when it changes. */
export function useSession(): SessionState | null {
  const store = useSessionStore();
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.current(),
  );
}

/** The session, for components that only render inside an authenticated shell. */
export function useRequiredSession(): SessionState {
  const session = useSession();
  if (!session) throw new Error('This component renders only inside a session');
  return session;
}
