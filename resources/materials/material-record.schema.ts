import { z } from 'zod';
import { MATERIAL_AREAS, MATERIAL_KINDS, type MaterialArea, type UploadedKind } from './material-constants.ts';

/** A material as the API answers it: uploaded-file columns are null for folders and speech, speech columns for the rest. */
export const materialSchema = z.object({
  id: z.number(),
  merchant_id: z.number(),
  area: z.enum(MATERIAL_AREAS),
  kind: z.enum(MATERIAL_KINDS),
  pid: z.number().nullable(),
  sort: z.number(),
  /** 1 at the root level. */
  depth: z.number(),
  name: z.string(),
  url: z.string().nullable(),
  /** Bytes counted against the merchant's capacity (0 for folders and speech). */
  size: z.number(),
  mime: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  voice_type: z.string().nullable(),
  content: z.string().nullable(),
  speed: z.number().nullable(),
  volume: z.number().nullable(),
  created_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

export const materialPageSchema = z.object({ list: z.array(materialSchema), total: z.number(), page: z.number(), pageSize: z.number() });

/**
 * A content-tree node (spec §3: id, pid, sort, subGroups, children). The tree holds folders only;
 * `subGroups` is the number of sub-folders directly inside this one (what `children` holds), so a
 * client that renders the tree lazily still knows whether a node can be expanded.
 */
export interface MaterialTreeNode {
  id: number;
  pid: number | null;
  sort: number;
  name: string;
  subGroups: number;
  children: MaterialTreeNode[];
}
export const treeNodeSchema: z.ZodType<MaterialTreeNode> = z
  .object({
    id: z.number(),
    pid: z.number().nullable(),
    sort: z.number(),
    name: z.string(),
    subGroups: z.number(),
    get children() {
      return z.array(treeNodeSchema);
    },
    // A recursive schema needs a name of its own in the OpenAPI document's components.
  })
  .meta({ id: 'MaterialTreeNode' });

/** Bytes used by all materials of the merchant (both libraries) and its capacity. */
export const capacitySchema = z.object({ used: z.number(), capacity: z.number() });

/** The API paths of one library. */
export const materialPaths = (area: MaterialArea) => {
  const base = `/api/materials/${area}`;
  return { base, folders: `${base}/folders`, speech: `${base}/speech`, tree: `${base}/tree`, capacity: `${base}/capacity` };
};

/**
 * "The last selected folder per type" (spec §3 store state), kept with the preferences API
 * (`GET/PUT /api/preferences/:key`, value `{ pid }`) so it follows the user to any browser.
 */
export const lastFolderPreferenceKey = (area: MaterialArea, kind: UploadedKind | 'speech') => `materials:lastFolder:${area}:${kind}`;
export const lastFolderPreferenceSchema = z.object({ pid: z.number().int().positive().nullable() });
