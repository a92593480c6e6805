import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import type { ValidateRun, WriteEvent } from './entity-plugin.ts';
import { pluginOf } from './plugin-set.ts';
import { dropRecordTags } from './tags.repository.ts';

export type { WriteEvent } from './entity-plugin.ts';

/** Runs the entity's database rules on a write about to happen (a 422 stops it). */
export async function validateWrite(run: ValidateRun): Promise<void> {
  await pluginOf(run.resource).validate?.(run);
}

/** Runs the entity's hook and the engine's own: a deleted tagged record loses its tags. */
export async function afterWrite(trx: Db, resource: ResourceDefinition, event: WriteEvent): Promise<void> {
  if (event.action === 'delete' && resource.tagArea && resource.deletion === 'hard') await dropRecordTags(trx, resource.tagArea, event.id);
  await pluginOf(resource).afterWrite?.(trx, resource, event);
}
