import { styleTemplates, systemStyleTemplates } from '../../../resources/style-templates/style-templates.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { setFields } from '../../engine/record-actions.ts';

const closing = {
  close: { run: setFields(() => ({ status: 'closed' })) },
  reopen: { run: setFields(() => ({ status: 'open' })) },
};

/** Style templates' server side: closed before deleted (spec §4), and the merchant's custom limit (spec §5). */
export const styleTemplatesServer = [entityPlugin(styleTemplates, { actions: closing }), entityPlugin(systemStyleTemplates, { actions: closing })];
