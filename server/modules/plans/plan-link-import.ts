import type { EntityParts } from '../../engine/entity-plugin.ts';
import { parseKujialeLink } from './kujiale.ts';
import { PLAN_IMPORT_KIND } from './plan-import.ts';
import type { PlanImportParams } from './plan-import-sources.ts';

/** A link given on create: a Kujiale design's, or a panorama's. */
const sourceOf = (link: string) => (parseKujialeLink(link) ? 'kujiale' : 'link');

/** Whether a create starts an import: a link was given, and no server-side create (a copy, a template's use) set the source itself. */
const importsOnCreate = (values: Record<string, unknown>) => typeof values.source_link === 'string' && values.source_link !== '' && values.source === undefined;

/**
 * A plan, hall or template created with a source link (the create form's, or a batch excel row's:
 * spec §3 import source "batch excel") imports its panoramas from that link: it is stored as
 * importing, and the import job is queued with the create, to start once it commits.
 */
export const linkImport: EntityParts = {
  prepare: async ({ action, values }) => {
    if (action !== 'create' || !importsOnCreate(values)) return {};
    return { source: sourceOf(values.source_link as string), import_status: 'importing' };
  },
  afterWrite: async (trx, _resource, event, ctx) => {
    // Only a create `prepare` marked as importing (copies and templates' uses never are).
    if (event.action !== 'create' || event.after.import_status !== 'importing') return;
    const link = String(event.after.source_link);
    if (!ctx.queueJob) throw new Error('a plan created with a link needs a write that can queue jobs');
    const params: PlanImportParams = { plan: event.id, source: sourceOf(link), link };
    await ctx.queueJob(trx, PLAN_IMPORT_KIND, params as unknown as Record<string, unknown>);
  },
};
