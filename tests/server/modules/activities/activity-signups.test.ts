import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { at, type Call, customerCalls, customerKey, HOUR, newActivity, newCustomer, setActivity, shareOf } from './activity-helpers.ts';

let t: TestApp;
let merchant: Session;
let call: Call;
let key: string;
let key2: string;

/** A form with every kind of question; `name` and `phone` required. */
const FORM = [
  { key: 'name', label: 'Your name', kind: 'text', required: true },
  { key: 'phone', label: 'Phone', kind: 'phone', required: true },
  { key: 'email', label: 'E-mail', kind: 'email' },
  { key: 'size', label: 'Party size', kind: 'single', options: ['1', '2', '3+'] },
  { key: 'rooms', label: 'Rooms', kind: 'multiple', options: ['Kitchen', 'Bath', 'Bedroom'] },
  { key: 'day', label: 'Preferred day', kind: 'date' },
];
const VALID = { name: 'Lin', phone: '13800001111', email: 'lin@example.com', size: '2', rooms: ['Kitchen', 'Bath'], day: '2030-02-28' };

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  key = await customerKey(merchant);
  key2 = await customerKey(await t.login('merchant2'));
  call = customerCalls(t, key);
});
afterAll(() => t.close());

const signUp = (token: string, id: number, answers: unknown, withKey?: string) =>
  call('POST', `/activities/${id}/signup`, { token, withKey, body: { answers } });
const action = (id: number, name: string) => merchant.bearer({ method: 'POST', url: `/api/activities/${id}/${name}` });
const statusOf = async (id: number) => (await merchant.bearer({ method: 'GET', url: `/api/activities/${id}` })).json().data.status as string;

describe("the activity's machine", () => {
  it('shows not started, ongoing (live) and complete from its times; pause, resume and remove move it, from derived states too', async () => {
    const activity = await newActivity(merchant, { starts_at: at(2 * HOUR), ends_at: at(5 * HOUR) });
    expect(activity.status).toBe('not_started');
    expect((await action(activity.id, 'pause')).json().data.status).toBe('paused');
    expect((await action(activity.id, 'resume')).json().data.status).toBe('not_started');
    await setActivity(t, activity.id, { starts_at: at(-HOUR) });
    expect(await statusOf(activity.id)).toBe('live');
    expect((await action(activity.id, 'pause')).json().data.status).toBe('paused');
    // Resumed after its end, it shows complete (stored live).
    await setActivity(t, activity.id, { starts_at: at(-3 * HOUR), ends_at: at(-HOUR) });
    expect((await action(activity.id, 'resume')).json().data.status).toBe('complete');
    const { rows } = await t.database.pool.query('SELECT status FROM activities WHERE id = $1', [activity.id]);
    expect(rows[0].status).toBe('live');
    // Complete may not be paused (the move names both states) but may be removed.
    const refused = await action(activity.id, 'pause');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This activity cannot move from “Complete” to “Paused” this way.');
    expect((await action(activity.id, 'remove')).json().data.status).toBe('deleted');
    expect((await action(activity.id, 'resume')).json().message).toBe('This activity cannot move from “Deleted” to “Ongoing” this way.');
  });

  it('refuses a time that is none (422 on the field, not a 500)', async () => {
    const refused = await merchant.bearer({ method: 'POST', url: '/api/activities', payload: { name: 'Bad', starts_at: '2y4', ends_at: at(HOUR) } });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { starts_at: ['Enter a date and time.'] }]);
  });

  it('answers "Status unchanged" for the state it holds, and removes a not-started one', async () => {
    const live = await newActivity(merchant);
    expect(live.status).toBe('live');
    const same = await action(live.id, 'resume');
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Status unchanged.');
    await action(live.id, 'pause');
    expect((await action(live.id, 'pause')).json().message).toBe('Status unchanged.');
    const ahead = await newActivity(merchant, { starts_at: at(HOUR), ends_at: at(2 * HOUR) });
    expect((await action(ahead.id, 'resume')).json().message).toBe('This activity cannot move from “Not started” to “Ongoing” this way.');
    expect((await action(ahead.id, 'remove')).json().data.status).toBe('deleted');
    expect((await action(ahead.id, 'remove')).json().message).toBe('Status unchanged.');
  });
});

describe('signing up', () => {
  let activity: { id: number };
  beforeAll(async () => {
    activity = await newActivity(merchant, { form_fields: FORM });
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a required text left out', { ...VALID, name: undefined }, 'answers.name', 'Required.'],
    ['a required text of spaces', { ...VALID, name: '   ' }, 'answers.name', 'Required.'],
    ['a required phone left out', { ...VALID, phone: '' }, 'answers.phone', 'Required.'],
    ['a text over 200 characters', { ...VALID, name: 'x'.repeat(201) }, 'answers.name', 'At most 200 characters.'],
    ['a text that is a list', { ...VALID, name: ['Lin'] }, 'answers.name', 'Invalid value.'],
    ['a phone of 2 digits', { ...VALID, phone: '12' }, 'answers.phone', 'Please enter a phone number of at least 3 digits.'],
    ['a phone with letters', { ...VALID, phone: '138a0001111' }, 'answers.phone', 'Please enter a phone number of at least 3 digits.'],
    ['an e-mail without a domain', { ...VALID, email: 'lin@' }, 'answers.email', 'Please enter a valid email address.'],
    ['an e-mail with two separators', { ...VALID, email: 'li..n@example.com' }, 'answers.email', 'Please enter a valid email address.'],
    ['a single choice outside the options', { ...VALID, size: '4' }, 'answers.size', 'Pick one of the options.'],
    ['a single choice given as a list', { ...VALID, size: ['2'] }, 'answers.size', 'Pick one of the options.'],
    ['a multiple choice outside the options', { ...VALID, rooms: ['Kitchen', 'Garage'] }, 'answers.rooms', 'Pick one or more of the options, each once.'],
    ['a multiple choice repeating an option', { ...VALID, rooms: ['Bath', 'Bath'] }, 'answers.rooms', 'Pick one or more of the options, each once.'],
    ['a multiple choice given as text', { ...VALID, rooms: 'Bath' }, 'answers.rooms', 'Pick one or more of the options, each once.'],
    ['a date that is no real day', { ...VALID, day: '2030-02-30' }, 'answers.day', 'Enter a real date as YYYY-MM-DD.'],
    ['a date in another format', { ...VALID, day: '28/02/2030' }, 'answers.day', 'Enter a real date as YYYY-MM-DD.'],
    ['an answer to no question', { ...VALID, shoe: '42' }, 'answers.shoe', 'This activity asks no such question.'],
  ];
  it.each(refusals)('refuses %s (on its answer) and signs nobody up', async (_, answers, path, message) => {
    const { token } = await newCustomer(call);
    const refused = (await signUp(token, activity.id, answers)).json();
    expect(refused.code).toBe(400);
    expect(refused.errors).toEqual({ [path]: [message] });
    expect((await call('GET', '/signups', { token })).json().data.total).toBe(0);
  });

  it('takes answers of every kind, leaves optional ones out, and gives a code, the guide and one more participant', async () => {
    const { share, id: guideId } = await shareOf(t, 'guide');
    const customer = await newCustomer(call, { share });
    const before = (await merchant.bearer({ method: 'GET', url: `/api/activities/${activity.id}` })).json().data.participants_count;
    const made = (await signUp(customer.token, activity.id, { name: ' Lin ', phone: '123', rooms: ['Bedroom'], email: '' })).json();
    expect(made.code, JSON.stringify(made)).toBe(0);
    expect(made.data).toMatchObject({
      activity_id: activity.id,
      answers: { name: 'Lin', phone: '123', rooms: ['Bedroom'] },
      record_progress: 'ongoing',
      signed_in_at: null,
    });
    expect(made.data.code).toMatch(/^[A-Z0-9]{8}$/);
    const after = (await merchant.bearer({ method: 'GET', url: `/api/activities/${activity.id}` })).json().data.participants_count;
    expect(after).toBe(before + 1);
    const { rows } = await t.database.pool.query('SELECT sale_id FROM activity_signups WHERE id = $1', [made.data.id]);
    expect(Number(rows[0].sale_id)).toBe(guideId);
    // Once per activity.
    const again = (await signUp(customer.token, activity.id, VALID)).json();
    expect(again).toMatchObject({ code: 409, msg: 'You have already signed up for this activity.' });
  });

  it("refuses a guest without a phone (403) and another merchant's activity (404)", async () => {
    const guest = (await call('POST', '/login/guest', { body: {} })).json().data.token;
    expect((await signUp(guest, activity.id, VALID)).json().code).toBe(403);
    const foreign = await newCustomer(call, { withKey: key2, prefix: '1380088' });
    expect((await signUp(foreign.token, activity.id, VALID, key2)).json().code).toBe(404);
  });

  const closed: [string, Record<string, unknown>][] = [
    ['paused', { status: 'paused' }],
    ['deleted', { status: 'deleted' }],
    ['with sign-up off', { signup_enabled: false }],
    ['past its sign-up deadline', { signup_deadline: at(-1000) }],
    ['past its end', { starts_at: at(-3 * HOUR), ends_at: at(-HOUR), signup_deadline: null }],
  ];
  it.each(closed)('says "Sign-up is closed" (409) for an activity %s, in the caller\'s language', async (_, columns) => {
    const shut = await newActivity(merchant);
    await setActivity(t, shut.id, columns);
    const { token } = await newCustomer(call);
    expect((await signUp(token, shut.id, {})).json()).toMatchObject({ code: 409, msg: 'Sign-up is closed for this activity.' });
    const zh = await t.app.inject({
      method: 'POST',
      url: `/app-api/customer/activities/${shut.id}/signup`,
      headers: { 'x-publishable-key': key, authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
      payload: { answers: {} },
    });
    expect(zh.json()).toMatchObject({ code: 409, msg: '该活动已停止报名。' });
  });

  it('takes sign-ups before the start, and one sign-up per customer however many race', async () => {
    const ahead = await newActivity(merchant, { starts_at: at(HOUR), ends_at: at(3 * HOUR) });
    const { token } = await newCustomer(call);
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp(token, ahead.id, {})));
    expect(answers.map((answer) => answer.json().code).sort()).toEqual([0, 409, 409, 409, 409, 409]);
    const { rows } = await t.database.pool.query('SELECT participants_count FROM activities WHERE id = $1', [ahead.id]);
    expect(rows[0].participants_count).toBe(1);
  });
});

describe('the customer-facing lists', () => {
  it("lists the merchant's activities a customer may see, with their state and whether the caller signed up", async () => {
    const open = await newActivity(merchant, { name: 'Visible open', form_fields: FORM.slice(0, 1) });
    const paused = await newActivity(merchant, { name: 'Visible paused' });
    await action(paused.id, 'pause');
    const ahead = await newActivity(merchant, { name: 'Visible ahead', starts_at: at(HOUR), ends_at: at(2 * HOUR) });
    const { token } = await newCustomer(call);
    await signUp(token, open.id, { name: 'Lin' });
    const list = (await call('GET', '/activities', { token })).json().data.list as {
      id: number;
      status: string;
      signed_up: boolean;
      form_fields: unknown[];
      signup_open: boolean;
    }[];
    const ids = list.map((row) => row.id);
    expect(ids).toContain(open.id);
    expect(ids).toContain(ahead.id);
    expect(ids).not.toContain(paused.id);
    expect(list.find((row) => row.id === open.id)).toMatchObject({
      status: 'live',
      signed_up: true,
      signup_open: true,
      form_fields: [{ key: 'name', kind: 'text' }],
    });
    expect(list.find((row) => row.id === ahead.id)).toMatchObject({ status: 'not_started', signed_up: false });
    // Another merchant's customer sees none of them.
    const foreign = await newCustomer(call, { withKey: key2, prefix: '1380089' });
    const theirs = (await call('GET', '/activities', { withKey: key2, token: foreign.token })).json().data.list.map((row: { id: number }) => row.id);
    expect(theirs).not.toContain(open.id);
  });

  it("lists a customer's own sign-ups only, with their record progress", async () => {
    const activity = await newActivity(merchant);
    const [mine, other] = [await newCustomer(call), await newCustomer(call)];
    const made = (await signUp(mine.token, activity.id, {})).json().data;
    await signUp(other.token, activity.id, {});
    const own = (await call('GET', '/signups', { token: mine.token })).json().data;
    expect(own.list.map((row: { id: number }) => row.id)).toEqual([made.id]);
    expect(own.list[0]).toMatchObject({ activity_id: activity.id, activity_name: 'Open day', record_progress: 'ongoing', code: made.code });
  });
});

describe('signing in (record progress)', () => {
  const signInAtStore = (session: Session, id: number, code: string) =>
    session.bearer({ method: 'POST', url: `/api/activities/${id}/signups/sign-in`, payload: { code } });

  it('signs a participant in by its code at the store, once, within the window', async () => {
    const activity = await newActivity(merchant, { starts_at: at(HOUR), ends_at: at(2 * HOUR) });
    const { token } = await newCustomer(call);
    const { code } = (await signUp(token, activity.id, {})).json().data;
    const early = await signInAtStore(merchant, activity.id, code);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Sign-in has not started: it opens when the activity starts.');
    await setActivity(t, activity.id, { starts_at: at(-HOUR) });
    const unknown = await signInAtStore(merchant, activity.id, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ code: ['No participant of this activity has this code.'] });
    expect((await signInAtStore(merchant, activity.id, 'short')).statusCode).toBe(422);
    const done = await signInAtStore(merchant, activity.id, code.toLowerCase());
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ code, record_progress: 'ongoing' });
    expect(done.json().data.signed_in_at).toEqual(expect.any(String));
    const twice = await signInAtStore(merchant, activity.id, code);
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This participant has already signed in.']);
    await setActivity(t, activity.id, { starts_at: at(-3 * HOUR), ends_at: at(-HOUR) });
    const late = await signInAtStore(merchant, activity.id, code);
    expect([late.statusCode, late.json().message]).toEqual([409, 'Sign-in has ended: the activity is over.']);
  });

  it('refuses sign-ins where the activity takes none, and another merchant (404)', async () => {
    const activity = await newActivity(merchant, { signin_enabled: false });
    const { token } = await newCustomer(call);
    const { code } = (await signUp(token, activity.id, {})).json().data;
    expect((await signInAtStore(merchant, activity.id, code)).json().message).toBe('This activity does not take sign-ins.');
    expect((await call('POST', `/activities/${activity.id}/sign-in`, { token, body: { code } })).json()).toMatchObject({ code: 409 });
    expect((await signInAtStore(await t.login('merchant2'), activity.id, code)).statusCode).toBe(404);
  });

  it("lets a paused activity's participants sign in, and a customer sign itself in with its own code only", async () => {
    const activity = await newActivity(merchant);
    const [mine, other] = [await newCustomer(call), await newCustomer(call)];
    const own = (await signUp(mine.token, activity.id, {})).json().data;
    const theirs = (await signUp(other.token, activity.id, {})).json().data;
    await action(activity.id, 'pause');
    const stranger = await newCustomer(call);
    expect((await call('POST', `/activities/${activity.id}/sign-in`, { token: stranger.token, body: { code: own.code } })).json()).toMatchObject({
      code: 409,
      msg: 'Sign up for this activity first.',
    });
    expect((await call('POST', `/activities/${activity.id}/sign-in`, { token: mine.token, body: { code: theirs.code } })).json().code).toBe(400);
    const done = (await call('POST', `/activities/${activity.id}/sign-in`, { token: mine.token, body: { code: own.code } })).json();
    expect(done).toMatchObject({ code: 0, data: { id: own.id, record_progress: 'ongoing' } });
    expect((await call('POST', `/activities/${activity.id}/sign-in`, { token: mine.token, body: { code: own.code } })).json().code).toBe(409);
    const listed = (await call('GET', '/signups', { token: mine.token })).json().data.list[0];
    expect(listed.signed_in_at).toEqual(done.data.signed_in_at);
  });
});

describe('participants in the back office', () => {
  let activity: { id: number };
  let ownCustomer: { id: number };
  beforeAll(async () => {
    activity = await newActivity(merchant, { form_fields: FORM });
    const { share } = await shareOf(t, 'guide');
    ownCustomer = await newCustomer(call, { share });
    await signUp((ownCustomer as { token: string } & typeof ownCustomer).token, activity.id, VALID);
    const unowned = await newCustomer(call);
    await signUp(unowned.token, activity.id, { name: '=cmd', phone: '555' });
  });

  it('lists them with nickname, phone, answers and record progress, the form beside', async () => {
    const page = (await merchant.bearer({ method: 'GET', url: `/api/activities/${activity.id}/signups?pageSize=10` })).json().data;
    expect(page.total).toBe(2);
    expect(page.form_fields.map((field: { key: string }) => field.key)).toEqual(FORM.map((field) => field.key));
    expect(page.list[1]).toMatchObject({ customer_id: ownCustomer.id, answers: VALID, record_progress: 'ongoing', signed_in_at: null });
    expect(page.list[1].nickname).toEqual(expect.any(String));
    expect((await (await t.login('merchant2')).bearer({ method: 'GET', url: `/api/activities/${activity.id}/signups` })).statusCode).toBe(404);
  });

  it("shows a guide its own customers' sign-ups only (given the activity centre), and keeps it out without it", async () => {
    const guide = await t.login('guide');
    expect((await guide.bearer({ method: 'GET', url: `/api/activities/${activity.id}/signups` })).statusCode).toBe(403);
    await sql`update roles set permissions = permissions || '{/marketingManagement/activityCenter,/marketingManagement/activityCenter/export}'::text[]
      where id = (select role_id from accounts where username = 'guide')`.execute(t.database.db);
    await t.sessionsChanged({ all: true });
    const page = (await guide.bearer({ method: 'GET', url: `/api/activities/${activity.id}/signups` })).json().data;
    expect(page.list.map((row: { customer_id: number }) => row.customer_id)).toEqual([ownCustomer.id]);
    const sheet = await guide.bearer({ method: 'GET', url: `/api/activities/${activity.id}/signups/export` });
    expect(sheet.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(2);
    // Signing in needs `edit`.
    expect((await guide.bearer({ method: 'POST', url: `/api/activities/${activity.id}/signups/sign-in`, payload: { code: 'AAAAAAAA' } })).statusCode).toBe(403);
  });

  it('exports every participant with a column per question, headed by its label, formulas defused', async () => {
    const sheet = await merchant.bearer({ method: 'GET', url: `/api/activities/${activity.id}/signups/export` });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual(['Customer', 'Phone', 'Code', 'Signed up at', 'Signed in at', 'Record progress', ...FORM.map((field) => field.label)]);
    const [unowned, own] = [rows[1]!.slice(1), rows[2]!.slice(1)];
    expect(own.slice(5)).toEqual(['Ongoing', 'Lin', '13800001111', 'lin@example.com', '2', 'Kitchen, Bath', '2030-02-28']);
    expect(unowned[6]).toBe("'=cmd");
  });
});
