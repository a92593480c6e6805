import { COMMODITY_NAME_MAX_LENGTH } from '../../../resources/commodities/commodities.resource.ts';
import { isCopyable } from '../../../resources/commodities/commodity.schema.ts';
import { type ActionRun, type RecordActionImpl, setFields } from '../../engine/record-actions.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { createRecord } from '../../engine/resource.service.ts';
import { replaceRecordTags } from '../../engine/tags.repository.ts';
import { conflict } from '../../http/app-error.ts';
import { copyName, shareAction, unshareAction } from '../content/public-library.ts';
import { existingCommodityIds } from './commodity.repository.ts';

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
    name: copyName(record.name as string, t, 'resources.commodities.copyName', COMMODITY_NAME_MAX_LENGTH),
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
  share: shareAction,
  unshare: unshareAction,
  copy: { run: copyCommodity },
} satisfies Record<string, RecordActionImpl>;
