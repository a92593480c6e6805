import { z } from 'zod';
import { referencing } from '../validation/references.ts';

/**
 * Spec §4's public library, shared by every content kind that has one (goods, plans, halls, albums,
 * videos, documents): not public, all visible, or partly visible to the organisations (stores) picked.
 */
export const VISIBILITIES = ['none', 'all', 'partial'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/**
 * Body of a share action: partial visibility needs at least one store (spec §5). `storesPath`
 * lists the stores the caller may pick, under the sharing page's own permission.
 */
export function shareSchemaFor(storesPath: string) {
  return z
    .strictObject({
      visibility: z.enum(VISIBILITIES),
      store_ids: referencing(z.array(z.number().int().positive()).max(1_000), storesPath, { when: { visibility: 'partial' } }).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.visibility === 'partial' && !body.store_ids?.length)
        ctx.addIssue({ code: 'custom', path: ['store_ids'], message: 'validation.pickOrganisation' });
    });
}
