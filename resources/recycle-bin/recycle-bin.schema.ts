import { z } from 'zod';
import { batchResultOf } from '../wire/protocol.ts';
import { refinePageWindow } from '../validation/page-window.ts';
import { BATCH_MAX_IDS, DAY_MS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, RECYCLE_BIN_DAYS } from '../constants.ts';
import { RESOURCES } from '../index.ts';

/** The recycle bin's page (its permission page, ACCESS.md) and API (spec §2, §4). */
export const RECYCLE_BIN_PAGE = '/content/recycleBin';
export const RECYCLE_BIN_PATH = '/api/recycle-bin';

/** What the bin holds: the records of every resource declared with `deletion: 'soft'` (plans, goods, apps). */
export const RECYCLE_BIN_KINDS = RESOURCES.filter((resource) => resource.deletion === 'soft').map((resource) => resource.name) as [string, ...string[]];

/** One deleted record as the bin lists it; `kind` is its resource's name. */
export const recycleBinItemSchema = z.object({
  kind: z.string(),
  id: z.number(),
  name: z.string(),
  deleted_at: z.string(),
  /** When the daily purge deletes it for good, and the last moment it can be restored. */
  expires_at: z.string(),
  restorable: z.boolean(),
});
export type RecycleBinItem = z.infer<typeof recycleBinItemSchema>;

export const recycleBinQuerySchema = z
  .strictObject({
    page: z.coerce.number<string>().int().min(1).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    kind: z.enum(RECYCLE_BIN_KINDS).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .superRefine(refinePageWindow);

/** One record of the bin in a path: `/api/recycle-bin/:kind/:id`. */
export const recycleBinParams = z.strictObject({ kind: z.enum(RECYCLE_BIN_KINDS), id: z.coerce.number<string>().int().positive() });

/** Body of the batch restore and purge; an empty selection gets the spec §8 select-first message. */
export const recycleBinBatchBody = z.strictObject({
  items: z
    .array(z.strictObject({ kind: z.enum(RECYCLE_BIN_KINDS), id: z.number().int().positive() }))
    .min(1, { error: 'engine.selectFirst' })
    .max(BATCH_MAX_IDS),
});

export const recycleBinBatchResult = batchResultOf(z.object({ kind: z.string(), id: z.number() }));

/** When a record deleted at `deletedAt` leaves the bin for good (spec §9: after 30 days). */
export function expiresAt(deletedAt: Date | string): Date {
  return new Date(new Date(deletedAt).getTime() + RECYCLE_BIN_DAYS * DAY_MS);
}

/**
 * Why a deleted record cannot be restored (spec §4: only within 30 days, never a failed upload),
 * as the key of the message under `recycleBin`; null when it can be.
 */
export function restoreRefusal(item: { deleted_at: Date | string; upload_failed?: unknown }, now = Date.now()): 'expired' | 'uploadFailed' | null {
  if (item.upload_failed === true) return 'uploadFailed';
  return expiresAt(item.deleted_at).getTime() <= now ? 'expired' : null;
}
