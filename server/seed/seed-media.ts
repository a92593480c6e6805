import type { MaterialArea } from '../../resources/materials/material-constants.ts';
import type { Db } from '../db/database.ts';
import { systemScopeFor } from '../tenancy/scope.ts';
import { tenantTable } from '../tenancy/tenant-query.ts';
import { DEMO_ALBUMS, DEMO_DOCUMENTS, DEMO_MATERIALS, DEMO_VIDEOS, type DemoMaterial, demoFileUrl } from './demo-media.ts';

/** Demo albums, videos, documents and both material libraries for each of the given merchants. */
export async function seedMediaDemo(trx: Db, merchantIds: number[]): Promise<void> {
  for (const merchantId of merchantIds) {
    const scope = systemScopeFor(merchantId);
    const insert = (table: string, rows: Record<string, unknown>[]) => tenantTable(trx, table, scope).insertInto(rows).execute();
    await insert(
      'albums',
      DEMO_ALBUMS.map((album) => ({ ...album, images: album.images.map(demoFileUrl) })),
    );
    await insert(
      'videos',
      DEMO_VIDEOS.map((video) => ({ ...video, url: demoFileUrl(video.url), cover: video.cover && demoFileUrl(video.cover) })),
    );
    await insert(
      'documents',
      DEMO_DOCUMENTS.map((doc) => ({ ...doc, file: demoFileUrl(doc.file), cover: doc.cover && demoFileUrl(doc.cover) })),
    );
    for (const [area, nodes] of Object.entries(DEMO_MATERIALS)) await insertMaterials(trx, merchantId, area as MaterialArea, nodes, null, 1);
  }
}

async function insertMaterials(trx: Db, merchantId: number, area: MaterialArea, nodes: DemoMaterial[], pid: number | null, depth: number) {
  const table = tenantTable(trx, 'materials', systemScopeFor(merchantId));
  for (const [sort, node] of nodes.entries()) {
    const { children, ...fields } = node.kind === 'folder' ? node : { ...node, children: undefined };
    const file = 'size' in fields ? { url: demoFileUrl(fields.name) } : {};
    const row = await table
      .insertInto({ ...fields, ...file, area, pid, depth, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (children) await insertMaterials(trx, merchantId, area, children, row.id as number, depth + 1);
  }
}
