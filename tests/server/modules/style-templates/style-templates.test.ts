import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_STYLE_TEMPLATES_MAX } from '../../../../resources/style-templates/style-templates.resource.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';
import { insertApp, insertTemplate, merchantId, templateBody, templateCalls, templateExists } from './style-templates-helpers.ts';

/**
 * Style templates (issue 38): the fields (colours as `#rrggbb`), the closing machine (spec §4),
 * deleting only a closed template no app uses, naming the apps that do (those in the recycle bin
 * too), and a merchant's custom limit (spec §5, CUSTOM_STYLE_TEMPLATES_MAX). The system templates
 * follow the same machine and deleting rules.
 */
let t: TestApp;
let merchant: Session;
let operator: Session;
let living: number;
let custom: ReturnType<typeof templateCalls>;
let system: ReturnType<typeof templateCalls>;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.login('merchant');
  operator = await t.login('operator');
  living = await merchantId(t, 'Demo Living');
  custom = templateCalls(merchant, 'style-templates');
  system = templateCalls(operator, 'system-style-templates');
});
afterAll(async () => {
  await t.close();
});

const made = async (calls: ReturnType<typeof templateCalls>, extra: Record<string, unknown> = {}) =>
  ok<{ id: number; status: string }>(calls.create(templateBody(extra)));

describe('the fields', () => {
  it('creates an open template, its colours lower-cased as the showroom takes them', async () => {
    const answer = await ok<Record<string, unknown>>(custom.create(templateBody({ primary_color: '#1677FF', style: 'technology' })));
    expect(answer).toMatchObject({ status: 'open', style: 'technology', primary_color: '#1677ff', list_style: 'list' });
    await ok(custom.remove((await ok<{ id: number }>(custom.act(answer.id as number, 'close'))).id));
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a colour name', { primary_color: 'red' }, 'primary_color'],
    ['a three-digit colour', { background_color: '#fff' }, 'background_color'],
    ['a colour of no hex digits', { text_color: '#gggggg' }, 'text_color'],
    ['a colour with alpha', { primary_color: '#1677ff80' }, 'primary_color'],
    ['an unknown style', { style: 'retro' }, 'style'],
    ['an unknown font', { font: 'comic' }, 'font'],
    ['an unknown layout', { layout: 'carousel' }, 'layout'],
    ['an unknown list style', { list_style: 'template' }, 'list_style'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a name of 31 characters', { name: 'x'.repeat(31) }, 'name'],
  ])('refuses %s with 422 on the field', async (_name, change, field) => {
    const refused = await custom.create(templateBody(change));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toContain(field);
  });

  it('says how a colour is written, in the reader’s language', async () => {
    const en = await custom.create(templateBody({ primary_color: 'blue' }));
    expect(en.json().errors.primary_color).toEqual(['Use a colour such as #1677ff.']);
    const zh = await merchant.bearer({
      method: 'POST',
      url: '/api/style-templates',
      payload: templateBody({ primary_color: 'blue' }),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.json().errors.primary_color).toEqual(['请使用 #1677ff 这样的颜色值。']);
  });

  it('keeps the status out of a body: only closing and reopening move it', async () => {
    const { id } = await made(custom);
    const changed = await custom.patch(id, { status: 'closed' });
    expect([200, 422]).toContain(changed.statusCode);
    expect((await ok<{ status: string }>(custom.read(id))).status).toBe('open');
  });
});

describe.each([
  ['custom', () => custom],
  ['system', () => system],
])('the %s templates’ machine and deleting (spec §4)', (_kind, callsOf) => {
  it('closes and reopens, and answers "Status unchanged" for a move to where it is', async () => {
    const calls = callsOf();
    const { id } = await made(calls);
    expect((await ok<{ status: string }>(calls.act(id, 'close'))).status).toBe('closed');
    const twice = await calls.act(id, 'close');
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'Status unchanged.']);
    expect((await ok<{ status: string }>(calls.act(id, 'reopen'))).status).toBe('open');
    const reopened = await calls.act(id, 'reopen');
    expect([reopened.statusCode, reopened.json().message]).toEqual([409, 'Status unchanged.']);
  });

  it('refuses to delete an open template, alone or in a batch', async () => {
    const calls = callsOf();
    const { id } = await made(calls);
    const refused = await calls.remove(id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'Close the style template before deleting it.']);
    const batch = await ok<{ ok: number[]; failed: { id: number; message: string }[] }>(calls.removeMany([id]));
    expect(batch).toEqual({ ok: [], failed: [{ id, message: 'Close the style template before deleting it.' }] });
    expect(await templateExists(t, id)).toBe(true);
  });

  it('refuses to delete a closed template apps use, naming them (those in the recycle bin too)', async () => {
    const calls = callsOf();
    const { id } = await made(calls);
    await insertApp(t, living, 'Spring showroom', id);
    await insertApp(t, living, 'Old showroom', id, true);
    await ok(calls.act(id, 'close'));
    const refused = await calls.remove(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Apps use this style template: Spring showroom, Old showroom. Give them another template first (apps in the recycle bin count, as they may be restored).',
    );
    expect(await templateExists(t, id)).toBe(true);
  });

  it('deletes a closed template no app uses', async () => {
    const calls = callsOf();
    const { id } = await made(calls);
    await ok(calls.act(id, 'close'));
    expect(await ok<{ id: number }>(calls.remove(id))).toEqual({ id });
    expect(await templateExists(t, id)).toBe(false);
    expect((await calls.read(id)).statusCode).toBe(404);
  });
});

describe('the refusal naming the apps', () => {
  it('names the first five apps and says how many more, in the reader’s language', async () => {
    const { id } = await made(custom);
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await insertApp(t, living, `Showroom ${n}`, id);
    await ok(custom.act(id, 'close'));
    const refused = await custom.remove(id);
    expect(refused.json().message).toBe(
      'Apps use this style template: Showroom 1, Showroom 2, Showroom 3, Showroom 4, Showroom 5 and 2 more. Give them another template first (apps in the recycle bin count, as they may be restored).',
    );
    const zh = await merchant.bearer({ method: 'DELETE', url: `/api/style-templates/${id}`, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().message).toContain('以下应用正在使用该风格模板：Showroom 1, Showroom 2, Showroom 3, Showroom 4, Showroom 5 等，另有 2 个。');
  });

  it('deletes the template once its apps are gone for good (purged from the recycle bin)', async () => {
    const { id } = await made(custom);
    const app = await insertApp(t, living, 'Binned showroom', id, true);
    await ok(custom.act(id, 'close'));
    expect((await custom.remove(id)).statusCode).toBe(409);
    await sql`delete from apps where id = ${app}`.execute(t.database.db);
    await ok(custom.remove(id));
  });
});

describe(`the custom limit (spec §5: ${CUSTOM_STYLE_TEMPLATES_MAX} a merchant)`, () => {
  it('refuses the template past the limit, counting closed ones, and frees a place when one is deleted', async () => {
    const second = await t.login('merchant2');
    const secondCalls = templateCalls(second, 'style-templates');
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from style_templates where merchant_id = ${living}`.execute(t.database.db)).rows[0]!.n;
    const closed = await insertTemplate(t, living, 'Closed one', 'closed');
    for (let held = await count(); held < CUSTOM_STYLE_TEMPLATES_MAX; held++) await insertTemplate(t, living, `Filler ${held}`);
    // The system templates are nobody's: they take no merchant's place.
    await made(system);

    const refused = await custom.create(templateBody());
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      `You already have ${CUSTOM_STYLE_TEMPLATES_MAX} style templates, the most a merchant may keep: delete one you no longer use first.`,
    ]);
    expect(await count()).toBe(CUSTOM_STYLE_TEMPLATES_MAX);
    // Another merchant's templates are its own count.
    await made(secondCalls);

    await ok(custom.remove(closed));
    await made(custom);
    expect((await custom.create(templateBody())).statusCode).toBe(409);
  });

  it('lets only one of two creates racing for the last place through', async () => {
    // The template made last is named by no app: deleting it frees exactly one place.
    const { rows } = await sql<{ id: string }>`select id from style_templates where merchant_id = ${living} order by id desc limit 1`.execute(t.database.db);
    await sql`delete from style_templates where id = ${rows[0]!.id}`.execute(t.database.db);
    const answers = await Promise.all([custom.create(templateBody({ name: 'Racer A' })), custom.create(templateBody({ name: 'Racer B' }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
