import {
  CUSTOM_STYLE_TEMPLATES_MAX,
  type StyleTemplateStatus,
  styleTemplates,
  systemStyleTemplates,
} from '../../../resources/style-templates/style-templates.resource.ts';
import { type DeleteRun, entityPlugin } from '../../engine/entity-plugin.ts';
import { setFields } from '../../engine/record-actions.ts';
import { AppError, conflict } from '../../http/app-error.ts';
import { appsUsingTemplate, lockedCustomTemplateCount } from './style-templates.repository.ts';

/** How many apps a refusal names; beyond them it says how many more there are. */
const NAMED_APPS_MAX = 5;

const closing = {
  close: { run: setFields(() => ({ status: 'closed' })) },
  reopen: { run: setFields(() => ({ status: 'open' })) },
};

/**
 * Spec §4: a template is closed before it is deleted, so no app picks it in between; and one that
 * apps still name (those in the recycle bin too, which may come back) is not deleted at all: the
 * refusal names them, so the merchant knows which apps to give another template first.
 */
async function refuseDeletingUsed({ trx, id, before }: DeleteRun): Promise<void> {
  if ((before.status as StyleTemplateStatus) !== 'closed') throw conflict('errors.styleTemplateOpen');
  const { names, count } = await appsUsingTemplate(trx, id, NAMED_APPS_MAX);
  if (count === 0) return;
  const listed = names.join(', ');
  if (count > names.length) throw new AppError(409, 'errors.styleTemplateUsedByMany', { params: { names: listed, more: count - names.length } });
  throw new AppError(409, 'errors.styleTemplateUsed', { params: { names: listed } });
}

/**
 * Style templates' server side: closing and reopening (the declared machine; the same state again
 * is "Status unchanged"), closed before deleted and never while apps use one (spec §4), and a
 * merchant's custom templates kept to CUSTOM_STYLE_TEMPLATES_MAX (spec §5), open and closed alike.
 * The system templates have no limit: the operators curate a handful for everyone.
 */
export const styleTemplatesServer = [
  entityPlugin(styleTemplates, {
    validate: async ({ trx, ctx, action }) => {
      if (action !== 'create' || ctx.scope.kind !== 'merchant') return;
      if ((await lockedCustomTemplateCount(trx, ctx.scope)) >= CUSTOM_STYLE_TEMPLATES_MAX)
        throw new AppError(409, 'errors.styleTemplatesMax', { params: { max: CUSTOM_STYLE_TEMPLATES_MAX } });
    },
    beforeDelete: refuseDeletingUsed,
    actions: closing,
  }),
  entityPlugin(systemStyleTemplates, { beforeDelete: refuseDeletingUsed, actions: closing }),
];
