import { calendarDaysUntil } from '../../resources/format/days.ts';

/** A record in the bin: its resource (`kind`) and id. */
export interface ItemRef {
  kind: string;
  id: number;
}

/** Table row keys: ids repeat across kinds, so the key names both. */
export const itemKey = (item: ItemRef): string => `${item.kind}:${item.id}`;

export function parseItemKey(key: string): ItemRef {
  const at = key.lastIndexOf(':');
  return { kind: key.slice(0, at), id: Number(key.slice(at + 1)) };
}

/** Days until the purge as the reader counts them (30 right after a deletion); 0 on its last day. */
export function daysLeft(expiresAt: string, now: number): number {
  return Math.max(0, calendarDaysUntil(expiresAt, now));
}
