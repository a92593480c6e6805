import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { UsableTemplates } from '../../../resources/plans/plan-templates.schema.ts';
import { TIERS_OF_PRIVILEGE } from '../../../resources/plans/plans.resource.ts';
import type { Db } from '../../db/database.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { createRecord, type WriteContext } from '../../engine/resource.service.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { checkCap } from '../merchants/merchant-caps.ts';
import { copyTemplateScenes, publishedTemplates, templatePrivilegeOf, templateSource } from './plan-templates.repository.ts';

/**
 * A merchant's start from a template (issue 20): the templates its privilege opens, and a new plan
 * or hall made from one's published scenes. It is a create like any (the plan cap, the rendering
 * permission) and a template use (the template cap, spec §8 "The scheme has reached the upper limit").
 */

/** The kind of content a template starts. */
export type TemplateKind = 'plan' | 'hall';

/** The published templates of a kind the caller may use: a merchant's by its privilege, the platform's all. */
export async function usableTemplates(db: Db, scope: Scope, kind: TemplateKind): Promise<UsableTemplates> {
  if (scope.kind !== 'merchant') return { privilege: 'all' as const, list: await publishedTemplates(db, kind, TIERS_OF_PRIVILEGE.all) };
  const privilege = await templatePrivilegeOf(db, scope.merchantId);
  return { privilege, list: await publishedTemplates(db, kind, TIERS_OF_PRIVILEGE[privilege]) };
}

/** A new plan or hall of the merchant from a published template its privilege opens; answers the new record. */
export async function createFromTemplate(ctx: WriteContext, resource: ResourceDefinition, kind: TemplateKind, body: { template_id: number; name?: string }) {
  const { scope } = ctx;
  if (scope.kind !== 'merchant') throw conflict('errors.templateForMerchants');
  const privilege = await templatePrivilegeOf(ctx.db, scope.merchantId);
  if (privilege === 'none') throw conflict('errors.noTemplatePrivilege');
  const [template] = await publishedTemplates(ctx.db, kind, TIERS_OF_PRIVILEGE[privilege], body.template_id);
  // A template the privilege does not open is as unknown as one that does not exist.
  if (!template) throw notFound();
  const created = await ctx.db.transaction().execute(async (trx) => {
    // Before the create, which would count itself among the uses.
    await checkCap(trx, scope.merchantId, 'template');
    const source = await templateSource(trx, template.id);
    const values = {
      name: body.name ?? template.name,
      type: template.type,
      resolution: source.resolution,
      layer_support: source.layer_support,
      source: 'template',
    };
    const record = await createRecord(ctx, resource, values, 'create', trx);
    await copyTemplateScenes(trx, scope.merchantId, record.id as number, { ...template, graph: source.published_graph });
    return record.id as number;
  });
  return (await findRecord(ctx.db, resource, scope, created))!;
}
