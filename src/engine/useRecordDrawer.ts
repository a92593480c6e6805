import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type DrawerMode = 'create' | 'edit' | 'show';
export type DrawerState = { mode: 'create' } | { mode: 'edit' | 'show'; id: number } | null;

const KEYS: DrawerMode[] = ['create', 'edit', 'show'];

function positiveId(text: string | null): number | null {
  return text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

/**
 * Which record drawer is open, kept in the address (`?create=1`, `?edit=<id>`, `?show=<id>`) so a
 * refresh, the back button or a shared link reopens it. The list's own parameters stay as they are.
 */
export function useRecordDrawer() {
  const [params, setParams] = useSearchParams();
  const state = useMemo<DrawerState>(() => {
    if (params.get('create') === '1') return { mode: 'create' };
    for (const mode of ['edit', 'show'] as const) {
      const id = positiveId(params.get(mode));
      if (id !== null) return { mode, id };
    }
    return null;
  }, [params]);

  const change = useCallback(
    (next: DrawerState, replace = false) =>
      setParams(
        (previous) => {
          const query = new URLSearchParams(previous);
          for (const key of KEYS) query.delete(key);
          if (next) query.set(next.mode, next.mode === 'create' ? '1' : String(next.id));
          return query;
        },
        { replace },
      ),
    [setParams],
  );
  return { state, open: change, close: useCallback(() => change(null), [change]) };
}
