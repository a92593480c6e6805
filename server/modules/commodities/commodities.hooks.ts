import { isDeepStrictEqual } from 'node:util';
import type { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { shelfIssues, skuIssues } from '../../../resources/commodities/commodity.schema.ts';
import type { RecordOf } from '../../../resources/engine/resource-types.ts';
import type { Db } from '../../db/database.ts';
import type { EntityParts } from '../../engine/entity-plugin.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { systemScopeFor } from '../../tenancy/scope.ts';
import { existingCommodityIds } from './commodity.repository.ts';

type Goods = RecordOf<typeof commodities>;

/** Newly linked ids (spec §9) must be other goods of the same merchant that are not in the recycle bin. */
async function linkIssues(trx: Db, after: Goods, before: Goods | undefined): Promise<FieldErrors> {
  const kept = new Set(before?.linked_ids ?? []);
  // Links that were valid when made stay, even if their goods went to the recycle bin since.
  const added = after.linked_ids.map((id, index) => ({ id, index })).filter(({ id }) => !kept.has(id));
  if (!added.length) return {};
  const found = await existingCommodityIds(
    trx,
    systemScopeFor(after.merchant_id as number),
    added.map(({ id }) => id),
  );
  const errors: FieldErrors = {};
  for (const { id, index } of added) {
    if (id === after.id) errors[`linked_ids.${index}`] = ['validation.linkedSelf'];
    else if (!found.has(id)) errors[`linked_ids.${index}`] = ['validation.linkedCommoditiesMissing'];
  }
  return errors;
}

/**
 * The goods rules that span fields or need the database, run on the written record inside the
 * write's transaction, so a PATCH of `skus` alone is judged against the stored attributes (whole
 * bodies already met the SKU rule in the schema, `checkCommodityBody`): a
 * failure is a 422 and rolls the write back. Unchanged parts are not judged again, so a state
 * change never fails on data that was valid when it was saved; the one exception is the shelf,
 * which asks more of goods than a draft (`shelfIssues`).
 */
export const commodityAfterWrite: NonNullable<EntityParts<typeof commodities>['afterWrite']> = async (trx, _resource, event) => {
  const { after, before } = event;
  if (event.action === 'delete' || !after) return;
  const changed = (name: keyof Goods) => !before || !isDeepStrictEqual(before[name], after[name]);
  const errors: FieldErrors = {};
  if (changed('attributes') || changed('skus')) {
    for (const { index, message } of skuIssues(after.attributes, after.skus)) errors[`skus.${index}.prop_name`] = [message];
  }
  if (changed('linked_ids')) Object.assign(errors, await linkIssues(trx, after, before));
  // Shelving, or changing the price or cover of goods on the shelf: each missing field is marked, and
  // the message names them, as a row action or a batch shows only the message.
  const shelf = after.on_shelf && (changed('on_shelf') || changed('price') || changed('cover')) ? shelfIssues(after) : undefined;
  if (shelf && !Object.keys(errors).length) throw invalid(shelf.errors, shelf.message);
  Object.assign(errors, shelf?.errors);
  if (Object.keys(errors).length) throw invalid(errors);
};
