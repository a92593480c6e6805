import { APP_NAME_MAX_LENGTH } from '../../../resources/apps/apps.resource.ts';
import { newViewId } from '../../../resources/shared/showroom-terms.ts';
import { type ActionRun, type RecordActionImpl, setFields } from '../../engine/record-actions.ts';
import { findRecord } from '../../engine/resource.repository.ts';
import { createRecord } from '../../engine/resource.service.ts';
import { replaceRecordTags } from '../../engine/tags.repository.ts';
import { copyName, shareAction, unshareAction } from '../content/public-library.ts';
import { ensureShowroomKeys } from '../publishable-keys/publishable-keys.service.ts';

/**
 * Publishing gives the app its view id (kept for good: its public address never changes), puts it
 * on the shelf, and makes sure the merchant has the live keys the showroom page carries (issue 38:
 * "publishing an app issues one when none is live"), all in the action's transaction.
 */
const publish: RecordActionImpl = {
  run: async (run) => {
    const { record, trx, ctx } = run;
    if (ctx.scope.kind === 'merchant') await ensureShowroomKeys(trx, ctx.scope.merchantId);
    const viewuuid = (record.viewuuid as string | null) ?? newViewId();
    return setFields(() => ({ status: 'published', on_shelf: true, viewuuid, published_at: new Date().toISOString() }))(run);
  },
};

/** Spec §4 copy: a new draft off shelf and not public, with the same fields and tags and no view id of its own. */
async function copyApp(run: ActionRun) {
  const { trx, ctx, resource, record, t } = run;
  const body: Record<string, unknown> = Object.fromEntries(resource.writableFields.map((name) => [name, record[name]]));
  body.name = copyName(record.name as string, t, 'resources.apps.copyName', APP_NAME_MAX_LENGTH);
  const copy = await createRecord(ctx, resource, body, 'create', trx);
  const tags = record.tags as string[];
  if (tags.length) await replaceRecordTags(trx, resource, ctx.scope, copy.id as number, tags);
  return (await findRecord(trx, resource, ctx.scope, copy.id as number))!;
}

/** The record actions of apps (declared in resources/apps/apps.resource.ts). */
export const appActions = {
  submit: { run: setFields(() => ({ status: 'submitted' })) },
  copy: { run: copyApp },
  share: shareAction,
  unshare: unshareAction,
  shelve: { run: setFields(() => ({ on_shelf: true })) },
  unshelve: { run: setFields(() => ({ on_shelf: false })) },
  publish,
} satisfies Record<string, RecordActionImpl>;
