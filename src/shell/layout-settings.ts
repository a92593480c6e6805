import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_LAYOUT_SETTINGS, SIDEBAR_COOKIE } from '../../resources/constants.ts';

export type LayoutSettings = typeof DEFAULT_LAYOUT_SETTINGS;

const listeners = new Set<() => void>();
const cache = new Map<string, LayoutSettings>();

function storageKey(userId: number | undefined): string {
  return `atrium_settings_${userId ?? 'anonymous'}`;
}

function read(userId: number | undefined): LayoutSettings {
  const key = storageKey(userId);
  if (!cache.has(key)) {
    let saved: Partial<LayoutSettings> = {};
    try {
      saved = JSON.parse(localStorage.getItem(key) ?? '{}');
    } catch {
      saved = {};
    }
    cache.set(key, { ...DEFAULT_LAYOUT_SETTINGS, ...saved });
  }
  return cache.get(key) as LayoutSettings;
}

/** The settings panel's choices (spec §2, §9), remembered per user in this browser. */
export function useLayoutSettings(userId: number | undefined): [LayoutSettings, (change: Partial<LayoutSettings>) => void] {
  const settings = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(userId),
  );
  const update = useCallback(
    (change: Partial<LayoutSettings>) => {
      const next = { ...read(userId), ...change };
      cache.set(storageKey(userId), next);
      localStorage.setItem(storageKey(userId), JSON.stringify(next));
      for (const listener of listeners) listener();
    },
    [userId],
  );
  return [settings, update];
}

/** Spec §2: the sidebar's open or closed state lives in a cookie. */
export function readSidebarCollapsed(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${SIDEBAR_COOKIE}=0`);
}

export function saveSidebarCollapsed(collapsed: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${collapsed ? 0 : 1}; path=/; max-age=31536000; samesite=lax`;
}
