import { z } from 'zod';

/** What a participant may be asked (spec §3 "info fields to fill in"): the kinds of the field designer. */
export const ACTIVITY_FIELD_KINDS = ['text', 'phone', 'email', 'single', 'multiple', 'date'] as const;
export type ActivityFieldKind = (typeof ACTIVITY_FIELD_KINDS)[number];

/** Bounds of the designer (sanity bounds, not the spec's). */
export const ACTIVITY_FIELDS_MAX = 20;
export const ACTIVITY_FIELD_OPTIONS_MAX = 20;
export const ACTIVITY_FIELD_LABEL_MAX = 30;
export const ACTIVITY_ANSWER_TEXT_MAX = 200;

/**
 * One question of an activity's sign-up form: a stable key (what answers are stored under), a
 * label, a kind, whether it must be answered, and the choices of a single or multiple choice.
 */
export const activityFieldSchema = z
  .strictObject({
    key: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,29}$/)
      .describe('Stable within the activity: answers are stored under it'),
    label: z.string().trim().min(1).max(ACTIVITY_FIELD_LABEL_MAX),
    kind: z.enum(ACTIVITY_FIELD_KINDS),
    required: z.boolean().default(false),
    options: z.array(z.string().trim().min(1).max(ACTIVITY_FIELD_LABEL_MAX)).max(ACTIVITY_FIELD_OPTIONS_MAX).default([]),
  })
  .superRefine((value, ctx) => {
    const choice = value.kind === 'single' || value.kind === 'multiple';
    if (choice && value.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.activityFieldOptions' });
    if (!choice && value.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.activityFieldNoOptions' });
    if (new Set(value.options).size !== value.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'validation.duplicate' });
  });
export type ActivityField = z.infer<typeof activityFieldSchema>;

export const activityFieldsSchema = z
  .array(activityFieldSchema)
  .max(ACTIVITY_FIELDS_MAX)
  .superRefine((fields, ctx) => {
    const keys = fields.map((one) => one.key);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'validation.duplicate' });
    });
  });
