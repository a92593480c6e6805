import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { fromTemplatePath, fromTemplateSchemaFor, templatesPath, usableTemplatesSchema } from '../../../resources/plans/plan-templates.schema.ts';
import { halls, plans, TIERS_OF_PRIVILEGE } from '../../../resources/plans/plans.resource.ts';
import type { TemplatePrivilege } from '../../../resources/shared/merchant-terms.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { Db } from '../../db/database.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { requestScope, writeContext } from '../../engine/request-context.ts';
import { createRecord } from '../../engine/resource.service.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import { checkCap } from '../merchants/merchant-caps.ts';

async function privilegeOf(db: Db, merchantId: number): Promise<TemplatePrivilege> {
  const row = await db.selectFrom('merchants').select('template_privilege').where('id', '=', merchantId).executeTakeFirst();
  return row?.template_privilege ?? 'none';
}

/** The published templates of a kind, of the tiers given (none: nothing). */
async function publishedTemplates(db: Db, kind: 'plan' | 'hall', tiers: readonly string[], id?: number) {
  if (!tiers.length) return [];
  const { rows } = await sql<{
    id: number;
    name: string;
    cover: string;
    template_tier: 'basic' | 'premium';
    type: 'roaming' | 'rendering';
    scene_count: number;
  }>`
    select id::int, name, cover, template_tier, type, scene_count from plans
    where template and merchant_id is null and kind = ${kind} and status = 'published'
      and template_tier = any(${sql.val([...tiers])}::text[]) ${id === undefined ? sql`` : sql`and id = ${id}`}
    order by name, id limit 200`.execute(db);
  return rows;
}

/**
 * A merchant's start from a template (issue 20): the templates its privilege opens, and a new plan
 * or hall made from one's published scenes. It is a create like any (the plan cap, the rendering
 * permission) and a template use (the template cap, spec §8 "The scheme has reached the upper limit").
 */
export function planTemplateRoutes(app: FastifyInstance, { db, resources }: { db: Db; resources: readonly ResourceDefinition[] }): void {
  for (const [declared, kind] of [
    [plans, 'plan'],
    [halls, 'hall'],
  ] as const) {
    // The served declaration, which carries its plug-in (the create's rules run through it).
    const resource = resources.find((served) => served.name === declared.name);
    if (!resource) continue;
    addRoute(app, {
      method: 'GET',
      url: templatesPath(resource.path),
      access: { page: resource.route, action: 'create' },
      summary: `The published ${kind} templates the merchant's template privilege opens (none, basic ones, or all)`,
      tags: [resource.name],
      response: usableTemplatesSchema,
      handler: async (request) => {
        const scope = requestScope(request);
        if (scope.kind !== 'merchant') return { privilege: 'all' as const, list: await publishedTemplates(db, kind, TIERS_OF_PRIVILEGE.all) };
        const privilege = await privilegeOf(db, scope.merchantId);
        return { privilege, list: await publishedTemplates(db, kind, TIERS_OF_PRIVILEGE[privilege]) };
      },
    });
    addRoute(app, {
      method: 'POST',
      url: fromTemplatePath(resource.path),
      access: { page: resource.route, action: 'create' },
      summary: `A new ${kind} from a published template: its fields and published scenes (the plan and template caps apply)`,
      tags: [resource.name],
      body: fromTemplateSchemaFor(resource.path),
      response: resource.recordSchema,
      handler: async (request) => {
        const scope = requestScope(request);
        if (scope.kind !== 'merchant') throw conflict('errors.templateForMerchants');
        const ctx = writeContext(db, request);
        const privilege = await privilegeOf(db, scope.merchantId);
        if (privilege === 'none') throw conflict('errors.noTemplatePrivilege');
        const [template] = await publishedTemplates(db, kind, TIERS_OF_PRIVILEGE[privilege], request.body.template_id);
        // A template the privilege does not open is as unknown as one that does not exist.
        if (!template) throw notFound();
        const created = await db.transaction().execute(async (trx) => {
          // Before the create, which would count itself among the uses.
          await checkCap(trx, scope.merchantId, 'template');
          const source = await trx
            .selectFrom('plans')
            .select(['published_graph', 'resolution', 'layer_support'])
            .where('id', '=', template.id)
            .executeTakeFirstOrThrow();
          const record = await createRecord(
            ctx,
            resource,
            {
              name: request.body.name ?? template.name,
              type: template.type,
              resolution: source.resolution,
              layer_support: source.layer_support,
              source: 'template',
            },
            'create',
            trx,
          );
          const graph = JSON.stringify(source.published_graph);
          await sql`update plans set scene_graph = ${graph}::jsonb, revision = 1, scene_count = ${template.scene_count}, cover = ${template.cover}
            where id = ${record.id as number}`.execute(trx);
          return record.id as number;
        });
        return (await findRecord(db, resource, scope, created))!;
      },
    });
  }
}
