import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import { dropRemovedItems, dropRecordTags } from './tags.repository.ts';
import { commodityHooks } from '../modules/commodities/commodity.hooks.ts';

export interface WriteEvent {
  action: 'create' | 'update' | 'delete';
  id: number;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Server-side rules a declaration cannot express, run inside the write's transaction, by table. */
export interface ResourceHooks {
  afterWrite?(trx: Db, resource: ResourceDefinition, event: WriteEvent): Promise<void>;
}

const HOOKS: Record<string, ResourceHooks> = {
  // Goods: SKUs name the goods' attributes, linked goods exist (spec §3, §9).
  commodities: commodityHooks,
  tag_groups: {
    // Records stop carrying an item its group no longer has.
    afterWrite: async (trx, _resource, event) => {
      if (event.action === 'update' && event.before && event.after) {
        await dropRemovedItems(trx, event.id, event.before.items as string[], event.after.items as string[]);
      }
    },
  },
};

/** Runs the table's hook and the engine's own: a deleted tagged record loses its tags. */
export async function afterWrite(trx: Db, resource: ResourceDefinition, event: WriteEvent): Promise<void> {
  if (event.action === 'delete' && resource.tagArea && resource.deletion === 'hard') await dropRecordTags(trx, resource.tagArea, event.id);
  await HOOKS[resource.table]?.afterWrite?.(trx, resource, event);
}
