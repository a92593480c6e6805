import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { dateTimeInput } from '../validation/date-time.ts';
import type { Machine } from '../engine/machines.ts';
import { mediaUrl } from '../media/media-url.ts';
import { activityFieldsSchema } from './activity-fields.schema.ts';

/** Spec §9: at most 9 header images; the entrance image is recommended at 1008×222. */
export const ACTIVITY_HEADER_IMAGES_MAX = 9;

/** Stored states; `not_started`, `ongoing` and `complete` are read off the times (spec §4). */
export const ACTIVITY_STATUSES = ['live', 'paused', 'deleted'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const ACTIVITY_SHOWN_STATUSES = ['not_started', 'live', 'complete', 'paused', 'deleted'] as const;

/**
 * The activity's machine (spec §4 "Activity states: not started, ongoing, complete, deleted,
 * paused"): a live activity shows not started before its start, complete after its end, and
 * ongoing (`live`) between; the operator pauses and resumes it, and may delete it, a state of its
 * own. A paused activity takes no new sign-ups; participants keep what they have.
 */
export const ACTIVITY_MACHINE: Machine<ActivityStatus, 'not_started' | 'complete'> = {
  states: ACTIVITY_STATUSES,
  moves: [
    { action: 'pause', from: ['live', 'not_started'], to: 'paused' },
    { action: 'resume', from: ['paused'], to: 'live' },
    { action: 'remove', from: ['live', 'not_started', 'complete', 'paused'], to: 'deleted' },
  ],
  derived: [
    { state: 'complete', from: ['live'], when: { passed: 'ends_at' } },
    { state: 'not_started', from: ['live'], when: { ahead: 'starts_at' } },
  ],
};

const options = (values: readonly string[], group: string) => values.map((value) => ({ value, label: `resources.activities.${group}.${value}` }));
const issue = (ctx: z.RefinementCtx, path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/**
 * Activities (spec §3 "Activity"): a merchant's event its customers sign up for through
 * `/app-api/` with the information its field designer asks, and sign in to at the store by code.
 * Made on the full pages `create` and `edit/{id}` with a phone-sized preview beside the form.
 */
export const activities = defineResource({
  name: 'activities',
  route: '/marketingManagement/activityCenter',
  table: 'activities',
  tenancy: 'merchant',
  titleField: 'name',
  defaultSort: '-id',
  deletion: 'none',
  export: true,
  sections: ['basics', 'images', 'signup'],
  recordActions: [
    { name: 'pause', action: 'pause' },
    { name: 'resume', action: 'resume' },
    { name: 'remove', action: 'delete' },
  ],
  machines: { status: ACTIVITY_MACHINE },
  check: (body, ctx) => {
    const starts = time(body.starts_at);
    const ends = time(body.ends_at);
    if (starts && ends && ends <= starts) issue(ctx, 'ends_at', 'validation.activityEndsBeforeStart');
    const deadline = time(body.signup_deadline);
    if (!Number.isNaN(deadline) && !Number.isNaN(ends) && deadline > ends) issue(ctx, 'signup_deadline', 'validation.activityDeadlineAfterEnd');
  },
  fields: {
    name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true, width: 180 }, search: true }),
    status: field.select(z.enum(ACTIVITY_SHOWN_STATUSES), options(ACTIVITY_SHOWN_STATUSES, 'statuses'), { readOnly: true, filter: 'in', list: { width: 100 } }),
    starts_at: field.datetime(dateTimeInput(), { list: { sortable: true }, filter: 'range' }),
    ends_at: field.datetime(dateTimeInput(), { list: { sortable: true } }),
    signup_deadline: field.datetime(dateTimeInput().nullable().default(null), { section: 'signup', list: { defaultHidden: true } }),
    participants_count: field.number(z.number().int(), { readOnly: true, unit: 'count', list: { sortable: true, width: 100 } }),
    entrance_image: field.media(
      z.union([mediaUrl, z.literal('')]).default(''),
      { kind: 'cover', recommended: 'resources.activities.entranceRecommended' },
      {
        section: 'images',
        list: { width: 120 },
      },
    ),
    header_images: field.media(
      z.array(mediaUrl).max(ACTIVITY_HEADER_IMAGES_MAX).default([]),
      { kind: 'image', multiple: true, max: ACTIVITY_HEADER_IMAGES_MAX },
      { section: 'images', list: false },
    ),
    description: field.textarea(z.string().trim().max(2000).default(''), { list: false }),
    // Left empty, the app says "Sign up" in its visitor's language (the preview shows the same).
    button_text: field.text(z.string().trim().max(20).default(''), { help: 'resources.activities.help.button_text', list: false }),
    countdown: field.switch(z.boolean().default(false), { list: { defaultHidden: true } }),
    signup_enabled: field.switch(z.boolean().default(true), { section: 'signup', list: { defaultHidden: true } }),
    signin_enabled: field.switch(z.boolean().default(false), { section: 'signup', list: { defaultHidden: true } }),
    form_fields: field.json(activityFieldsSchema.default([]), { widget: 'activity-fields', section: 'signup', list: false }),
  },
});
