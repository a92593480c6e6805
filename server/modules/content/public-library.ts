import type { Visibility } from '../../../resources/shared/public-library.ts';
import { type ActionRun, type RecordActionImpl, setFields } from '../../engine/record-actions.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { merchantStoreIds } from '../stores/stores.repository.ts';

/**
 * Spec §4's content actions every content kind with a public library shares (goods, plans, halls,
 * albums, videos, documents): share to one of its ranges and take back, and the name a copy gets.
 */

type ShareBody = { visibility: Visibility; store_ids?: number[] };

/** Partial visibility names stores of the merchant only (ACCESS.md: sharing never crosses merchants). */
async function checkStores(ctx: WriteContext, body: Record<string, unknown>): Promise<void> {
  const { visibility, store_ids: ids = [] } = body as ShareBody;
  if (visibility !== 'partial') return;
  const found = await merchantStoreIds(ctx.db, ctx.scope, ids);
  const errors: FieldErrors = {};
  ids.forEach((id, index) => {
    if (!found.has(id)) errors[`store_ids.${index}`] = ['validation.unknownStore'];
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

/** The stored public-library state of a share body: stores only for partial visibility, sorted, once each. */
function visibilityOf(body: Record<string, unknown>) {
  const { visibility, store_ids: ids = [] } = body as ShareBody;
  return { visibility, visible_store_ids: visibility === 'partial' ? [...new Set(ids)].sort((a, b) => a - b) : [] };
}

export const shareAction: RecordActionImpl = { prepare: checkStores, run: setFields(({ body }) => visibilityOf(body)) };
export const unshareAction: RecordActionImpl = { run: setFields(() => ({ visibility: 'none', visible_store_ids: [] })) };

/** "<name> (copy)" in the user's language (`key` takes `{{name}}`), the name shortened so the whole fits `max`. */
export function copyName(name: string, t: ActionRun['t'], key: string, max: number): string {
  const full = t(key, { name });
  if (full.length <= max) return full;
  const room = max - t(key, { name: '' }).length;
  return t(key, { name: name.slice(0, room) });
}
