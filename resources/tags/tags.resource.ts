import { z } from 'zod';
import { TAG_NAME_MAX_LENGTH } from '../constants.ts';
import { defineResource, type Tenancy } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { tagGroupsResourceName } from '../engine/tag-values.ts';

/** The areas with a labelManagement page (spec §2), their page, and whose tags they are. */
export const TAG_AREAS = [
  { area: 'commodity', route: '/content/commodityManagement/labelManagement', tenancy: 'merchant' },
  { area: 'plan', route: '/content/planManagement/labelManagement', tenancy: 'merchant' },
  { area: 'hall', route: '/content/hallManagement/labelManagement', tenancy: 'merchant' },
  { area: 'app', route: '/content/appManagement/labelManagement', tenancy: 'merchant' },
  { area: 'sticker-app', route: '/content/stickerAppManagement/labelManagement', tenancy: 'merchant' },
  { area: 'album', route: '/content/albumManagement/labelManagement', tenancy: 'merchant' },
  { area: 'video', route: '/content/videoManagement/labelManagement', tenancy: 'merchant' },
  { area: 'document', route: '/content/documentManagement/labelManagement', tenancy: 'merchant' },
  { area: 'customer', route: '/customManagement/customList/labelManagement', tenancy: 'merchant' },
  { area: 'hall-template', route: '/systemManagement/hallTemplate/labelManagement', tenancy: 'platform' },
  { area: 'plan-template', route: '/systemManagement/realTimeRenderingPlanTemplate/labelManagement', tenancy: 'platform' },
] as const satisfies readonly { area: string; route: string; tenancy: Tenancy }[];

export type TagArea = (typeof TAG_AREAS)[number]['area'];

// Commas separate values of `tags_in` (API.md `_in` filters), so an item cannot hold one.
const tagItem = z
  .string()
  .trim()
  .min(1)
  .max(TAG_NAME_MAX_LENGTH)
  .regex(/^[^,]*$/, { error: 'validation.noComma' });

/** The tag group fields every area shares (spec §3 "Tag", §5 name 1–15 characters, items required). */
const tagFields = {
  name: field.text(z.string().trim().min(1).max(TAG_NAME_MAX_LENGTH), { list: { sortable: true }, filter: 'like', search: true }),
  multiple: field.switch(z.boolean().default(false), { filter: 'eq' }),
  items: field.stringList(
    z
      .array(tagItem)
      .min(1, { error: 'validation.tagItemRequired' })
      .max(50)
      .refine((items) => new Set(items).size === items.length, { error: 'validation.duplicateValues' }),
    { search: false },
  ),
};

/** One tag-group resource per area: `/api/tags/<area>`, permitted by the area's labelManagement page. */
export const tagResources = TAG_AREAS.map(({ area, route, tenancy }) =>
  defineResource({
    name: tagGroupsResourceName(area),
    path: `/api/tags/${area}`,
    route,
    table: 'tag_groups',
    tenancy,
    fixed: { area },
    titleField: 'name',
    defaultSort: 'name',
    import: { key: ['name'] },
    fields: tagFields,
  }),
);

/** The tag-group resource of an area. */
export function tagResourceOf(area: string) {
  const resource = tagResources.find((r) => r.fixed?.area === area);
  if (!resource) throw new Error(`No tag area ${area}`);
  return resource;
}
