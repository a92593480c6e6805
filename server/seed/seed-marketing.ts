import { sql } from 'kysely';
import type { ActivityField } from '../../resources/activities/activity-fields.schema.ts';
import type { AppointmentState } from '../../resources/appointments/appointments.resource.ts';
import type { Db } from '../db/database.ts';
import { demoFileUrl } from './demo-media.ts';
import { prng } from './seed-stats.ts';

const DAY_MS = 86_400_000;
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Issue 37's demo: coupons in every state with claimed copies (some used, some expired), two
 * activities with participants and their answers (some signed in), a finished one, and appointments
 * in every state. Demo Living has them all; Second Home a coupon and an activity, so another
 * merchant's records exist. Deterministic but for the times, which count from the seed's start.
 * The counts the claims and sign-ups keep (claimed_count, used_count, participants_count) are set
 * from the rows written, as the claims' own transactions keep them.
 */
interface DemoCoupon {
  name: string;
  status: 'draft' | 'live' | 'paused' | 'deleted';
  par: number;
  threshold: number;
  total: number;
  limit: number;
  /** Days from now: a fixed range; or a number of days from each claim. */
  validity: { from: number; until: number } | { days: number };
  claims: number;
  used: number;
  places: string[];
  /** Applies to this many of the merchant's goods (0: everything). */
  goods?: number;
}

const LIVING_COUPONS: DemoCoupon[] = [
  {
    name: 'New home ¥200 off',
    status: 'live',
    par: 200,
    threshold: 2000,
    total: 100,
    limit: 2,
    validity: { from: -30, until: 60 },
    claims: 26,
    used: 9,
    places: ['app_home', 'goods_detail'],
  },
  {
    name: 'Sofa week ¥500',
    status: 'paused',
    par: 500,
    threshold: 5000,
    total: 50,
    limit: 1,
    validity: { days: 30 },
    claims: 11,
    used: 3,
    places: ['goods_detail', 'order_checkout'],
    goods: 2,
  },
  {
    name: 'Spring preview ¥100',
    status: 'draft',
    par: 100,
    threshold: 1000,
    total: 200,
    limit: 1,
    validity: { from: 20, until: 80 },
    claims: 0,
    used: 0,
    places: ['app_home'],
  },
  {
    name: 'Autumn ¥300 off',
    status: 'live',
    par: 300,
    threshold: 3000,
    total: 80,
    limit: 1,
    validity: { from: -70, until: -10 },
    claims: 20,
    used: 8,
    places: ['app_home', 'activity_page'],
  },
  { name: 'Flash ¥50', status: 'live', par: 50, threshold: 500, total: 10, limit: 1, validity: { days: 14 }, claims: 10, used: 4, places: ['plan_viewer'] },
  {
    name: 'Old promotion ¥80',
    status: 'deleted',
    par: 80,
    threshold: 800,
    total: 30,
    limit: 1,
    validity: { from: -20, until: 40 },
    claims: 5,
    used: 1,
    places: ['app_home'],
  },
];
const SECOND_COUPONS: DemoCoupon[] = [
  { name: 'Welcome ¥150', status: 'live', par: 150, threshold: 1500, total: 40, limit: 1, validity: { days: 30 }, claims: 4, used: 1, places: ['app_home'] },
];

const SALON_FIELDS: ActivityField[] = [
  { key: 'name', label: 'Your name', kind: 'text', required: true, options: [] },
  { key: 'phone', label: 'Phone', kind: 'phone', required: true, options: [] },
  { key: 'area', label: 'House area', kind: 'single', required: true, options: ['Under 90 m²', '90–140 m²', 'Over 140 m²'] },
  { key: 'rooms', label: 'Rooms to furnish', kind: 'multiple', required: false, options: ['Living room', 'Bedroom', 'Kitchen', 'Study'] },
];
const OPEN_DAY_FIELDS: ActivityField[] = [
  { key: 'phone', label: 'Phone', kind: 'phone', required: true, options: [] },
  { key: 'email', label: 'E-mail', kind: 'email', required: false, options: [] },
  { key: 'visit', label: 'Preferred day', kind: 'date', required: true, options: [] },
];

interface DemoActivity {
  name: string;
  /** Days from now. */
  starts: number;
  ends: number;
  deadline: number | null;
  fields: ActivityField[];
  participants: number;
  signedIn: number;
  signin: boolean;
  countdown: boolean;
  status?: 'live' | 'paused';
  description: string;
  button: string;
  picture: string;
}

const LIVING_ACTIVITIES: DemoActivity[] = [
  {
    name: 'Weekend design salon',
    starts: -2,
    ends: 5,
    deadline: 4,
    fields: SALON_FIELDS,
    participants: 14,
    signedIn: 5,
    signin: true,
    countdown: true,
    description: 'Meet our designers, bring your floor plan and leave with a first layout for your living room.',
    button: 'Sign up',
    picture: 'activity-salon.jpg',
  },
  {
    name: 'Nordic living open day',
    starts: 7,
    ends: 8,
    deadline: 6,
    fields: OPEN_DAY_FIELDS,
    participants: 4,
    signedIn: 0,
    signin: true,
    countdown: false,
    description: 'A day in our Nordic showroom: tours every hour, coffee and a coupon for every visitor.',
    button: 'Book my place',
    picture: 'activity-open-day.jpg',
  },
  {
    name: 'Summer sofa talk',
    starts: -40,
    ends: -38,
    deadline: -39,
    fields: SALON_FIELDS.slice(0, 2),
    participants: 6,
    signedIn: 4,
    signin: true,
    countdown: false,
    description: 'How to choose a sofa that lasts.',
    button: 'Sign up',
    picture: 'activity-sofa-talk.jpg',
  },
];
const SECOND_ACTIVITIES: DemoActivity[] = [
  {
    name: 'Kitchen planning evening',
    starts: -1,
    ends: 10,
    deadline: 9,
    fields: OPEN_DAY_FIELDS.slice(0, 1),
    participants: 2,
    signedIn: 0,
    signin: false,
    countdown: false,
    status: 'paused',
    description: 'Plan your kitchen with us.',
    button: 'Sign up',
    picture: 'activity-kitchen.jpg',
  },
];

const APPOINTMENT_STATES: AppointmentState[] = ['pending', 'pending', 'confirmed', 'confirmed', 'cancelled', 'done'];

interface CustomerRow {
  id: number;
  nickname: string;
  phone: string;
  sale_id: number | null;
  store_id: number | null;
}

export async function seedMarketingDemo(trx: Db, merchantIds: ReadonlyMap<string, number>): Promise<void> {
  const random = prng(37);
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS);
  const usedCodes = new Set<string>();
  const code = (length: number) => {
    for (;;) {
      const made = Array.from({ length }, () => CODE_LETTERS[Math.floor(random() * CODE_LETTERS.length)]).join('');
      if (!usedCodes.has(made)) {
        usedCodes.add(made);
        return made;
      }
    }
  };
  const plans: [string, DemoCoupon[], DemoActivity[], number][] = [
    ['living', LIVING_COUPONS, LIVING_ACTIVITIES, 14],
    ['second', SECOND_COUPONS, SECOND_ACTIVITIES, 0],
  ];
  for (const [key, demoCoupons, demoActivities, appointmentCount] of plans) {
    const merchantId = merchantIds.get(key);
    if (merchantId === undefined) continue;
    const customers = (
      await sql<CustomerRow>`SELECT id, nickname, phone, sale_id, store_id FROM customers WHERE merchant_id = ${merchantId} AND phone <> '' ORDER BY id`.execute(
        trx,
      )
    ).rows.map((row) => ({ ...row, id: Number(row.id) }));
    if (!customers.length) continue;
    const goods = (
      await sql<{ id: string }>`SELECT id FROM commodities WHERE merchant_id = ${merchantId} AND deleted_at IS NULL ORDER BY id LIMIT 5`.execute(trx)
    ).rows.map((row) => Number(row.id));
    const stores = (await sql<{ id: string }>`SELECT id FROM stores WHERE merchant_id = ${merchantId} ORDER BY id`.execute(trx)).rows.map((row) =>
      Number(row.id),
    );
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

    for (const coupon of demoCoupons) {
      const range = 'from' in coupon.validity ? coupon.validity : null;
      const targets = coupon.goods ? goods.slice(0, coupon.goods) : [];
      const { rows } = await sql<{ id: string }>`INSERT INTO coupons (merchant_id, name, status, par_value, threshold, total, per_person_limit,
          validity, valid_from, valid_until, valid_days, instructions, display_places, scope, commodity_ids, created_at)
        VALUES (${merchantId}, ${coupon.name}, ${coupon.status}, ${coupon.par}, ${coupon.threshold}, ${coupon.total}, ${coupon.limit},
          ${range ? 'range' : 'days'}, ${range ? at(range.from) : null}, ${range ? at(range.until) : null},
          ${'days' in coupon.validity ? coupon.validity.days : null}, ${`Spend ${coupon.threshold} or more to save ${coupon.par}. One copy per order.`},
          ${coupon.places}::text[], ${targets.length ? 'goods' : 'all'}, ${targets}::bigint[], ${at(range ? range.from - 5 : -45)})
        RETURNING id`.execute(trx);
      const couponId = Number(rows[0]!.id);
      const held = new Map<number, number>();
      let written = 0;
      let used = 0;
      for (let index = 0; index < coupon.claims; index += 1) {
        const customer = pick(customers);
        if ((held.get(customer.id) ?? 0) >= coupon.limit) continue;
        held.set(customer.id, (held.get(customer.id) ?? 0) + 1);
        const claimedAt = range ? at(Math.min(range.from + random() * (range.until - range.from), -0.1)) : at(-random() * 40);
        const expiresAt = range ? at(range.until) : new Date(claimedAt.getTime() + (coupon.validity as { days: number }).days * DAY_MS);
        const isUsed = used < coupon.used;
        const usedAt = isUsed ? new Date(Math.min(claimedAt.getTime() + random() * 5 * DAY_MS, expiresAt.getTime() - 1000, now - 60_000)) : null;
        await sql`INSERT INTO coupon_claims (merchant_id, coupon_id, customer_id, code, state, claimed_at, expires_at, used_at, used_by)
          VALUES (${merchantId}, ${couponId}, ${customer.id}, ${code(10)}, ${isUsed ? 'used' : 'unused'}, ${claimedAt}, ${expiresAt}, ${usedAt},
            ${isUsed ? customer.sale_id : null})`.execute(trx);
        written += 1;
        if (isUsed) used += 1;
      }
      await sql`UPDATE coupons SET claimed_count = ${written}, used_count = ${used} WHERE id = ${couponId}`.execute(trx);
    }

    for (const activity of demoActivities) {
      const { rows } = await sql<{ id: string }>`INSERT INTO activities (merchant_id, name, status, starts_at, ends_at, signup_deadline, entrance_image,
          header_images, description, button_text, countdown, signup_enabled, signin_enabled, form_fields, created_at)
        VALUES (${merchantId}, ${activity.name}, ${activity.status ?? 'live'}, ${at(activity.starts)}, ${at(activity.ends)},
          ${activity.deadline === null ? null : at(activity.deadline)}, ${demoFileUrl(activity.picture)}, ${[demoFileUrl(activity.picture)]}::text[],
          ${activity.description}, ${activity.button}, ${activity.countdown}, true, ${activity.signin}, ${JSON.stringify(activity.fields)}::jsonb,
          ${at(Math.min(activity.starts, 0) - 10)})
        RETURNING id`.execute(trx);
      const activityId = Number(rows[0]!.id);
      const chosen = [...customers].sort(() => random() - 0.5).slice(0, activity.participants);
      for (const [index, customer] of chosen.entries()) {
        const answers = Object.fromEntries(
          activity.fields.map((question) => {
            if (question.kind === 'text') return [question.key, customer.nickname];
            if (question.kind === 'phone') return [question.key, customer.phone];
            if (question.kind === 'email') return [question.key, `visitor${customer.id}@example.com`];
            if (question.kind === 'single') return [question.key, pick(question.options)];
            if (question.kind === 'multiple')
              return [
                question.key,
                question.options
                  .filter(() => random() < 0.5)
                  .slice(0, 3)
                  .concat(question.options[0]!),
              ];
            return [question.key, at(activity.starts).toISOString().slice(0, 10)];
          }),
        );
        // A multiple choice keeps each option once.
        for (const question of activity.fields) if (question.kind === 'multiple') answers[question.key] = [...new Set(answers[question.key] as string[])];
        const signedUpAt = at(Math.min(activity.starts, 0) - 5 + random() * 4);
        const signedInAt = index < activity.signedIn ? at(Math.max(activity.starts, activity.starts + random() * Math.min(1, -activity.starts))) : null;
        await sql`INSERT INTO activity_signups (merchant_id, activity_id, customer_id, sale_id, answers, code, signed_up_at, signed_in_at)
          VALUES (${merchantId}, ${activityId}, ${customer.id}, ${customer.sale_id}, ${JSON.stringify(answers)}::jsonb, ${code(8)}, ${signedUpAt}, ${signedInAt})`.execute(
          trx,
        );
      }
      await sql`UPDATE activities SET participants_count = ${chosen.length} WHERE id = ${activityId}`.execute(trx);
      if (activity.starts > 0 || activity.ends < 0) continue;
      // Appointments, every state, some for the ongoing activity.
      for (let index = 0; index < appointmentCount; index += 1) {
        const customer = pick(customers);
        const state = APPOINTMENT_STATES[index % APPOINTMENT_STATES.length]!;
        const days = state === 'pending' || state === 'confirmed' ? 1 + random() * 10 : -1 - random() * 20;
        await sql`INSERT INTO appointments (merchant_id, customer_id, phone, store_id, sale_id, activity_id, appointed_at, note, state, created_at)
          VALUES (${merchantId}, ${customer.id}, ${customer.phone}, ${customer.store_id ?? stores[0]!}, ${customer.sale_id},
            ${index % 2 === 0 ? activityId : null}, ${at(Math.round(days * 24) / 24)}, ${index % 3 === 0 ? 'Wants to see the sofas.' : ''}, ${state},
            ${at(Math.min(days, 0) - 3)})`.execute(trx);
      }
    }
  }
}
