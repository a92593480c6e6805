import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  type AnswerError,
  type customerActivitySchema,
  type customerSignupSchema,
  judgeAnswers,
  type Participant,
  recordProgress,
  SIGNUP_CODE_ALPHABET,
  SIGNUP_CODE_LENGTH,
} from '../../../resources/activities/activity-signups.schema.ts';
import { DETAIL_WINDOW } from '../../../resources/constants.ts';
import { type Language, translate } from '../../../resources/messages/index.ts';
import type { Db } from '../../db/database.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../../http/app-error.ts';
import { formulaSafe } from '../../jobs/xlsx-cells.ts';
import type { Scope } from '../../tenancy/scope.ts';
import {
  type ActivityRow,
  activityOf,
  countParticipant,
  insertSignup,
  liveActivities,
  markSignedIn,
  type ParticipantRow,
  participantsOf,
  type SignupRow,
  signupByCode,
  signupOfCustomer,
  signupsOfCustomer,
} from './activity-signups.repository.ts';

/** How often a sign-up draws another code when the one it drew is taken (36^8 codes: a second draw is already rare). */
const CODE_ATTEMPTS = 8;
/** The most activities a customer's list answers (newest first). */
const CUSTOMER_ACTIVITIES_MAX = 100;

/** The customer a sign-up is made for: its id and its guide. */
export interface SigningCustomer {
  id: number;
  sale_id: number | null;
}

const iso = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function newSignupCode(): string {
  let code = '';
  for (let index = 0; index < SIGNUP_CODE_LENGTH; index += 1) code += SIGNUP_CODE_ALPHABET[randomInt(SIGNUP_CODE_ALPHABET.length)];
  return code;
}

/**
 * Whether the activity takes a sign-up at `now`: stored live (not paused, not deleted), sign-up on,
 * not past its sign-up deadline nor its end. Before its start it does (people sign up ahead).
 */
export function signupOpen(activity: ActivityRow, now: Date = new Date()): boolean {
  if (activity.status !== 'live' || !activity.signup_enabled) return false;
  if (activity.signup_deadline && now.getTime() > activity.signup_deadline.getTime()) return false;
  return now.getTime() < activity.ends_at.getTime();
}

const fieldErrors = (errors: Record<string, AnswerError[]>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, list]) => [path, list.map((error) => (error.params ? error : error.key))]));

/**
 * Signs the customer up for the activity, in one transaction holding the activity's row: refused
 * (409) when sign-up is closed (paused, deleted, sign-up off, past the deadline or the end) or the
 * customer already signed up; the answers judged against the activity's form (422 on
 * `answers.<key>`). The sign-up gets a fresh code and the customer's guide, and the activity one
 * more participant.
 */
export async function signUp(db: Db, scope: Scope, customer: SigningCustomer, activityId: number, answers: Record<string, unknown>): Promise<SignupRow> {
  return db.transaction().execute(async (trx) => {
    const activity = await activityOf(trx, scope, activityId, { lock: true });
    if (!activity) throw notFound();
    if (!signupOpen(activity)) throw conflict('errors.activitySignupClosed');
    if (await signupOfCustomer(trx, scope, activityId, customer.id)) throw conflict('errors.activityAlreadySignedUp');
    const judged = judgeAnswers(activity.form_fields, answers);
    if (Object.keys(judged.errors).length) throw invalid(fieldErrors(judged.errors));
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const row = await insertSignup(trx, scope, {
        activity_id: activityId,
        customer_id: customer.id,
        sale_id: customer.sale_id,
        answers: judged.answers,
        code: newSignupCode(),
      });
      if (!row) continue;
      await countParticipant(trx, scope, activityId);
      return row;
    }
    throw new Error(`activity ${activityId}: no free sign-up code after ${CODE_ATTEMPTS} draws`);
  });
}

/**
 * Whether the activity takes a sign-in now (spec §4 "record progress"): sign-in on and not
 * deleted (a paused activity's participants keep what they have), inside its window: from its
 * start to its end. Refusals are 409s naming why.
 */
function checkSignInWindow(activity: ActivityRow, now: Date = new Date()): void {
  if (!activity.signin_enabled || activity.status === 'deleted') throw conflict('errors.activitySignInDisabled');
  const progress = recordProgress(activity, now);
  if (progress === 'not_started') throw conflict('errors.activitySignInNotStarted');
  if (progress === 'ended') throw conflict('errors.activitySignInEnded');
}

async function signIn(trx: Db, scope: Scope, signup: SignupRow): Promise<SignupRow> {
  if (signup.signed_in_at) throw conflict('errors.activityAlreadySignedIn');
  return { ...signup, signed_in_at: await markSignedIn(trx, scope, signup.id) };
}

const unknownCode = () => invalid({ code: ['validation.activitySignupCodeUnknown'] });

/**
 * Signs a participant in at the store by its code (the back office): the activity must be the
 * scope's (404), take sign-ins now (409), and have a sign-up with this code the scope sees (a
 * guide: its own customers'; 422 on `code` otherwise); once only (409).
 */
export async function signInByCode(db: Db, scope: Scope, activityId: number, code: string): Promise<Participant> {
  return db.transaction().execute(async (trx) => {
    const activity = await activityOf(trx, scope, activityId, { lock: true });
    if (!activity) throw notFound();
    checkSignInWindow(activity);
    const signup = await signupByCode(trx, scope, activityId, code);
    if (!signup) throw unknownCode();
    await signIn(trx, scope, signup);
    const page = await participantsOf(trx, scope, activityId, 1, 0, signup.id);
    return participantOf(activity, page.rows[0]!);
  });
}

/** The customer signs itself in with its own sign-up's code (409 without a sign-up; 422 on `code` for another code). */
export async function signInOwn(db: Db, scope: Scope, customerId: number, activityId: number, code: string) {
  return db.transaction().execute(async (trx) => {
    const activity = await activityOf(trx, scope, activityId, { lock: true });
    if (!activity) throw notFound();
    const own = await signupOfCustomer(trx, scope, activityId, customerId, { lock: true });
    if (!own) throw conflict('errors.activityNotSignedUp');
    checkSignInWindow(activity);
    if (own.code !== code) throw unknownCode();
    return customerSignupOf(activity, await signIn(trx, scope, own));
  });
}

function participantOf(activity: Pick<ActivityRow, 'starts_at' | 'ends_at'>, row: ParticipantRow, now = new Date()): Participant {
  return {
    id: row.id,
    customer_id: row.customer_id,
    nickname: row.nickname,
    phone: row.phone,
    sale_id: row.sale_id,
    answers: row.answers,
    code: row.code,
    signed_up_at: iso(row.signed_up_at)!,
    signed_in_at: iso(row.signed_in_at),
    record_progress: recordProgress(activity, now),
  };
}

/** The activity of the scope, or 404. */
async function activityOr404(db: Db, scope: Scope, activityId: number): Promise<ActivityRow> {
  const activity = await activityOf(db, scope, activityId);
  if (!activity) throw notFound();
  return activity;
}

/** A page of the activity's participants (a guide: its own customers'), newest first, with the activity's form. */
export async function participants(db: Db, scope: Scope, activityId: number, { page, pageSize }: { page: number; pageSize: number }) {
  const activity = await activityOr404(db, scope, activityId);
  const { rows, total } = await participantsOf(db, scope, activityId, pageSize, (page - 1) * pageSize);
  return { list: rows.map((row) => participantOf(activity, row)), total, page, pageSize, form_fields: activity.form_fields };
}

const cell = (value: string | string[] | null | undefined) =>
  value === null || value === undefined ? null : formulaSafe(Array.isArray(value) ? value.join(', ') : value);

/**
 * The activity's participants (a guide: its own customers') as an xlsx sheet, answered at once (at
 * most the 10,000-row window): the customer, phone, code, when it signed up and in, its record
 * progress, then one column per question of the form, headed by its label, holding the answer.
 */
export async function participantsSheet(db: Db, scope: Scope, activityId: number, language: Language): Promise<{ name: string; file: Buffer }> {
  const activity = await activityOr404(db, scope, activityId);
  const { rows } = await participantsOf(db, scope, activityId, DETAIL_WINDOW, 0);
  const word = (key: string) => translate(language, `activitySignups.${key}`);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(word('sheet').slice(0, 31));
  sheet.columns = [
    { header: word('nickname'), key: 'nickname', width: 20 },
    { header: word('phone'), key: 'phone', width: 16 },
    { header: word('code'), key: 'code', width: 12 },
    { header: word('signedUpAt'), key: 'signed_up_at', width: 26 },
    { header: word('signedInAt'), key: 'signed_in_at', width: 26 },
    { header: word('recordProgress'), key: 'record_progress', width: 16 },
    ...activity.form_fields.map((field) => ({ header: formulaSafe(field.label), key: `answer:${field.key}`, width: 24 })),
  ];
  const now = new Date();
  for (const row of rows) {
    const participant = participantOf(activity, row, now);
    sheet.addRow([
      cell(participant.nickname),
      cell(participant.phone),
      participant.code,
      participant.signed_up_at,
      participant.signed_in_at,
      word(`progress.${participant.record_progress}`),
      ...activity.form_fields.map((field) => cell(participant.answers[field.key])),
    ]);
  }
  return { name: `activity-${activityId}-participants.xlsx`, file: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** The merchant's activities a customer sees (not paused nor deleted), each with its state and whether the customer signed up. */
export async function activitiesForCustomer(
  db: Db,
  scope: Scope,
  customerId: number | null,
): Promise<{ list: z.input<typeof customerActivitySchema>[]; total: number }> {
  const now = new Date();
  const rows = await liveActivities(db, scope, customerId ?? 0, CUSTOMER_ACTIVITIES_MAX);
  const list = rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.shown as z.input<typeof customerActivitySchema>['status'],
    starts_at: iso(row.starts_at)!,
    ends_at: iso(row.ends_at)!,
    signup_deadline: iso(row.signup_deadline),
    entrance_image: row.entrance_image,
    header_images: row.header_images,
    description: row.description,
    button_text: row.button_text,
    countdown: row.countdown,
    signup_enabled: row.signup_enabled,
    signin_enabled: row.signin_enabled,
    form_fields: row.form_fields,
    participants_count: Number(row.participants_count),
    signup_open: signupOpen(row, now),
    signed_up: row.signed_up,
  }));
  return { list, total: list.length };
}

function customerSignupOf(
  activity: { name: string; starts_at: Date; ends_at: Date },
  signup: SignupRow,
  now = new Date(),
): z.input<typeof customerSignupSchema> {
  return {
    id: signup.id,
    activity_id: signup.activity_id,
    activity_name: activity.name,
    starts_at: iso(activity.starts_at)!,
    ends_at: iso(activity.ends_at)!,
    answers: signup.answers,
    code: signup.code,
    signed_up_at: iso(signup.signed_up_at)!,
    signed_in_at: iso(signup.signed_in_at),
    record_progress: recordProgress(activity, now),
  };
}

/** The customer's sign-up as it reads it, once made. */
export async function signUpAsCustomer(db: Db, scope: Scope, customer: SigningCustomer, activityId: number, answers: Record<string, unknown>) {
  const signup = await signUp(db, scope, customer, activityId, answers);
  const activity = (await activityOf(db, scope, activityId))!;
  return customerSignupOf(activity, signup);
}

/** A page of the customer's own sign-ups, newest first, with their record progress. */
export async function signupsForCustomer(db: Db, scope: Scope, customerId: number, { page, pageSize }: { page: number; pageSize: number }) {
  const { rows, total } = await signupsOfCustomer(db, scope, customerId, pageSize, (page - 1) * pageSize);
  const now = new Date();
  return {
    list: rows.map((row) => customerSignupOf({ name: row.activity_name, starts_at: row.starts_at, ends_at: row.ends_at }, row, now)),
    total,
    page,
    pageSize,
  };
}
