import { FOLDER_MAX_DEPTH } from '../../../resources/materials/material-constants.ts';
import { conflict, invalid } from '../../http/app-error.ts';
import { findMaterial, shiftDepth, subtreeOf, updateMaterial } from './materials.repository.ts';
import { lockedMaterial, lockTree, type MaterialContext, parentDepth, raiseMaterialWrite, tooDeep } from './materials.service.ts';

/**
 * Moves a material (a folder with everything inside it) into the folder `pid`, or to the root
 * (null), within its library. Refused: the folder it is already in (409, spec §5 "moving a folder
 * to the same location is rejected"), a folder into itself or below itself (422), and a move that
 * would take any folder of the subtree deeper than 10 levels (422).
 */
export async function moveMaterial(ctx: MaterialContext, id: number, pid: number | null) {
  return ctx.db.transaction().execute(async (trx) => {
    await lockTree(trx, ctx);
    const before = await lockedMaterial(trx, ctx, id);
    if (before.pid === pid) throw conflict('errors.alreadyInFolder');
    const subtree = before.kind === 'folder' ? await subtreeOf(trx, ctx.scope, id) : [{ id, depth: before.depth, kind: before.kind }];
    if (pid !== null && subtree.some((row) => row.id === pid)) throw invalid({ pid: ['validation.moveIntoItself'] });
    const delta = (await parentDepth(trx, ctx, pid)) + 1 - before.depth;
    const deepestFolder = Math.max(0, ...subtree.filter((row) => row.kind === 'folder').map((row) => row.depth));
    if (deepestFolder && deepestFolder + delta > FOLDER_MAX_DEPTH) throw tooDeep();
    await updateMaterial(trx, ctx.scope, id, { pid });
    await shiftDepth(
      trx,
      ctx.scope,
      subtree.map((row) => row.id),
      delta,
    );
    const after = (await findMaterial(trx, ctx.scope, ctx.area, id))!;
    await raiseMaterialWrite(trx, ctx, 'move', before, after);
    return after;
  });
}
