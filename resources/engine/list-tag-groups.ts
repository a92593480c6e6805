import { z } from 'zod';
import type { ResourceDefinition } from './define-resource.ts';

/**
 * A tagged list's readers may read the tag groups of its area, read-only: to filter the list by
 * tag and to read its records' tags. Managing the groups (`/api/tags/<area>`) stays behind the
 * area's labelManagement page, so a shopping guide filters goods by tag without managing tags.
 */
export function listTagGroupsPath(resource: Pick<ResourceDefinition, 'path'>): string {
  return `${resource.path}/tag-groups`;
}

/** Who may read them: whoever may read the list (ACCESS.md "Holding a page grants read"). */
export function listTagGroupsAccess(resource: Pick<ResourceDefinition, 'route'>) {
  return { page: resource.route, action: 'read' } as const;
}

export const tagGroupSchema = z.object({ id: z.number(), name: z.string(), multiple: z.boolean(), items: z.array(z.string()) });
export const listTagGroupsSchema = z.object({ list: z.array(tagGroupSchema) });

/** A tag group as both `/api/tags/<area>` and `<list path>/tag-groups` answer it. */
export type TagGroup = z.infer<typeof tagGroupSchema>;
