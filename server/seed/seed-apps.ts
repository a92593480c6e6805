import { newViewId } from '../../resources/shared/showroom-terms.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { sealed } from '../engine/sealed-fields.ts';
import { demoFileUrl } from './demo-media.ts';

/**
 * Issue 38's demo apps: Demo Living has two published showrooms (an open one in English over its
 * plans, halls, goods, media, a live coupon and an activity; a Chinese one behind the verify-view
 * password 8888) and a draft; Second Home one published showroom, so another merchant's exists.
 * Run after the content, marketing, style template and background seeds: it picks from them.
 */
interface DemoApp {
  name: string;
  language: 'en' | 'zh';
  status: 'draft' | 'published';
  password?: string;
  picture: string;
  description: string;
  music?: boolean;
}

const LIVING_APPS: DemoApp[] = [
  {
    name: 'Demo Living showroom',
    language: 'en',
    status: 'published',
    picture: 'showroom-living.jpg',
    description: 'Walk through our flagship rooms in 360°, then claim a coupon.',
    music: true,
  },
  { name: 'VIP 样板间', language: 'zh', status: 'published', password: '8888', picture: 'showroom-vip.jpg', description: '贵宾专享样板间，凭密码进入。' },
  { name: 'Autumn collection (draft)', language: 'en', status: 'draft', picture: 'showroom-autumn.jpg', description: '' },
];
const SECOND_APPS: DemoApp[] = [
  { name: 'Second Home showroom', language: 'zh', status: 'published', picture: 'showroom-second.jpg', description: '欢迎参观我们的门店。' },
];

async function idsOf(trx: Db, query: ReturnType<typeof sql<{ id: string }>>): Promise<number[]> {
  return (await query.execute(trx)).rows.map((row) => Number(row.id));
}

/** What a merchant's demo apps show: the first few of each kind of its live content. */
async function contentOf(trx: Db, merchantId: number) {
  const some = (table: string, extra = sql``, limit = 4) =>
    idsOf(trx, sql<{ id: string }>`SELECT id FROM ${sql.table(table)} WHERE merchant_id = ${merchantId} ${extra} ORDER BY id LIMIT ${limit}`);
  const plansOf = (kind: string) => some('plans', sql`AND kind = ${kind} AND NOT template AND deleted_at IS NULL AND status = 'published'`, 3);
  return {
    plan_ids: await plansOf('plan'),
    hall_ids: await plansOf('hall'),
    commodity_ids: await some('commodities', sql`AND deleted_at IS NULL AND on_shelf`, 6),
    album_ids: await some('albums', sql``, 2),
    video_ids: await some('videos', sql``, 2),
    document_ids: await some('documents', sql``, 2),
    coupon_ids: await some('coupons', sql`AND status = 'live'`, 2),
    activity_ids: await some('activities', sql`AND status = 'live' AND ends_at > now()`, 2),
  };
}

/** The style template a demo app wears: the technology system template for the first, the merchant's own or a refreshing one for the rest. */
async function templateFor(trx: Db, merchantId: number, index: number): Promise<number | null> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM style_templates WHERE status = 'open' AND (merchant_id IS NULL OR merchant_id = ${merchantId})
    ORDER BY (merchant_id IS NULL) = (${index} = 0) DESC, (style = 'technology') = (${index} = 0) DESC, id LIMIT 1`.execute(trx);
  return rows[0] ? Number(rows[0].id) : null;
}

/** The merchant's library background of a shape (landscape for PC, portrait for mobile), or none. */
async function backgroundFor(trx: Db, merchantId: number, portrait: boolean): Promise<string> {
  const { rows } = await sql<{ url: string }>`
    SELECT url FROM app_backgrounds WHERE merchant_id = ${merchantId} AND kind = 'image'
    ORDER BY (name ILIKE '%mobile%' OR name ILIKE '%portrait%') = ${portrait} DESC, id LIMIT 1`.execute(trx);
  return rows[0]?.url ?? '';
}

async function seedApps(trx: Db, merchantId: number, demoApps: DemoApp[]): Promise<void> {
  const content = await contentOf(trx, merchantId);
  const [pc, mobile] = [await backgroundFor(trx, merchantId, false), await backgroundFor(trx, merchantId, true)];
  for (const [index, app] of demoApps.entries()) {
    const published = app.status === 'published';
    await sql`
      INSERT INTO apps (merchant_id, name, cover_pic, thumb, pc_background, mobile_background, style_template_id, language, share_description,
        music, open_screen, logo, view_password, plan_ids, hall_ids, commodity_ids, album_ids, video_ids, document_ids, coupon_ids, activity_ids,
        status, on_shelf, viewuuid, published_at)
      VALUES (${merchantId}, ${app.name}, ${demoFileUrl(app.picture)}, ${demoFileUrl(app.picture)}, ${pc}, ${mobile}, ${await templateFor(trx, merchantId, index)},
        ${app.language}, ${app.description}, ${app.music ? demoFileUrl('showroom-music.mp3') : ''}, ${index === 0 ? demoFileUrl('open-screen-welcome.jpg') : ''},
        ${demoFileUrl('app-logo-living.png')}, ${sealed(app.password ?? '')},
        ${content.plan_ids}::bigint[], ${content.hall_ids}::bigint[], ${content.commodity_ids}::bigint[], ${content.album_ids}::bigint[],
        ${content.video_ids}::bigint[], ${content.document_ids}::bigint[], ${content.coupon_ids}::bigint[], ${content.activity_ids}::bigint[],
        ${app.status}, ${published}, ${published ? newViewId() : null}, ${published ? sql`now()` : null})`.execute(trx);
  }
}

export async function seedAppsDemo(trx: Db, merchantIds: ReadonlyMap<string, number>): Promise<void> {
  await seedApps(trx, merchantIds.get('living')!, LIVING_APPS);
  await seedApps(trx, merchantIds.get('second')!, SECOND_APPS);
}
