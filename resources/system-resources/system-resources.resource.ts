import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { mediaUrl } from '../media/media-url.ts';

/** What a shared file is, as merchants find it in their material centre. */
export const SYSTEM_RESOURCE_KINDS = ['image', 'video', 'audio', 'model', 'document', 'other'] as const;
export type SystemResourceKind = (typeof SYSTEM_RESOURCE_KINDS)[number];
/** Who a shared file is offered to: every merchant, or the merchants chosen in `merchant_ids`. */
export const SYSTEM_RESOURCE_AUDIENCES = ['all', 'chosen'] as const;
/** Spec silent: the longest description, and the longest original file name kept. */
export const SYSTEM_RESOURCE_DESCRIPTION_MAX = 500;
export const SYSTEM_RESOURCE_FILE_NAME_MAX = 255;

const options = (values: readonly string[], group: string) => values.map((value) => ({ value, label: `resources.system-resources.${group}.${value}` }));

/**
 * System resources (`/systemManagement/resource`, issue 19): the platform's shared files on the
 * storage service, offered to every merchant or to chosen ones. The operator's only; merchants read
 * the enabled ones offered to them in their material centre (`GET /api/materials/system-resources`).
 */
export const systemResources = defineResource({
  name: 'system-resources',
  route: '/systemManagement/resource',
  table: 'system_resources',
  tenancy: 'platform',
  titleField: 'name',
  defaultSort: '-id',
  sections: ['basics', 'file'],
  // A chosen list needs a merchant; offered to all, the list is ignored (the plug-in stores it empty).
  check: (body, ctx) => {
    if (body.audience === 'chosen' && !(Array.isArray(body.merchant_ids) && body.merchant_ids.length))
      ctx.addIssue({ code: 'custom', path: ['merchant_ids'], message: 'validation.chooseMerchants' });
  },
  fields: {
    name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true }, filter: 'like', search: true }),
    kind: field.select(z.enum(SYSTEM_RESOURCE_KINDS), options(SYSTEM_RESOURCE_KINDS, 'kinds'), { filter: 'in', list: { sortable: true } }),
    audience: field.select(z.enum(SYSTEM_RESOURCE_AUDIENCES).default('all'), options(SYSTEM_RESOURCE_AUDIENCES, 'audiences'), { filter: 'eq' }),
    merchant_ids: field.reference(z.array(z.number().int().positive()).max(1_000).default([]), {
      multiple: true,
      filter: 'eq',
      help: 'resources.system-resources.help.merchant_ids',
    }),
    enabled: field.switch(z.boolean().default(true), { filter: 'eq', list: { sortable: true } }),
    description: field.textarea(z.string().trim().max(SYSTEM_RESOURCE_DESCRIPTION_MAX).default(''), { list: { defaultHidden: true } }),
    file: field.media(mediaUrl, { kind: 'shared', fill: { name: 'file_name', size: 'size' } }, { section: 'file' }),
    // The uploaded file's own name, in the column chooser: the list at 1440 px shows the resource's name and its file.
    file_name: field.text(z.string().trim().max(SYSTEM_RESOURCE_FILE_NAME_MAX).default(''), { section: 'file', search: true, list: { defaultHidden: true } }),
    size: field.number(z.number().int().min(0).default(0), { unit: 'bytes', section: 'file', list: { sortable: true } }),
  },
});
