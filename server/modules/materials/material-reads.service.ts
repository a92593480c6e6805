import type { MaterialArea } from '../../../resources/materials/material-constants.ts';
import type { MaterialListQuery } from '../../../resources/materials/material.schema.ts';
import type { Material } from '../../../resources/materials/material-record.schema.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { buildTree } from './material-tree.ts';
import { findMaterial, listChildren, listFolders } from './materials.repository.ts';

/** One page of a folder's materials in a library (the root without `pid`), folders first. */
export function listMaterials(db: Db, scope: Scope, area: MaterialArea, query: MaterialListQuery) {
  return listChildren(db, scope, area, query);
}

/** A library's folders nested into its content tree. */
export async function materialTree(db: Db, scope: Scope, area: MaterialArea) {
  return buildTree(await listFolders(db, scope, area));
}

/** One material of a library; another merchant's, another library's or a missing id is 404. */
export async function readMaterial(db: Db, scope: Scope, area: MaterialArea, id: number): Promise<Material> {
  const found = await findMaterial(db, scope, area, id);
  if (!found) throw notFound();
  return found;
}
