import { z } from 'zod';
import { offsetDateTime } from '../validation/date-time.ts';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { APP_PLATFORMS } from '../session/client-config.schema.ts';

/** Dotted numbers such as 2.4 or 3.10.1: what the app download dialog compares and shows. */
export const VERSION_PATTERN = /^\d{1,4}(\.\d{1,4}){1,3}$/;

/**
 * App versions per platform (spec §3 "Version info"): the latest of each platform is published
 * as the version file the app download dialog reads (`/version/<platform>.json`).
 */
export const versions = defineResource({
  name: 'versions',
  route: '/systemManagement/version',
  table: 'versions',
  tenancy: 'platform',
  titleField: 'version',
  defaultSort: '-update_time',
  import: { key: ['platform', 'version'] },
  fields: {
    platform: field.select(
      z.enum(APP_PLATFORMS),
      APP_PLATFORMS.map((platform) => ({ value: platform, label: `resources.versions.platforms.${platform}` })),
      { list: { sortable: true }, filter: 'in' },
    ),
    version: field.text(z.string().trim().regex(VERSION_PATTERN, { error: 'validation.version' }), { list: { sortable: true }, filter: 'like', search: true }),
    download_link: field.url(
      z.url({ protocol: /^https?$/, error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.httpLink') }).max(500),
    ),
    update_time: field.datetime(
      offsetDateTime((issue) => (issue.input === undefined ? 'validation.required' : 'validation.dateTime')),
      { list: { sortable: true }, filter: 'range' },
    ),
    notes: field.textarea(z.string().trim().max(500).default(''), { list: { defaultHidden: true }, search: true }),
  },
});
