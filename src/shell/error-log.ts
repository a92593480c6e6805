import { useSyncExternalStore } from 'react';

/** One error the app met in this session (spec §2 "error log view"). */
export interface LoggedError {
  message: string;
  page: string;
  at: number;
}

const MAX_ENTRIES = 100;
let entries: LoggedError[] = [];
const listeners = new Set<() => void>();

export function logError(message: string): void {
  entries = [{ message, page: window.location.pathname, at: Date.now() }, ...entries].slice(0, MAX_ENTRIES);
  for (const listener of listeners) listener();
}

export function clearErrorLog(): void {
  entries = [];
  for (const listener of listeners) listener();
}

export function useErrorLog(): LoggedError[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => entries,
  );
}

/** Records uncaught errors and rejections, as the error log of spec §2 does in production too. */
export function captureGlobalErrors(): void {
  window.addEventListener('error', (event) => logError(event.message));
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string } | undefined;
    logError(reason?.message ?? String(event.reason));
  });
}
