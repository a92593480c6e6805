import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';

/** A configuration key: a letter, then letters, digits, dots, dashes or underscores. */
export const CONFIG_KEY_PATTERN = /^[A-Za-z][\w.-]{0,63}$/;

/** Platform settings as key/value entries (`/systemManagement/config`; the spec names the page only). */
export const systemConfig = defineResource({
  name: 'system-config',
  route: '/systemManagement/config',
  table: 'system_config',
  tenancy: 'platform',
  titleField: 'config_key',
  defaultSort: 'config_key',
  import: { key: ['config_key'] },
  fields: {
    config_key: field.text(z.string().trim().regex(CONFIG_KEY_PATTERN, { error: 'validation.configKey' }), {
      list: { sortable: true },
      filter: 'like',
      search: true,
    }),
    name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true }, search: true }),
    config_value: field.textarea(z.string().max(2000).default(''), { search: true }),
    description: field.textarea(z.string().trim().max(200).default(''), { list: { defaultHidden: true } }),
  },
});
