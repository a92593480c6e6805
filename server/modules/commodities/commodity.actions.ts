import { COMMODITY_NAME_MAX_LENGTH } from '../../../resources/commodities/commodities.resource.ts';
import { isCopyable, type Visibility } from '../../../resources/commodities/commodity.schema.ts';
import { type ActionRun, type RecordActionImpl, setFields } from '../../engine/record-actions.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { createRecord, type WriteContext } from '../../engine/resource.service.ts';
import { replaceRecordTags } from '../../engine/tags.repository.ts';
import { conflict, type FieldErrors, invalid } from '../../http/app-error.ts';
import { existingCommodityIds, merchantStoreIds } from './commodity.repository.ts';

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

/** "<name> (copy)" in the user's language, the name shortened so the whole fits the name's limit. */
function copyName(name: string, t: ActionRun['t']): string {
  const full = t('resources.commodities.copyName', { name });
  if (full.length <= COMMODITY_NAME_MAX_LENGTH) return full;
  const room = COMMODITY_NAME_MAX_LENGTH - t('resources.commodities.copyName', { name: '' }).length;
  return t('resources.commodities.copyName', { name: name.slice(0, room) });
}

/**
 * Spec §4 copy, refused (409) for goods from another platform than the provider's own (spec §5).
 * The copy is a new draft, off shelf and not public, with the same content, origin and tags; it is
 * not the online goods the original mirrors, and links only goods that still exist.
 */
async function copyCommodity({ trx, ctx, resource, record, t }: ActionRun) {
  if (!isCopyable(record)) throw conflict('resources.commodities.errors.notOwnPlatform');
  const body: Record<string, unknown> = Object.fromEntries(resource.writableFields.map((name) => [name, record[name]]));
  const existing = await existingCommodityIds(trx, ctx.scope, record.linked_ids as number[]);
  Object.assign(body, {
    name: copyName(record.name as string, t),
    online_goods_id: '',
    linked_ids: (record.linked_ids as number[]).filter((id) => existing.has(id)),
    source: record.source,
    origin_style_id: record.origin_style_id,
  });
  const copy = await createRecord(ctx, resource, body, 'create', trx);
  const tags = record.tags as string[];
  if (!tags.length) return copy;
  await replaceRecordTags(trx, resource, ctx.scope, copy.id as number, tags);
  return (await findRecord(trx, resource, ctx.scope, copy.id as number))!;
}

/** The goods' record actions (declared in commodities.resource.ts). */
export const commodityActions = {
  shelve: { run: setFields(() => ({ on_shelf: true })) },
  unshelve: { run: setFields(() => ({ on_shelf: false })) },
  submit: { run: setFields(() => ({ status: 'submitted' })) },
  share: { prepare: checkStores, run: setFields(({ body }) => visibilityOf(body)) },
  unshare: { run: setFields(() => ({ visibility: 'none', visible_store_ids: [] })) },
  copy: { run: copyCommodity },
} satisfies Record<string, RecordActionImpl>;
