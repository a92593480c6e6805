import { sql } from 'kysely';
import type { PLAN_TYPES, TemplateTier } from '../../../resources/plans/plans.resource.ts';
import type { TemplatePrivilege } from '../../../resources/shared/merchant-terms.ts';
import type { Db } from '../../db/database.ts';

/**
 * What a start from a template reads and writes: the platform's published templates (rows no
 * merchant owns), the merchant's template privilege, and the merchant's new plan.
 */

/** A published template as the merchant's list shows it. */
export interface PublishedTemplate {
  id: number;
  name: string;
  cover: string;
  template_tier: TemplateTier;
  type: (typeof PLAN_TYPES)[number];
  scene_count: number;
}

/** The merchant's template privilege ('none' for a merchant not found). */
export async function templatePrivilegeOf(db: Db, merchantId: number): Promise<TemplatePrivilege> {
  const row = await db.selectFrom('merchants').select('template_privilege').where('id', '=', merchantId).executeTakeFirst();
  return row?.template_privilege ?? 'none';
}

/** The published templates of a kind, of the tiers given (none: nothing); `id` picks one. */
export async function publishedTemplates(db: Db, kind: 'plan' | 'hall', tiers: readonly string[], id?: number): Promise<PublishedTemplate[]> {
  if (!tiers.length) return [];
  const { rows } = await sql<PublishedTemplate>`
    select id::int, name, cover, template_tier, type, scene_count from plans
    where template and merchant_id is null and kind = ${kind} and status = 'published'
      and template_tier = any(${sql.val([...tiers])}::text[]) ${id === undefined ? sql`` : sql`and id = ${id}`}
    order by name, id limit 200`.execute(db);
  return rows;
}

/** What a new plan takes from a template besides its list fields: its published scenes and settings. */
export async function templateSource(db: Db, id: number) {
  return db
    .selectFrom('plans')
    .select(['published_graph', 'resolution', 'layer_support'])
    .where('id', '=', id)
    .where('template', '=', true)
    .where('merchant_id', 'is', null)
    .executeTakeFirstOrThrow();
}

/** Gives the merchant's new plan the template's published scenes as its first draft. */
export async function copyTemplateScenes(
  trx: Db,
  merchantId: number,
  id: number,
  template: Pick<PublishedTemplate, 'scene_count' | 'cover'> & { graph: unknown },
): Promise<void> {
  const graph = JSON.stringify(template.graph);
  await sql`update plans set scene_graph = ${graph}::jsonb, revision = 1, scene_count = ${template.scene_count}, cover = ${template.cover}
    where id = ${id} and merchant_id = ${merchantId}`.execute(trx);
}
