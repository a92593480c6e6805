import { newViewId } from '../../../resources/shared/showroom-terms.ts';
import { PLAN_NAME_MAX_LENGTH } from '../../../resources/plans/plans.resource.ts';
import { type ActionRun, type RecordActionImpl, setFields } from '../../engine/record-actions.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { createRecord } from '../../engine/resource.service.ts';
import { replaceRecordTags } from '../../engine/tags.repository.ts';
import { conflict } from '../../http/app-error.ts';
import { copyName, shareAction, unshareAction } from '../content/public-library.ts';
import { copyGraph, type PlanOwner, publishGraph } from './plans.repository.ts';

const ownerOf = (run: Pick<ActionRun, 'ctx'>): PlanOwner => (run.ctx.scope.kind === 'merchant' ? run.ctx.scope.merchantId : null);
const text = (run: Pick<ActionRun, 'resource'>, key: string) => `resources.${run.resource.name}.${key}`;

/**
 * Publishing makes the draft's scenes what viewers see and records which revision that was; the
 * editor goes on working on the draft. Nothing to publish while an import runs, after it failed,
 * or before a scene exists (409 saying which); the same revision again is "Status unchanged"
 * (the machine lets a published plan be published again; only the revisions tell whether it is new).
 * A merchant's plan or hall also gets its view id on its first publish (`viewId`), kept for good:
 * `/smartStore/<viewuuid>` is its public address, printed in codes and links that must not break.
 * Templates are copied, never opened by customers, so they have none.
 */
function publishing({ viewId }: { viewId: boolean }): RecordActionImpl {
  return {
    run: async (run) => {
      const { record } = run;
      if (record.import_status === 'importing') throw conflict(text(run, 'errors.importing'));
      if (record.import_status === 'failed') throw conflict(text(run, 'errors.importFailed'));
      if (!Number(record.scene_count)) throw conflict(text(run, 'errors.noScenes'));
      if (record.published_revision !== record.revision) await publishGraph(run.trx, record.id as number);
      // Unguessable: 128 random bits, the hex the column's CHECK asks for.
      const viewuuid = viewId ? { viewuuid: (record.viewuuid as string | null) ?? newViewId() } : {};
      return setFields(() => ({ status: 'published', published_revision: record.revision, ...viewuuid }))(run);
    },
  };
}

/**
 * Spec §4 copy: a new draft of the same kind, not public and not published, with the same fields,
 * scenes and tags. It counts against the plan cap like any create (its validate runs).
 */
async function copyPlan(run: ActionRun) {
  const { trx, ctx, resource, record, t } = run;
  if (record.import_status === 'importing') throw conflict(text(run, 'errors.importing'));
  const body: Record<string, unknown> = Object.fromEntries(resource.writableFields.map((name) => [name, record[name]]));
  Object.assign(body, { name: copyName(record.name as string, t, text(run, 'copyName'), PLAN_NAME_MAX_LENGTH), source: 'copy' });
  const copy = await createRecord(ctx, resource, body, 'create', trx);
  await copyGraph(trx, ownerOf(run), record.id as number, copy.id as number);
  const tags = record.tags as string[];
  if (tags.length) await replaceRecordTags(trx, resource, ctx.scope, copy.id as number, tags);
  return (await findRecord(trx, resource, ctx.scope, copy.id as number))!;
}

/** The record actions of merchants' plans and halls (declared in resources/plans/plans.resource.ts). */
export const planActions = {
  submit: { run: setFields(() => ({ status: 'submitted' })) },
  copy: { run: copyPlan },
  share: shareAction,
  unshare: unshareAction,
  publish: publishing({ viewId: true }),
} satisfies Record<string, RecordActionImpl>;

/** Templates are published like plans; copying one is a merchant's start of a new plan. */
export const templateActions = { publish: publishing({ viewId: false }) } satisfies Record<string, RecordActionImpl>;
