import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import type { Machine } from '../engine/machines.ts';
import { SHOWROOM_FONTS, SHOWROOM_LAYOUTS, SHOWROOM_LIST_STYLES, SHOWROOM_STYLES } from '../shared/showroom-terms.ts';

/** Spec §5 "a custom style template limit exists": a merchant keeps at most this many of its own (README "Apps"). */
export const CUSTOM_STYLE_TEMPLATES_MAX = 20;
export const STYLE_TEMPLATE_NAME_MAX = 30;

export const STYLE_TEMPLATE_STATUSES = ['open', 'closed'] as const;
export type StyleTemplateStatus = (typeof STYLE_TEMPLATE_STATUSES)[number];

/**
 * Spec §4: "a style template must be closed before it can be deleted". An open template is offered
 * to apps; a closed one is picked by no new app (those already using it keep it) and may be deleted
 * once no app uses it.
 */
export const STYLE_TEMPLATE_MACHINE: Machine<StyleTemplateStatus> = {
  states: STYLE_TEMPLATE_STATUSES,
  moves: [
    { action: 'close', from: ['open'], to: 'closed' },
    { action: 'reopen', from: ['closed'], to: 'open' },
  ],
};

/** A colour as the showroom's CSS takes it: `#rrggbb`, lower case (the form's colour picker sends that). */
export const COLOR_PATTERN = /^#[0-9a-f]{6}$/;
const color = (fallback: string) => z.string().trim().toLowerCase().regex(COLOR_PATTERN, { error: 'validation.color' }).default(fallback);

const options = (name: string, group: string, values: readonly string[]) => values.map((value) => ({ value, label: `resources.${name}.${group}.${value}` }));

function styleTemplateFields(name: string) {
  return {
    name: field.text(z.string().trim().min(1).max(STYLE_TEMPLATE_NAME_MAX), { list: { sortable: true }, filter: 'like', search: true }),
    style: field.select(z.enum(SHOWROOM_STYLES).default('simple'), options(name, 'styles', SHOWROOM_STYLES), {
      filter: 'eq',
      help: `resources.${name}.help.style`,
    }),
    primary_color: field.text(color('#1677ff'), { widget: 'color' }),
    background_color: field.text(color('#ffffff'), { widget: 'color' }),
    text_color: field.text(color('#1f1f1f'), { widget: 'color', list: { defaultHidden: true } }),
    font: field.select(z.enum(SHOWROOM_FONTS).default('sans'), options(name, 'fonts', SHOWROOM_FONTS), { list: { defaultHidden: true } }),
    layout: field.select(z.enum(SHOWROOM_LAYOUTS).default('tabs'), options(name, 'layouts', SHOWROOM_LAYOUTS)),
    // In the column chooser: the list at 1440 px keeps the name, the look and the status.
    list_style: field.select(z.enum(SHOWROOM_LIST_STYLES).default('grid'), options(name, 'listStyles', SHOWROOM_LIST_STYLES), {
      list: { defaultHidden: true },
      help: `resources.${name}.help.list_style`,
    }),
    status: field.select(z.enum(STYLE_TEMPLATE_STATUSES), options(name, 'statuses', STYLE_TEMPLATE_STATUSES), { readOnly: true, filter: 'eq' }),
  };
}

const closing = [
  { name: 'close', action: 'edit' },
  { name: 'reopen', action: 'edit' },
] as const;

/**
 * A merchant's custom style templates (spec §2 `/content/appManagement/styleTemplate`, §5 limit):
 * made from the two styles, at most CUSTOM_STYLE_TEMPLATES_MAX, closed before deleted.
 */
export const styleTemplates = defineResource({
  name: 'style-templates',
  route: '/content/appManagement/styleTemplate',
  table: 'style_templates',
  tenancy: 'merchant',
  titleField: 'name',
  defaultSort: '-id',
  deletion: 'hard',
  recordActions: closing,
  machines: { status: STYLE_TEMPLATE_MACHINE },
  fields: styleTemplateFields('style-templates'),
});

/** The operators' system style templates (`/systemManagement/styleTemplate`): every merchant's apps may pick the open ones. */
export const systemStyleTemplates = defineResource({
  name: 'system-style-templates',
  route: '/systemManagement/styleTemplate',
  table: 'style_templates',
  tenancy: 'platform',
  fixed: { merchant_id: null },
  titleField: 'name',
  defaultSort: '-id',
  deletion: 'hard',
  recordActions: closing,
  machines: { status: STYLE_TEMPLATE_MACHINE },
  fields: styleTemplateFields('system-style-templates'),
});
