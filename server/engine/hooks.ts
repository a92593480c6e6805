import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Db } from '../db/database.ts';
import type { DeleteRun, ValidateRun, WriteEvent } from './entity-plugin.ts';
import { pluginOf } from './served-resource.ts';
import type { WriteContext } from './resource.service.ts';
import { dropRecordTags } from './tags.repository.ts';

export type { WriteEvent } from './entity-plugin.ts';

/** Runs the entity's database rules on a write about to happen (a 422 stops it). */
export async function validateWrite(run: ValidateRun): Promise<void> {
  await pluginOf(run.resource).validate?.(run);
}

/** Runs the entity's rule before a delete (a 409 stops it), with the row locked. */
export async function beforeDelete(run: DeleteRun): Promise<void> {
  await pluginOf(run.resource).beforeDelete?.(run);
}

/** The columns the entity's plug-in stores besides the body's fields (none without `prepare`). */
export async function prepareWrite(run: ValidateRun): Promise<Record<string, unknown>> {
  return (await pluginOf(run.resource).prepare?.(run)) ?? {};
}

/** Runs the entity's hook and the engine's own: a deleted tagged record loses its tags. */
export async function afterWrite(trx: Db, resource: ResourceDefinition, event: WriteEvent, ctx: WriteContext): Promise<void> {
  if (event.action === 'delete' && resource.tagArea && resource.deletion === 'hard') await dropRecordTags(trx, resource.tagArea, event.id);
  await pluginOf(resource).afterWrite?.(trx, resource, event, ctx);
}
