import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showroomPaths } from '../../../../resources/apps/showroom.schema.ts';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';
import { showroomHelpers } from './showroom-helpers.ts';

/**
 * The public showroom's calls (issue 38): what a view id opens (a published app on shelf, a
 * published plan or hall), the content only of the merchant's live records in the chosen order
 * (goods on shelf; coupons live with copies left; activities live and not complete; plans and halls
 * chosen or by tag), the style, the scenes only of plans the showroom shows, and the back office's
 * preview through the session.
 */
let t: TestApp;
let merchant: Session;
let other: Session;
let h: ReturnType<typeof showroomHelpers>;
let living: number;
let goods: number[];
let foreignGoods: number;
let plans: number[];
let halls: number[];
let foreignPlan: number;

const showroom = (viewuuid: string, pass?: string) => h.data('GET', showroomPaths.showroom(viewuuid), { pass });
const idsIn = (list: { id: number }[]) => list.map((item) => item.id);

beforeAll(async () => {
  t = await createTestApp();
  h = showroomHelpers(t);
  [merchant, other] = await Promise.all([t.login('merchant'), t.login('merchant2')]);
  living = await h.merchantId('Demo Living');
  goods = await h.idsOf('commodities', 'Demo Living', sql`x.deleted_at is null and x.on_shelf`, 4);
  foreignGoods = (await h.idsOf('commodities', 'Second Home', sql`x.deleted_at is null and x.on_shelf`, 1))[0]!;
  const published = (kind: string) => sql`x.kind = ${kind} and not x.template and x.deleted_at is null and x.status = 'published'`;
  plans = await h.idsOf('plans', 'Demo Living', published('plan'), 5);
  halls = await h.idsOf('plans', 'Demo Living', published('hall'), 5);
  foreignPlan = (await h.idsOf('plans', 'Second Home', published('plan'), 1))[0]!;
  expect(goods.length).toBe(4);
  expect(plans.length).toBeGreaterThan(0);
  expect(halls.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await t.close();
});

describe('what a view id opens', () => {
  it('opens a published app on shelf without a session: its look and its content', async () => {
    const { id, viewuuid } = await h.publishedApp(merchant, { name: 'Spring', language: 'en', commodity_ids: [goods[1], goods[0]], hall_ids: halls });
    const answer = await showroom(viewuuid);
    expect(answer).toMatchObject({ kind: 'app', locked: false, app: { id, name: 'Spring', language: 'en' } });
    expect(idsIn(answer.content.goods)).toEqual([goods[1], goods[0]]);
    expect(idsIn(answer.content.halls)).toEqual(halls);
    expect(answer.content.halls[0]).toMatchObject({ kind: 'hall', name: expect.any(String), cover: expect.any(String) });
  });

  it('answers 404 for an app taken off shelf, put back on shelf it opens again', async () => {
    const { id, viewuuid } = await h.publishedApp(merchant, { name: 'Shelf' });
    await ok(merchant.bearer({ method: 'POST', url: `/api/apps/${id}/unshelve`, payload: {} }));
    const answer = await h.call('GET', showroomPaths.showroom(viewuuid));
    expect(answer).toMatchObject({ code: 404, msg: 'This showroom is not open: its address is wrong, or it was taken off shelf.' });
    expect(answer.data).toBeUndefined();
    await ok(merchant.bearer({ method: 'POST', url: `/api/apps/${id}/shelve`, payload: {} }));
    expect((await showroom(viewuuid)).app.id).toBe(id);
  });

  it('answers 404 for an app not published, in the recycle bin, or of a lapsed merchant', async () => {
    const draft = await h.publishedApp(merchant, { name: 'Unpublished' });
    await sql`update apps set status = 'submitted' where id = ${draft.id}`.execute(t.database.db);
    expect((await h.call('GET', showroomPaths.showroom(draft.viewuuid))).code).toBe(404);

    const binned = await h.publishedApp(merchant, { name: 'Binned' });
    await ok(merchant.bearer({ method: 'DELETE', url: `/api/apps/${binned.id}` }));
    expect((await h.call('GET', showroomPaths.showroom(binned.viewuuid))).code).toBe(404);

    const second = await h.publishedApp(other, { name: 'Lapsing' });
    const secondId = await h.merchantId('Second Home');
    const { rows } = await sql<{ overdue_time: Date | null }>`select overdue_time from merchants where id = ${secondId}`.execute(t.database.db);
    await sql`update merchants set overdue_time = now() - interval '1 day' where id = ${secondId}`.execute(t.database.db);
    try {
      expect((await h.call('GET', showroomPaths.showroom(second.viewuuid))).code).toBe(404);
    } finally {
      await sql`update merchants set overdue_time = ${rows[0]!.overdue_time} where id = ${secondId}`.execute(t.database.db);
    }
    expect((await showroom(second.viewuuid)).app.name).toBe('Lapsing');
  });

  it('answers 404 for an unknown view id, and refuses one that is not a view id', async () => {
    expect((await h.call('GET', showroomPaths.showroom('0'.repeat(32)))).code).toBe(404);
    const malformed = await h.call('GET', showroomPaths.showroom('not-a-view'));
    expect(malformed.code).toBe(400);
    expect(Object.keys(malformed.errors ?? {})).toEqual(['viewuuid']);
  });

  it("opens a published plan or hall at its own view id, shown alone in the visitor's language", async () => {
    const { rows } = await sql<{ id: number; name: string; viewuuid: string }>`select id, name, viewuuid from plans where id = ${plans[0]}`.execute(
      t.database.db,
    );
    const plan = rows[0]!;
    expect(plan.viewuuid).toMatch(/^[a-f0-9]{32}$/);
    const response = await t.app.inject({ method: 'GET', url: showroomPaths.showroom(plan.viewuuid), headers: { 'accept-language': 'ja' } });
    const answer = response.json().data;
    expect(answer).toMatchObject({ kind: 'plan', locked: false, app: { id: Number(plan.id), name: plan.name, language: 'ja', pc_background: null } });
    expect(idsIn(answer.content.plans)).toEqual([Number(plan.id)]);
    expect(answer.content.halls).toEqual([]);
    const scenes = await h.data('GET', showroomPaths.scenes(plan.viewuuid, plan.id));
    expect(scenes.plan).toEqual({ id: Number(plan.id), name: plan.name, kind: 'plan' });
    expect((await h.call('GET', showroomPaths.scenes(plan.viewuuid, halls[0]!))).code).toBe(404);
  });

  it('answers 404 for a plan no longer published, or in the recycle bin', async () => {
    const { rows } = await sql<{ viewuuid: string }>`select viewuuid from plans where id = ${halls[0]}`.execute(t.database.db);
    await sql`update plans set status = 'submitted' where id = ${halls[0]}`.execute(t.database.db);
    try {
      expect((await h.call('GET', showroomPaths.showroom(rows[0]!.viewuuid))).code).toBe(404);
    } finally {
      await sql`update plans set status = 'published' where id = ${halls[0]}`.execute(t.database.db);
    }
    await sql`update plans set deleted_at = now() where id = ${halls[0]}`.execute(t.database.db);
    try {
      expect((await h.call('GET', showroomPaths.showroom(rows[0]!.viewuuid))).code).toBe(404);
    } finally {
      await sql`update plans set deleted_at = null where id = ${halls[0]}`.execute(t.database.db);
    }
  });
});

describe('the content', () => {
  it("never shows another merchant's records, even when their ids are stored in the app", async () => {
    const { id, viewuuid } = await h.publishedApp(merchant, { name: 'Leak', commodity_ids: [goods[0]], plan_ids: [plans[0]] });
    await sql`update apps set commodity_ids = ${[goods[0]!, foreignGoods]}::bigint[], plan_ids = ${[foreignPlan, plans[0]!]}::bigint[] where id = ${id}`.execute(
      t.database.db,
    );
    const { content } = await showroom(viewuuid);
    expect(idsIn(content.goods)).toEqual([goods[0]]);
    expect(idsIn(content.plans)).toEqual([plans[0]]);
    expect((await h.call('GET', showroomPaths.scenes(viewuuid, foreignPlan))).code).toBe(404);
  });

  it('shows goods on shelf only, and none in the recycle bin', async () => {
    const { viewuuid } = await h.publishedApp(merchant, { name: 'Goods', commodity_ids: goods });
    await sql`update commodities set on_shelf = false where id = ${goods[2]}`.execute(t.database.db);
    await sql`update commodities set deleted_at = now() where id = ${goods[3]}`.execute(t.database.db);
    try {
      const { content } = await showroom(viewuuid);
      expect(idsIn(content.goods)).toEqual([goods[0], goods[1]]);
      expect(content.goods[0]).toMatchObject({ name: expect.any(String), price: expect.any(Number) });
    } finally {
      await sql`update commodities set on_shelf = true, deleted_at = null where id in (${goods[2]}, ${goods[3]})`.execute(t.database.db);
    }
  });

  it('shows coupons that are live, in their validity, with copies left (and how many), and activities live and not complete', async () => {
    const coupon = (name: string, status: string, extra = sql``) =>
      sql<{ id: number }>`insert into coupons (merchant_id, name, status, par_value, threshold, total, claimed_count, validity, valid_days ${extra})
        values (${living}, ${name}, ${status}, 10, 20, 5, 2, 'days', 7) returning id`.execute(t.database.db);
    const live = (await coupon('Live', 'live')).rows[0]!.id;
    const draft = (await coupon('Draft', 'draft')).rows[0]!.id;
    const paused = (await coupon('Paused', 'paused')).rows[0]!.id;
    const deleted = (await coupon('Deleted', 'deleted')).rows[0]!.id;
    const claimedOut = (await coupon('All claimed', 'live')).rows[0]!.id;
    await sql`update coupons set claimed_count = total where id = ${claimedOut}`.execute(t.database.db);
    const expired = (
      await sql<{ id: number }>`insert into coupons (merchant_id, name, status, par_value, threshold, total, validity, valid_from, valid_until)
        values (${living}, 'Expired', 'live', 10, 20, 5, 'range', now() - interval '2 days', now() - interval '1 day') returning id`.execute(t.database.db)
    ).rows[0]!.id;

    const activity = (name: string, status: string, starts: string, ends: string) =>
      sql<{ id: number }>`insert into activities (merchant_id, name, status, starts_at, ends_at, button_text)
        values (${living}, ${name}, ${status}, now() + ${starts}::interval, now() + ${ends}::interval, 'Join') returning id`
        .execute(t.database.db)
        .then((result) => result.rows[0]!.id);
    const ongoing = await activity('Ongoing', 'live', '-1 day', '1 day');
    const upcoming = await activity('Upcoming', 'live', '1 day', '2 days');
    const complete = await activity('Complete', 'live', '-2 days', '-1 day');
    const pausedActivity = await activity('Paused', 'paused', '-1 day', '1 day');

    const { id, viewuuid } = await h.publishedApp(merchant, {
      name: 'Marketing',
      coupon_ids: [claimedOut, draft, paused, live, expired],
      activity_ids: [complete, pausedActivity, upcoming, ongoing],
    });
    // A deleted coupon is refused on save; one deleted since (its id still stored) drops out too.
    await sql`update apps set coupon_ids = coupon_ids || ${deleted}::bigint where id = ${id}`.execute(t.database.db);
    const { content } = await showroom(viewuuid);
    expect(content.coupons).toEqual([{ id: live, name: 'Live', par_value: 10, threshold: 20, instructions: '', valid_until: null, valid_days: 7, left: 3 }]);
    expect(idsIn(content.activities)).toEqual([upcoming, ongoing]);
    expect(content.activities[1]).toMatchObject({ name: 'Ongoing', button_text: 'Join', signup_enabled: true, form_fields: [] });
  });

  it("gathers the merchant's published plans and halls carrying one of the app's plan tags, after the chosen ones", async () => {
    const secondId = await h.merchantId('Second Home');
    const group = (merchantId: number, area: string) =>
      sql<{
        id: number;
      }>`insert into tag_groups (merchant_id, area, name, multiple, items) values (${merchantId}, ${area}, 'Style', true, ${['Loft', 'Nordic']}::text[])
        returning id`
        .execute(t.database.db)
        .then((result) => result.rows[0]!.id);
    const tag = (merchantId: number, area: string, groupId: number, recordId: number, item: string) =>
      sql`insert into record_tags (merchant_id, area, record_id, group_id, item) values (${merchantId}, ${area}, ${recordId}, ${groupId}, ${item})`.execute(
        t.database.db,
      );
    const planGroup = await group(living, 'plan');
    const hallGroup = await group(living, 'hall');
    const foreignGroup = await group(secondId, 'plan');
    const tagged = plans.at(-1)!;
    await tag(living, 'plan', planGroup, tagged, 'Loft');
    await tag(living, 'hall', hallGroup, halls[0]!, 'Nordic');
    await tag(secondId, 'plan', foreignGroup, foreignPlan, 'Loft');

    const { viewuuid } = await h.publishedApp(merchant, { name: 'Tagged', plan_ids: [plans[0]], plan_tags: ['Loft', `${hallGroup}:Nordic`] });
    const { content } = await showroom(viewuuid);
    expect(idsIn(content.plans)).toEqual(plans[0] === tagged ? [tagged] : [plans[0], tagged]);
    expect(idsIn(content.halls)).toEqual([halls[0]]);
    // A plan gathered by tag is one the showroom shows: its scenes open; another merchant's never.
    expect((await h.data('GET', showroomPaths.scenes(viewuuid, tagged))).plan.id).toBe(tagged);
    expect((await h.call('GET', showroomPaths.scenes(viewuuid, foreignPlan))).code).toBe(404);
  });
});

describe('the look', () => {
  it("wears its style template, with the app's own list style; backgrounds say whether they are pictures or videos", async () => {
    const template = (
      await sql<{ id: number }>`insert into style_templates (merchant_id, name, style, primary_color, layout, list_style)
        values (${living}, 'Dark', 'technology', '#ff0000', 'sections', 'list') returning id`.execute(t.database.db)
    ).rows[0]!.id;
    await sql`insert into app_backgrounds (merchant_id, kind, url) values (${living}, 'video', '/files/backgrounds/loop.bin'), (${living}, 'image', '/files/backgrounds/hall.jpg')`.execute(
      t.database.db,
    );
    const { viewuuid } = await h.publishedApp(merchant, {
      name: 'Styled',
      style_template_id: template,
      list_style: 'large',
      pc_background: '/files/backgrounds/loop.bin',
      mobile_background: '/files/backgrounds/hall.jpg',
    });
    const { app } = await showroom(viewuuid);
    expect(app.style).toEqual({
      style: 'technology',
      primary_color: '#ff0000',
      background_color: '#ffffff',
      text_color: '#1f1f1f',
      font: 'sans',
      layout: 'sections',
      list_style: 'large',
    });
    expect(app.pc_background).toEqual({ url: '/files/backgrounds/loop.bin', kind: 'video' });
    expect(app.mobile_background).toEqual({ url: '/files/backgrounds/hall.jpg', kind: 'image' });

    // Without a template of its own: the first open system template (the demo's), in its own list style.
    const plain = await h.publishedApp(merchant, { name: 'Plain' });
    const { rows } = await sql<{ style: string; list_style: string }>`select style, list_style from style_templates
      where merchant_id is null and status = 'open' order by id limit 1`.execute(t.database.db);
    const style = (await showroom(plain.viewuuid)).app.style;
    if (rows[0]) expect(style).toMatchObject({ style: rows[0].style, list_style: rows[0].list_style });
    else expect(style).toMatchObject({ style: 'simple', primary_color: '#1677ff', list_style: 'grid' });
  });
});

describe('the scenes', () => {
  it('answers the published graph of a plan the app shows, with the live content its hotspots open', async () => {
    const plan = plans[0]!;
    const { viewuuid } = await h.publishedApp(merchant, { name: 'Scenes', plan_ids: [plan] });
    const scenes = await h.data('GET', showroomPaths.scenes(viewuuid, plan));
    const { rows } = await sql<{ published_graph: { scenes: { hotspots: { target: { kind: string; id?: number } }[] }[]; start: string } }>`
      select published_graph from plans where id = ${plan}`.execute(t.database.db);
    const graph = rows[0]!.published_graph;
    expect(scenes.graph.start).toBe(graph.start);
    expect(scenes.graph.scenes.length).toBe(graph.scenes.length);
    const goodsTargets = graph.scenes.flatMap((scene) => scene.hotspots.map((spot) => spot.target)).filter((target) => target.kind === 'commodity');
    expect(goodsTargets.length).toBeGreaterThan(0);
    const ids = goodsTargets.map((target) => target.id!);
    const live = (
      await sql<{ id: number }>`select id from commodities where id = any(${ids}::bigint[]) and on_shelf and deleted_at is null`.execute(t.database.db)
    ).rows;
    expect(Object.keys(scenes.targets.commodity).sort()).toEqual(live.map((row) => String(row.id)).sort());
    for (const { id } of live)
      expect(scenes.targets.commodity[String(id)]).toMatchObject({ id: Number(id), name: expect.any(String), price: expect.any(Number) });
    // A plan of the merchant's that the app does not show stays closed.
    const elsewhere = plans.find((id) => id !== plan) ?? halls[0]!;
    expect((await h.call('GET', showroomPaths.scenes(viewuuid, elsewhere))).code).toBe(404);
  });
});

describe("the back office's preview", () => {
  it('reads an app in any state through the session, never locked, with read permission on apps only', async () => {
    const made = await ok<{ id: number }>(
      merchant.bearer({ method: 'POST', url: '/api/apps', payload: { name: 'Draft preview', view_password: 'open1234', plan_ids: [plans[0]] } }),
    );
    const preview = await ok<{ kind: string; locked: boolean; content: { plans: { id: number }[] } }>(
      merchant.bearer({ method: 'GET', url: showroomPaths.previewShowroom(made.id) }),
    );
    expect(preview).toMatchObject({ kind: 'app', locked: false });
    expect(idsIn(preview.content.plans)).toEqual([plans[0]]);
    const scenes = await ok<{ plan: { id: number } }>(merchant.bearer({ method: 'GET', url: showroomPaths.previewScenes(made.id, plans[0]!) }));
    expect(scenes.plan.id).toBe(plans[0]);
    expect((await merchant.bearer({ method: 'GET', url: showroomPaths.previewScenes(made.id, foreignPlan) })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'GET', url: showroomPaths.previewShowroom(made.id) })).statusCode).toBe(401);
    const nobody = await t.login('nobody');
    expect((await nobody.bearer({ method: 'GET', url: showroomPaths.previewShowroom(made.id) })).statusCode).toBe(403);
    expect((await other.bearer({ method: 'GET', url: showroomPaths.previewShowroom(made.id) })).statusCode).toBe(404);
    const guide = await t.login('guide');
    expect((await guide.bearer({ method: 'GET', url: showroomPaths.previewShowroom(made.id) })).statusCode).toBe(200);
  });
});
