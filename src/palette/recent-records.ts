import { useSyncExternalStore } from 'react';

/** A record the user opened, as the command palette offers it again. */
export interface RecentRecord {
  /** The resource's name (`resources/index.ts`). */
  resource: string;
  id: number | string;
  title: string;
}

/** How many recently opened records the palette keeps per user. */
export const RECENT_RECORDS_LIMIT = 10;

const listeners = new Set<() => void>();
const cache = new Map<string, RecentRecord[]>();
const EMPTY: RecentRecord[] = [];

const storageKey = (userId: number) => `atrium_recent_records_${userId}`;
const sameRecord = (a: RecentRecord, b: RecentRecord) => a.resource === b.resource && String(a.id) === String(b.id);

/** Puts `entry` first, drops an older copy of the same record, and keeps at most the limit. */
export function addRecentRecord(list: readonly RecentRecord[], entry: RecentRecord): RecentRecord[] {
  return [entry, ...list.filter((item) => !sameRecord(item, entry))].slice(0, RECENT_RECORDS_LIMIT);
}

function isRecentRecord(value: unknown): value is RecentRecord {
  const item = value as RecentRecord;
  return typeof item?.resource === 'string' && (typeof item.id === 'number' || typeof item.id === 'string') && typeof item.title === 'string';
}

/** The user's recently opened records, newest first; a damaged store reads as empty. */
export function readRecentRecords(userId: number): RecentRecord[] {
  const key = storageKey(userId);
  if (!cache.has(key)) {
    let saved: unknown = [];
    try {
      saved = JSON.parse(localStorage.getItem(key) ?? '[]');
    } catch {
      saved = [];
    }
    cache.set(key, Array.isArray(saved) ? saved.filter(isRecentRecord).slice(0, RECENT_RECORDS_LIMIT) : EMPTY);
  }
  return cache.get(key) ?? EMPTY;
}

/** Called by a record's detail view: remembers the record for this user's command palette. */
export function rememberRecentRecord(userId: number, entry: RecentRecord): void {
  const next = addRecentRecord(readRecentRecords(userId), entry);
  cache.set(storageKey(userId), next);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // A full or disabled storage only costs the list its persistence; this page still has it.
  }
  for (const listener of listeners) listener();
}

/** For tests: forget what this page has read, so the next read comes from storage. */
export function resetRecentRecordsCache(): void {
  cache.clear();
}

/** The user's recently opened records, re-rendering when a detail view adds one. */
export function useRecentRecords(userId: number): RecentRecord[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readRecentRecords(userId),
  );
}
