import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { tagGroupsOf } from '../../resources/index.ts';
import { parseTagValue, tagValue } from '../../resources/engine/tag-values.ts';
import type { Db } from '../db/database.ts';
import { invalid } from '../http/app-error.ts';
import type { Scope } from '../tenancy/scope.ts';
import { resourceTable } from './resource-table.ts';

/** Adds `tags` (`<group id>:<item>` values) to the records of a tagged resource. */
export async function attachTags(db: Db, resource: ResourceDefinition, records: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  if (!resource.tagArea || records.length === 0) return records;
  const rows = await db
    .selectFrom('record_tags')
    .select(['record_id', 'group_id', 'item'])
    .where('area', '=', resource.tagArea)
    .where(
      'record_id',
      'in',
      records.map((r) => r.id as number),
    )
    .orderBy('group_id')
    .orderBy('item')
    .execute();
  const byRecord = new Map<number, string[]>();
  for (const row of rows) {
    const list = byRecord.get(row.record_id) ?? [];
    list.push(tagValue(row.group_id, row.item));
    byRecord.set(row.record_id, list);
  }
  return records.map((record) => ({ ...record, tags: byRecord.get(record.id as number) ?? [] }));
}

/**
 * Replaces a record's tags. Every tag must be an item of one of the area's groups that the scope
 * sees; a single-choice group gives at most one (spec §3 "single or multiple choice").
 */
export async function replaceRecordTags(trx: Db, resource: ResourceDefinition, scope: Scope, recordId: number, tags: string[]) {
  const area = resource.tagArea!;
  const groups = (await resourceTable(trx, tagGroupsOf(area), scope)
    .selectFrom()
    .select(['tag_groups.id', 'tag_groups.multiple', 'tag_groups.items'])
    .execute()) as { id: number; multiple: boolean; items: string[] }[];
  const byId = new Map(groups.map((group) => [group.id, group]));
  const perGroup = new Map<number, number>();
  const rows: { group_id: number; item: string }[] = [];
  for (const [index, tag] of tags.entries()) {
    const { groupId, item } = parseTagValue(tag);
    const group = byId.get(groupId);
    if (!group?.items.includes(item)) throw invalid({ [`tags.${index}`]: ['validation.unknownTag'] });
    const count = (perGroup.get(group.id) ?? 0) + 1;
    if (count > 1 && !group.multiple) throw invalid({ [`tags.${index}`]: ['validation.singleChoiceTag'] });
    perGroup.set(group.id, count);
    rows.push({ group_id: group.id, item });
  }
  await trx.deleteFrom('record_tags').where('area', '=', area).where('record_id', '=', recordId).execute();
  if (!rows.length) return;
  const merchantId = scope.kind === 'merchant' ? scope.merchantId : null;
  await trx
    .insertInto('record_tags')
    .values(rows.map((row) => ({ ...row, area, record_id: recordId, merchant_id: merchantId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A tag group lost items: records no longer carry them (the hook of tag-group updates). */
export async function dropRemovedItems(trx: Db, groupId: number, before: string[], after: string[]) {
  const removed = before.filter((item) => !after.includes(item));
  if (removed.length) await trx.deleteFrom('record_tags').where('group_id', '=', groupId).where('item', 'in', removed).execute();
}

/** Record tags of a deleted record go with it. */
export async function dropRecordTags(trx: Db, area: string, recordId: number) {
  await trx.deleteFrom('record_tags').where('area', '=', area).where('record_id', '=', recordId).execute();
}
