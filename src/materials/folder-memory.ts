import { lastFolderPreferenceKey, lastFolderPreferenceSchema } from '../../resources/materials/material-record.schema.ts';
import type { MaterialArea } from '../../resources/materials/material-constants.ts';
import type { KindTab } from './material-kinds.ts';

/**
 * The preference that remembers the last folder of a kind tab (spec §3 store state: "the last
 * selected folder per type"). The helper names the content kinds; the "all" and "folder" tabs
 * share one more memory of the same shape, `…:all`.
 */
export function folderMemoryKey(area: MaterialArea, tab: KindTab): string {
  const key = lastFolderPreferenceKey as (area: MaterialArea, kind: string) => string;
  return key(area, tab === 'folder' ? 'all' : tab);
}

/**
 * The remembered folder in a saved preference value: a folder, null for the root, undefined when
 * nothing (usable) was saved, so the screen may stay where it is.
 */
export function rememberedFolder(value: unknown): number | null | undefined {
  const parsed = lastFolderPreferenceSchema.safeParse(value);
  return parsed.success ? parsed.data.pid : undefined;
}
