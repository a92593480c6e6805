import { isDeepStrictEqual } from 'node:util';
import { APP_CONTENT_FIELDS, apps } from '../../../resources/apps/apps.resource.ts';
import { type ChoicesOf, entityPlugin } from '../../engine/entity-plugin.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { storeChoices } from '../accounts/account-choices.ts';
import { appActions } from './apps.actions.ts';
import { contentNames, foreignContent, inBackgroundLibrary, usableStyleTemplates } from './app-content.repository.ts';

type Row = Record<string, unknown>;
const CHOICES_MAX = 1_000;

const contentChoices = Object.fromEntries(
  APP_CONTENT_FIELDS.map((name): [string, ChoicesOf] => [
    name,
    async ({ db, scope }, only) => (scope.kind === 'merchant' ? contentNames(db, scope, name, only, CHOICES_MAX) : []),
  ]),
);

const styleTemplateChoices: ChoicesOf = async ({ db, scope }, only) => (scope.kind === 'merchant' ? usableStyleTemplates(db, scope.merchantId, only) : []);

/**
 * Apps' server side (resources/apps/apps.resource.ts): every content id names a live record of the
 * merchant's own, the style template is an open one it may use, and the backgrounds come from its
 * background library. A changed field is judged, an unchanged one is not: an app whose template
 * was closed since, or whose goods went to the recycle bin, still moves through its states.
 */
export const appsServer = entityPlugin(apps, {
  validate: async ({ trx, ctx, values, before }) => {
    if (ctx.scope.kind !== 'merchant') return;
    const merchantId = ctx.scope.merchantId;
    const changed = (name: string) => !before || !isDeepStrictEqual((before as Row)[name], (values as Row)[name]);
    const errors: FieldErrors = {};
    for (const name of APP_CONTENT_FIELDS) {
      if (!changed(name)) continue;
      const ids = ((values as Row)[name] as number[] | undefined) ?? [];
      const foreign = await foreignContent(trx, ctx.scope, name, ids);
      ids.forEach((id, index) => {
        if (foreign.has(id)) errors[`${name}.${index}`] = ['validation.unknownRecord'];
      });
    }
    const template = values.style_template_id as number | null | undefined;
    if (changed('style_template_id') && template != null && !(await usableStyleTemplates(trx, merchantId, [template])).length)
      errors.style_template_id = ['validation.styleTemplateNotUsable'];
    for (const name of ['pc_background', 'mobile_background'] as const) {
      const url = (values as Row)[name] as string | undefined;
      if (changed(name) && url && !(await inBackgroundLibrary(trx, merchantId, url))) errors[name] = ['validation.backgroundNotInLibrary'];
    }
    if (Object.keys(errors).length) throw invalid(errors);
  },
  actions: appActions,
  choices: { ...contentChoices, style_template_id: styleTemplateChoices, visible_store_ids: storeChoices },
});
