import { z } from 'zod';
import { TEMPLATE_PRIVILEGES } from '../shared/merchant-terms.ts';
import { referencing } from '../validation/references.ts';
import { PLAN_TYPES, TEMPLATE_TIERS } from './plans.resource.ts';

/**
 * Starting a plan or hall from an operator's template (issue 20): the templates a merchant may use,
 * by its template privilege (none, basic templates, all), and the start itself. Wire format of
 * server/modules/plans/plan-templates.routes.ts.
 */
export const usableTemplatesSchema = z.object({
  privilege: z.enum(TEMPLATE_PRIVILEGES),
  list: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      cover: z.string(),
      template_tier: z.enum(TEMPLATE_TIERS),
      type: z.enum(PLAN_TYPES),
      scene_count: z.number().int(),
    }),
  ),
});
export type UsableTemplates = z.infer<typeof usableTemplatesSchema>;

/** `<resource path>/templates` and `<resource path>/from-template`. */
export const templatesPath = (resourcePath: string) => `${resourcePath}/templates`;

/** The start's body: a template of those `<resource path>/templates` lists, and the new plan's name. */
export const fromTemplateSchemaFor = (resourcePath: string) =>
  z.strictObject({
    template_id: referencing(z.number().int().positive(), templatesPath(resourcePath)),
    /** The new plan's name; the template's when none is given. */
    name: z.string().trim().min(1).max(50).optional(),
  });
export const fromTemplatePath = (resourcePath: string) => `${resourcePath}/from-template`;
