import type { ResourceUi } from './engine/resource-ui.ts';

/**
 * Each resource's browser extension (custom widgets, action hints), by resource name, found by file
 * name: `src/<feature>/<resource name>.ui.tsx` exporting `resourceUi`. Adding one touches only its
 * feature folder. Each loads as its own chunk with its resource's page, so the generic page carries
 * no feature's screens; a resource without one uses generic widgets only.
 */
const EXTENSIONS = import.meta.glob<ResourceUi>('./*/*.ui.tsx', { import: 'resourceUi' });

export const RESOURCE_UI: Readonly<Record<string, () => Promise<ResourceUi>>> = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([file, load]) => [file.replace(/^.*\/([^/]+)\.ui\.tsx$/, '$1'), load]),
);

/** The extension of a resource, or none. */
export function loadResourceUi(resourceName: string): Promise<ResourceUi> {
  return RESOURCE_UI[resourceName]?.() ?? Promise.resolve({});
}
