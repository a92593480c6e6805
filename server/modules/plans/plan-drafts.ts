import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { SceneGraph } from '../../../resources/plans/scene-graph.ts';
import type { Db } from '../../db/database.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import type { WriteContext } from '../../engine/resource.service.ts';
import { raiseWrite } from '../../engine/write-events.ts';
import { type DraftWrite, writeDraft } from './plans.repository.ts';

/** What wrote a draft: the editor's save, or an import adding panoramas. */
export type DraftSource = 'save-scenes' | 'import-scenes';

/**
 * Stores a new draft of `before` (the record as read, locked) and raises its write event, named
 * after what wrote it, so the audit log and every write listener see a scene save like any write.
 * Answers the new revision.
 */
export async function saveDraft(
  trx: Db,
  ctx: WriteContext,
  resource: ResourceDefinition,
  before: Record<string, unknown>,
  source: DraftSource,
  graph: SceneGraph,
  also?: DraftWrite['also'],
): Promise<number> {
  const id = before.id as number;
  const revision = await writeDraft(trx, { id, graph, revision: Number(before.revision), also });
  const after = (await findRecord(trx, resource, ctx.scope, id))!;
  await raiseWrite(trx, ctx, resource, { action: 'update', name: source, moves: [], id, before, after });
  return revision;
}
