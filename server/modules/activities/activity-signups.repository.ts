import { sql } from 'kysely';
import { ACTIVITY_MACHINE } from '../../../resources/activities/activities.resource.ts';
import type { ActivityField } from '../../../resources/activities/activity-fields.schema.ts';
import type { HandOver } from '../../engine/entity-plugin.ts';
import type { Db } from '../../db/database.ts';
import { shownStateSql } from '../../engine/derived-states.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

// The SQL of activities' sign-ups (issue 37). Every statement is bounded by the scope: the back
// office's merchant (a guide: its own customers' sign-ups, by their `sale_id`), or on the
// customer-facing API the key's merchant and the caller's own customer.

/** An activity as sign-ups and sign-ins judge it. */
export interface ActivityRow {
  id: number;
  merchant_id: number;
  name: string;
  status: 'live' | 'paused' | 'deleted';
  starts_at: Date;
  ends_at: Date;
  signup_deadline: Date | null;
  signup_enabled: boolean;
  signin_enabled: boolean;
  form_fields: ActivityField[];
}

const ACTIVITY_COLUMNS = [
  'activities.id',
  'activities.merchant_id',
  'activities.name',
  'activities.status',
  'activities.starts_at',
  'activities.ends_at',
  'activities.signup_deadline',
  'activities.signup_enabled',
  'activities.signin_enabled',
  'activities.form_fields',
] as const;

const numbered = <T extends { id: unknown; merchant_id?: unknown }>(row: T): T => ({
  ...row,
  id: Number(row.id),
  ...(row.merchant_id === undefined ? {} : { merchant_id: Number(row.merchant_id) }),
});

/** The scope's activity of this id (any state), locked for the caller's transaction when asked. */
export async function activityOf(db: Db, scope: Scope, id: number, { lock = false } = {}): Promise<ActivityRow | undefined> {
  let query = tenantTable(db, 'activities', scope)
    .selectFrom()
    .select([...ACTIVITY_COLUMNS])
    .where('activities.id', '=', id);
  if (lock) query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as ActivityRow | undefined;
  return row && numbered(row);
}

/** A sign-up as the rules read it. */
export interface SignupRow {
  id: number;
  activity_id: number;
  customer_id: number;
  sale_id: number | null;
  answers: Record<string, string | string[]>;
  code: string;
  signed_up_at: Date;
  signed_in_at: Date | null;
}

const SIGNUP_COLUMNS = [
  'activity_signups.id',
  'activity_signups.activity_id',
  'activity_signups.customer_id',
  'activity_signups.sale_id',
  'activity_signups.answers',
  'activity_signups.code',
  'activity_signups.signed_up_at',
  'activity_signups.signed_in_at',
] as const;

const signupRow = (row: Record<string, unknown>): SignupRow => ({
  ...(row as unknown as SignupRow),
  id: Number(row.id),
  activity_id: Number(row.activity_id),
  customer_id: Number(row.customer_id),
  sale_id: row.sale_id === null ? null : Number(row.sale_id),
});

/** The customer's sign-up to the activity, if any (locked when asked). */
export async function signupOfCustomer(db: Db, scope: Scope, activityId: number, customerId: number, { lock = false } = {}): Promise<SignupRow | undefined> {
  let query = tenantTable(db, 'activity_signups', scope)
    .selectFrom()
    .select([...SIGNUP_COLUMNS])
    .where('activity_signups.activity_id', '=', activityId)
    .where('activity_signups.customer_id', '=', customerId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && signupRow(row);
}

/** The activity's sign-up with this code that the scope sees (a guide: its own customers'), locked. */
export async function signupByCode(db: Db, scope: Scope, activityId: number, code: string): Promise<SignupRow | undefined> {
  const row = await tenantTable(db, 'activity_signups', scope, { saleColumn: 'sale_id' })
    .selectFrom()
    .select([...SIGNUP_COLUMNS])
    .where('activity_signups.activity_id', '=', activityId)
    .where('activity_signups.code', '=', code)
    .forUpdate()
    .executeTakeFirst();
  return row && signupRow(row);
}

export interface NewSignup {
  activity_id: number;
  customer_id: number;
  sale_id: number | null;
  answers: Record<string, string | string[]>;
  code: string;
}

/** Inserts a sign-up; undefined when its code is taken (the caller draws another). */
export async function insertSignup(db: Db, scope: Scope, signup: NewSignup): Promise<SignupRow | undefined> {
  const row = await tenantTable(db, 'activity_signups', scope)
    .insertInto({ ...signup, answers: JSON.stringify(signup.answers) })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning(SIGNUP_COLUMNS.map((column) => column.slice('activity_signups.'.length)))
    .executeTakeFirst();
  return row && signupRow(row);
}

/** One more participant on the activity (in the sign-up's transaction, the activity's row locked). */
export async function countParticipant(db: Db, scope: Scope, activityId: number): Promise<void> {
  await tenantTable(db, 'activities', scope)
    .updateTable()
    .set({ participants_count: sql`participants_count + 1` })
    .where('activities.id', '=', activityId)
    .execute();
}

/** Marks the sign-up signed in now; answers when. */
export async function markSignedIn(db: Db, scope: Scope, signupId: number): Promise<Date> {
  const row = await tenantTable(db, 'activity_signups', scope)
    .updateTable()
    .set({ signed_in_at: sql`now()` })
    .where('activity_signups.id', '=', signupId)
    .returning('signed_in_at')
    .executeTakeFirstOrThrow();
  return row.signed_in_at as Date;
}

/** A participant as the back office lists it: the sign-up with its customer's nickname and phone. */
export type ParticipantRow = SignupRow & { nickname: string; phone: string };

function participantsQuery(db: Db, scope: Scope, activityId: number, onlyId: number | undefined) {
  const query = tenantTable(db, 'activity_signups', scope, { saleColumn: 'sale_id' })
    .selectFrom()
    .innerJoin('customers', (join) =>
      join.onRef('customers.id', '=', 'activity_signups.customer_id').onRef('customers.merchant_id', '=', 'activity_signups.merchant_id'),
    )
    .where('activity_signups.activity_id', '=', activityId);
  return onlyId === undefined ? query : query.where('activity_signups.id', '=', onlyId);
}

/**
 * A page of the activity's participants the scope sees (a guide: its own customers'), newest first,
 * and how many in all; `onlyId` narrows to one sign-up.
 */
export async function participantsOf(db: Db, scope: Scope, activityId: number, limit: number, offset: number, onlyId?: number) {
  const [rows, total] = await Promise.all([
    participantsQuery(db, scope, activityId, onlyId)
      .select([...SIGNUP_COLUMNS, 'customers.nickname', 'customers.phone'])
      .orderBy('activity_signups.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    participantsQuery(db, scope, activityId, onlyId).select(sql<number>`count(*)::int`.as('count')).executeTakeFirst(),
  ]);
  return {
    rows: rows.map((row) => ({ ...signupRow(row), nickname: String(row.nickname), phone: String(row.phone) }) as ParticipantRow),
    total: Number(total?.count ?? 0),
  };
}

/** An activity as a customer's activity page reads it, with whether the customer signed up. */
export interface CustomerActivityRow extends ActivityRow {
  shown: string;
  signup_deadline: Date | null;
  entrance_image: string;
  header_images: string[];
  description: string;
  button_text: string;
  countdown: boolean;
  participants_count: number;
  signed_up: boolean;
}

/**
 * The merchant's activities a customer may see (stored `live`: not paused, not deleted), newest
 * first, with the state each shows (`shown`, derived-states.ts) and whether `customerId` signed up.
 */
export async function liveActivities(db: Db, scope: Scope, customerId: number, limit: number) {
  const rows = await tenantTable(db, 'activities', scope)
    .selectFrom()
    .select([
      ...ACTIVITY_COLUMNS,
      shownStateSql('activities', 'status', ACTIVITY_MACHINE).as('shown'),
      'activities.entrance_image',
      'activities.header_images',
      'activities.description',
      'activities.button_text',
      'activities.countdown',
      'activities.participants_count',
      sql<boolean>`EXISTS (SELECT 1 FROM activity_signups s WHERE s.activity_id = activities.id AND s.merchant_id = activities.merchant_id AND s.customer_id = ${customerId})`.as(
        'signed_up',
      ),
    ])
    .where('activities.status', '=', 'live')
    .orderBy('activities.starts_at', 'desc')
    .orderBy('activities.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => numbered(row) as unknown as CustomerActivityRow);
}

/** The customer's own sign-up with its activity's name and times. */
export type CustomerSignupRow = SignupRow & { activity_name: string; starts_at: Date; ends_at: Date };

/** A page of the customer's own sign-ups (of activities not deleted), newest first, and how many in all. */
export async function signupsOfCustomer(db: Db, scope: Scope, customerId: number, limit: number, offset: number) {
  const query = () =>
    tenantTable(db, 'activity_signups', scope)
      .selectFrom()
      .innerJoin('activities', (join) =>
        join.onRef('activities.id', '=', 'activity_signups.activity_id').onRef('activities.merchant_id', '=', 'activity_signups.merchant_id'),
      )
      .where('activity_signups.customer_id', '=', customerId)
      .where('activities.status', '<>', 'deleted');
  const [rows, total] = await Promise.all([
    query()
      .select([...SIGNUP_COLUMNS, 'activities.name as activity_name', 'activities.starts_at', 'activities.ends_at'])
      .orderBy('activity_signups.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query().select(sql<number>`count(*)::int`.as('count')).executeTakeFirst(),
  ]);
  return {
    rows: rows.map(
      (row) => ({ ...signupRow(row), activity_name: String(row.activity_name), starts_at: row.starts_at, ends_at: row.ends_at }) as CustomerSignupRow,
    ),
    total: Number(total?.count ?? 0),
  };
}

/**
 * Spec §6: a deleted guide's sign-ups follow its customers to the store manager taking over (`to`),
 * or are left with no guide (`to` null); none is deleted.
 */
export async function handOverSignups(db: Db, { merchantId, from, to }: HandOver): Promise<void> {
  await sql`UPDATE activity_signups SET sale_id = ${to} WHERE merchant_id = ${merchantId} AND sale_id = ${from}`.execute(db);
}
