import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { refinePageWindow } from '../validation/page-window.ts';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../validation/patterns.ts';
import { ACTIVITY_SHOWN_STATUSES } from './activities.resource.ts';
import { ACTIVITY_ANSWER_TEXT_MAX, ACTIVITY_FIELD_OPTIONS_MAX, type ActivityField, activityFieldSchema } from './activity-fields.schema.ts';

/**
 * Sign-ups to activities (issue 37 "Activities"): a customer signs up once per activity through
 * `/app-api/customer/activities/{id}/signup` with its answers to the activity's form; it gets a code
 * it shows at the store, where the activity's participants are signed in by code (the back office)
 * or the customer signs itself in. Its **record progress** (spec §4) is its sign-in window, read
 * off the activity's start and end.
 */

/** A sign-up's code: 8 characters of A–Z and 0–9 (migration 032 checks the same). */
export const SIGNUP_CODE_PATTERN = /^[A-Z0-9]{8}$/;
export const SIGNUP_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const SIGNUP_CODE_LENGTH = 8;

/** A participant's sign-in window (spec §4 "record progress"): before the start, between start and end, after the end. */
export const RECORD_PROGRESS = ['not_started', 'ongoing', 'ended'] as const;
export type RecordProgress = (typeof RECORD_PROGRESS)[number];

const timeOf = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** The sign-in window at `now`: not started before `starts_at`, ended from `ends_at` on (when the activity shows complete), ongoing between. */
export function recordProgress(activity: { starts_at: string | Date; ends_at: string | Date }, now: Date = new Date()): RecordProgress {
  if (now.getTime() < timeOf(activity.starts_at)) return 'not_started';
  if (now.getTime() >= timeOf(activity.ends_at)) return 'ended';
  return 'ongoing';
}

/** `YYYY-MM-DD` naming a real day. */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An error of one answer: a message key of `validation`, with its placeholders. */
export type AnswerError = { key: string; params?: Record<string, unknown> };

/** Why one answer does not fit its question, or null when it does (an empty answer is judged by `required` alone). */
export function answerError(field: ActivityField, value: unknown): AnswerError | null {
  switch (field.kind) {
    case 'multiple': {
      if (!Array.isArray(value) || !value.length) return { key: 'validation.activityAnswerOptions' };
      const strings = value.filter((item): item is string => typeof item === 'string');
      const fits = strings.length === value.length && new Set(strings).size === strings.length && strings.every((item) => field.options.includes(item));
      return fits ? null : { key: 'validation.activityAnswerOptions' };
    }
    case 'single':
      return typeof value === 'string' && field.options.includes(value) ? null : { key: 'validation.activityAnswerOption' };
    case 'phone':
      return typeof value === 'string' && PHONE_PATTERN.test(value) ? null : { key: 'validation.phone' };
    case 'email':
      return typeof value === 'string' && EMAIL_PATTERN.test(value) ? null : { key: 'validation.email' };
    case 'date':
      return typeof value === 'string' && isRealDate(value) ? null : { key: 'validation.activityAnswerDate' };
    case 'text':
      if (typeof value !== 'string') return { key: 'validation.invalidType' };
      return value.length > ACTIVITY_ANSWER_TEXT_MAX ? { key: 'validation.tooLong', params: { maximum: ACTIVITY_ANSWER_TEXT_MAX } } : null;
  }
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && !value.length);

/**
 * Judges a sign-up's answers against the activity's form (the field designer): every key a question
 * of the form, every required question answered, every answer of its question's kind. Answers the
 * answers as stored (text trimmed, empty optional answers left out) and the errors by `answers.<key>`.
 */
export function judgeAnswers(
  fields: readonly ActivityField[],
  answers: Readonly<Record<string, unknown>>,
): { answers: Record<string, string | string[]>; errors: Record<string, AnswerError[]> } {
  const errors: Record<string, AnswerError[]> = {};
  const kept: Record<string, string | string[]> = {};
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const key of Object.keys(answers)) if (!byKey.has(key)) errors[`answers.${key}`] = [{ key: 'validation.activityAnswerUnknown' }];
  for (const field of fields) {
    const raw = answers[field.key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (isEmpty(value)) {
      if (field.required) errors[`answers.${field.key}`] = [{ key: 'validation.required' }];
      continue;
    }
    const error = answerError(field, value);
    if (error) errors[`answers.${field.key}`] = [error];
    else kept[field.key] = value as string | string[];
  }
  return { answers: kept, errors };
}

/** What an answer may be on the wire: text (text, phone, e-mail, single choice, date) or the options picked (multiple choice). */
const answerValue = z.union([z.string().max(ACTIVITY_ANSWER_TEXT_MAX * 2), z.array(z.string().max(100)).max(ACTIVITY_FIELD_OPTIONS_MAX)]);

/** `POST /app-api/customer/activities/{id}/signup`: the answers to the activity's form, by question key. */
export const signupBody = z.strictObject({
  answers: z
    .record(z.string().max(30), answerValue)
    .default({})
    .meta({ description: "By the key of each question of the activity's form_fields: text, or the options picked of a multiple choice" }),
});
export type SignupBody = z.infer<typeof signupBody>;

/** A sign-in by the code a sign-up got (case is ignored). */
export const signInBody = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(SIGNUP_CODE_PATTERN, { error: 'validation.activitySignupCode' })
    .meta({ description: 'The 8-character code of the sign-up (A–Z, 0–9)' }),
});
export type SignInBody = z.infer<typeof signInBody>;

/** A page of sign-ups, newest first. */
export const signupsQuery = z
  .strictObject({
    page: z.coerce.number<string>().int().min(1).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .superRefine(refinePageWindow);

const answers = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** One participant as the activity's participants list shows it (the back office). */
export const participantSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  nickname: z.string(),
  phone: z.string(),
  sale_id: z.number().int().nullable(),
  answers,
  code: z.string(),
  signed_up_at: z.string(),
  signed_in_at: z.string().nullable(),
  record_progress: z.enum(RECORD_PROGRESS),
});
export type Participant = z.infer<typeof participantSchema>;

export const participantsPage = z.object({
  list: z.array(participantSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The activity's form, so the list can head a column per question. */
  form_fields: z.array(activityFieldSchema),
});

/** Back-office paths of an activity's participants. */
export const activitySignupsPath = (id: number | string) => `/api/activities/${id}/signups`;
export const activitySignInPath = (id: number | string) => `/api/activities/${id}/signups/sign-in`;
export const activitySignupsExportPath = (id: number | string) => `/api/activities/${id}/signups/export`;

/** An activity as a customer reads it: what the activity page shows, its state, and whether the caller signed up. */
export const customerActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(ACTIVITY_SHOWN_STATUSES).meta({ description: 'The state it shows now: not_started, live (ongoing) or complete' }),
  starts_at: z.string(),
  ends_at: z.string(),
  signup_deadline: z.string().nullable(),
  entrance_image: z.string(),
  header_images: z.array(z.string()),
  description: z.string(),
  button_text: z.string(),
  countdown: z.boolean(),
  signup_enabled: z.boolean(),
  signin_enabled: z.boolean(),
  form_fields: z.array(activityFieldSchema),
  participants_count: z.number().int(),
  signup_open: z.boolean().meta({ description: 'Whether a sign-up would be taken now (sign-up on, before the deadline and the end)' }),
  signed_up: z.boolean().meta({ description: 'Whether the signed-in customer has signed up' }),
});
export const customerActivitiesList = z.object({ list: z.array(customerActivitySchema), total: z.number().int() });

/** A customer's own sign-up: its code, answers and record progress. */
export const customerSignupSchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  answers,
  code: z.string(),
  signed_up_at: z.string(),
  signed_in_at: z.string().nullable(),
  record_progress: z.enum(RECORD_PROGRESS),
});
export const customerSignupsPage = z.object({
  list: z.array(customerSignupSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
