import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { opened } from '../../engine/sealed-fields.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { tenantTable } from '../../tenancy/tenant-query.ts';

/**
 * The showroom's reads (issue 38). A public call names a view id, not a merchant: the view's row is
 * found across merchants (its id is unguessable, like a publishable key's hash), and every read
 * after that is bounded by the merchant the view belongs to, written out in each statement.
 */

/** What a view id opens: a published app on shelf, or a published plan or hall, of a merchant whose account is active. */
export interface OpenView {
  kind: 'app' | 'plan' | 'hall';
  id: number;
  merchantId: number;
}

const merchantActive = sql`m.status = 'enabled' AND (m.overdue_time IS NULL OR m.overdue_time > now())`;
/** A plan or hall viewers may open: the merchant's own (not a template), published, with a published graph, not in the recycle bin. */
const planViewable = sql`NOT p.template AND p.deleted_at IS NULL AND p.status = 'published' AND p.published_graph IS NOT NULL`;

export async function findOpenView(db: Db, viewuuid: string): Promise<OpenView | undefined> {
  const { rows } = await sql<OpenView>`
    SELECT 'app' AS kind, a.id, a.merchant_id AS "merchantId" FROM apps a JOIN merchants m ON m.id = a.merchant_id
    WHERE a.viewuuid = ${viewuuid} AND a.status = 'published' AND a.on_shelf AND a.deleted_at IS NULL AND ${merchantActive}
    UNION ALL
    SELECT p.kind, p.id, p.merchant_id AS "merchantId" FROM plans p JOIN merchants m ON m.id = p.merchant_id
    WHERE p.viewuuid = ${viewuuid} AND ${planViewable} AND ${merchantActive}
    LIMIT 1`.execute(db);
  return rows[0];
}

export interface AppRow {
  id: number;
  merchant_id: number;
  name: string;
  language: 'zh' | 'en' | 'es' | 'ja';
  channel: number;
  share_description: string;
  cover: string;
  logo: string;
  open_screen: string;
  music: string;
  guide_image: string;
  activity_image: string;
  pc_background: string;
  mobile_background: string;
  coupon_link: string;
  custom_link: string;
  style_template_id: number | null;
  list_style: string;
  plan_tags: string[];
  viewuuid: string | null;
  /** The verify-view password as the merchant typed it ('' for none). */
  password: string;
  /** Its stored, sealed form: a pass names it, so a changed password ends every pass given before. */
  password_sealed: string;
  plan_ids: number[];
  hall_ids: number[];
  commodity_ids: number[];
  album_ids: number[];
  video_ids: number[];
  document_ids: number[];
  coupon_ids: number[];
  activity_ids: number[];
}

/** An app the scope sees (the public call's scope is the view's merchant), not in the recycle bin, whatever its state. */
export async function findApp(db: Db, scope: Scope, id: number): Promise<AppRow | undefined> {
  const row = await tenantTable(db, 'apps', scope)
    .selectFrom()
    .select([
      ...['id', 'merchant_id', 'name', 'language', 'channel', 'share_description', 'logo', 'open_screen', 'music', 'guide_image', 'activity_image'].map(
        (column) => `apps.${column}`,
      ),
      ...['pc_background', 'mobile_background', 'coupon_link', 'custom_link', 'style_template_id', 'list_style', 'plan_tags', 'viewuuid'].map(
        (column) => `apps.${column}`,
      ),
      ...['plan_ids', 'hall_ids', 'commodity_ids', 'album_ids', 'video_ids', 'document_ids', 'coupon_ids', 'activity_ids'].map((column) => `apps.${column}`),
      // The cover a showroom's share card and header take: the 16:9 thumbnail, else the thumbnail, else the cover (spec §3).
      sql<string>`COALESCE(NULLIF(apps.wide_thumb, ''), NULLIF(apps.thumb, ''), apps.cover_pic)`.as('cover'),
      opened('apps.view_password').as('password'),
      'apps.view_password as password_sealed',
    ])
    .where('apps.id', '=', id)
    .where('apps.deleted_at', 'is', null)
    .executeTakeFirst();
  return row as AppRow | undefined;
}

export interface PlanRow {
  id: number;
  merchant_id: number;
  name: string;
  cover: string;
  kind: 'plan' | 'hall';
}

/** A plan or hall shown alone at its own view id. */
export async function findViewPlan(db: Db, merchantId: number, id: number): Promise<PlanRow | undefined> {
  const { rows } = await sql<PlanRow>`
    SELECT p.id, p.merchant_id, p.name, p.cover, p.kind FROM plans p WHERE p.merchant_id = ${merchantId} AND p.id = ${id} AND ${planViewable}`.execute(db);
  return rows[0];
}

export interface StyleRow {
  style: 'simple' | 'technology';
  primary_color: string;
  background_color: string;
  text_color: string;
  font: 'sans' | 'serif' | 'rounded';
  layout: 'tabs' | 'sections';
  list_style: 'grid' | 'list' | 'large';
}

/**
 * The style template a showroom is drawn in: the app's own pick (a system template or the
 * merchant's, closed since or not: closing only stops new apps picking it), else the first open
 * system template; undefined when there is neither.
 */
export async function styleTemplateOf(db: Db, merchantId: number, templateId: number | null): Promise<StyleRow | undefined> {
  const { rows } = await sql<StyleRow>`
    SELECT style, primary_color, background_color, text_color, font, layout, list_style FROM style_templates
    WHERE (id = ${templateId} AND (merchant_id IS NULL OR merchant_id = ${merchantId})) OR (merchant_id IS NULL AND status = 'open')
    ORDER BY COALESCE(id = ${templateId}, false) DESC, id LIMIT 1`.execute(db);
  return rows[0];
}

/** The kinds of these files in the merchant's background library (image or video), by url. */
export async function backgroundKinds(db: Db, merchantId: number, urls: string[]): Promise<Map<string, 'image' | 'video'>> {
  if (!urls.length) return new Map();
  const { rows } = await sql<{ url: string; kind: 'image' | 'video' }>`
    SELECT url, kind FROM app_backgrounds WHERE merchant_id = ${merchantId} AND url = ANY(${urls}::text[])`.execute(db);
  return new Map(rows.map((row) => [row.url, row.kind]));
}

const ids = (list: readonly number[]) => sql`${[...list]}::bigint[]`;
/** Rows in the order the app chose them. */
const chosenOrder = (column: string, list: readonly number[]) => sql`array_position(${ids(list)}, ${sql.ref(column)})`;
/** Plans or halls gathered by tag beyond those chosen, at most this many more (a showroom page, not a catalogue). */
const TAGGED_MAX = 100;

/**
 * The merchant's published plans or halls (`kind`) among `chosen` or carrying one of `tags` (an
 * item's name, or `<group id>:<item>` as records carry it), chosen ones first in their order, then
 * the tagged ones newest first; `only` narrows to one id (is this plan shown?).
 */
export async function shownPlans(db: Db, merchantId: number, kind: 'plan' | 'hall', chosen: readonly number[], tags: readonly string[], only?: number) {
  const tagged = tags.length
    ? sql`OR EXISTS (SELECT 1 FROM record_tags t WHERE t.area = p.kind AND t.record_id = p.id AND t.merchant_id = p.merchant_id
        AND (t.item = ANY(${[...tags]}::text[]) OR t.group_id::text || ':' || t.item = ANY(${[...tags]}::text[])))`
    : sql``;
  const { rows } = await sql<PlanRow>`
    SELECT p.id, p.merchant_id, p.name, p.cover, p.kind FROM plans p
    WHERE p.merchant_id = ${merchantId} AND p.kind = ${kind} AND ${planViewable} ${only === undefined ? sql`` : sql`AND p.id = ${only}`}
      AND (p.id = ANY(${ids(chosen)}) ${tagged})
    ORDER BY ${chosenOrder('p.id', chosen)} NULLS LAST, p.id DESC
    LIMIT ${chosen.length + TAGGED_MAX}`.execute(db);
  return rows;
}

export interface GoodsRow {
  id: number;
  name: string;
  cover: string;
  price: number | null;
  sale_price: number | null;
}

/** The merchant's goods among `chosen` that are on shelf and not in the recycle bin. */
export async function shownGoods(db: Db, merchantId: number, chosen: readonly number[]): Promise<GoodsRow[]> {
  if (!chosen.length) return [];
  const { rows } = await sql<GoodsRow>`
    SELECT c.id, c.name, COALESCE(NULLIF(c.cover, ''), c.image) AS cover, c.price, c.sale_price FROM commodities c
    WHERE c.merchant_id = ${merchantId} AND c.id = ANY(${ids(chosen)}) AND c.deleted_at IS NULL AND c.on_shelf
    ORDER BY ${chosenOrder('c.id', chosen)}`.execute(db);
  return rows;
}

export async function shownAlbums(db: Db, merchantId: number, chosen: readonly number[]) {
  if (!chosen.length) return [];
  const { rows } = await sql<{ id: number; name: string; cover: string; images: string[] }>`
    SELECT a.id, a.name, COALESCE(a.cover, '') AS cover, a.images FROM albums a
    WHERE a.merchant_id = ${merchantId} AND a.id = ANY(${ids(chosen)}) ORDER BY ${chosenOrder('a.id', chosen)}`.execute(db);
  return rows;
}

export async function shownVideos(db: Db, merchantId: number, chosen: readonly number[]) {
  if (!chosen.length) return [];
  const { rows } = await sql<{ id: number; name: string; cover: string; url: string }>`
    SELECT v.id, v.name, COALESCE(v.cover, '') AS cover, v.url FROM videos v
    WHERE v.merchant_id = ${merchantId} AND v.id = ANY(${ids(chosen)}) ORDER BY ${chosenOrder('v.id', chosen)}`.execute(db);
  return rows;
}

export async function shownDocuments(db: Db, merchantId: number, chosen: readonly number[]) {
  if (!chosen.length) return [];
  const { rows } = await sql<{ id: number; name: string; cover: string; url: string; file_type: string }>`
    SELECT d.id, d.name, COALESCE(d.cover, '') AS cover, d.file AS url, d.file_type FROM documents d
    WHERE d.merchant_id = ${merchantId} AND d.id = ANY(${ids(chosen)}) ORDER BY ${chosenOrder('d.id', chosen)}`.execute(db);
  return rows;
}

export interface CouponRow {
  id: number;
  name: string;
  par_value: number;
  threshold: number;
  instructions: string;
  valid_until: Date | null;
  valid_days: number | null;
  left: number;
}

/** The merchant's coupons among `chosen` a customer may claim now: live, within their validity, copies left (as the customer API's list). */
export async function shownCoupons(db: Db, merchantId: number, chosen: readonly number[]): Promise<CouponRow[]> {
  if (!chosen.length) return [];
  const { rows } = await sql<CouponRow>`
    SELECT c.id, c.name, c.par_value, c.threshold, c.instructions, c.valid_until, c.valid_days, (c.total - c.claimed_count) AS "left"
    FROM coupons c
    WHERE c.merchant_id = ${merchantId} AND c.id = ANY(${ids(chosen)}) AND c.status = 'live' AND c.claimed_count < c.total
      AND (c.validity <> 'range' OR (c.valid_from <= now() AND c.valid_until > now()))
    ORDER BY ${chosenOrder('c.id', chosen)}`.execute(db);
  return rows;
}

export interface ActivityRow {
  id: number;
  name: string;
  entrance_image: string;
  starts_at: Date;
  ends_at: Date;
  signup_deadline: Date | null;
  button_text: string;
  signup_enabled: boolean;
  form_fields: Record<string, unknown>[];
}

/** The merchant's activities among `chosen` that are live (not paused, not deleted) and not complete (before their end). */
export async function shownActivities(db: Db, merchantId: number, chosen: readonly number[]): Promise<ActivityRow[]> {
  if (!chosen.length) return [];
  const { rows } = await sql<ActivityRow>`
    SELECT a.id, a.name, a.entrance_image, a.starts_at, a.ends_at, a.signup_deadline, a.button_text, a.signup_enabled, a.form_fields
    FROM activities a
    WHERE a.merchant_id = ${merchantId} AND a.id = ANY(${ids(chosen)}) AND a.status = 'live' AND a.ends_at > now()
    ORDER BY ${chosenOrder('a.id', chosen)}`.execute(db);
  return rows;
}

/** A shown plan's published graph (the caller has checked the showroom shows it). */
export async function publishedGraph(db: Db, merchantId: number, planId: number): Promise<unknown> {
  const { rows } = await sql<{ published_graph: unknown }>`
    SELECT p.published_graph FROM plans p WHERE p.merchant_id = ${merchantId} AND p.id = ${planId} AND ${planViewable}`.execute(db);
  return rows[0]?.published_graph ?? null;
}

/** The 'sealed-fields' secret (migration 033), which signs the showroom's passes under a label of their own. */
export async function sealedFieldsSecret(db: Db): Promise<Buffer> {
  const { rows } = await sql<{ secret: Buffer }>`SELECT secret FROM server_secrets WHERE name = 'sealed-fields'`.execute(db);
  if (!rows[0]) throw new Error("server_secrets has no 'sealed-fields' secret (migration 033)");
  return rows[0].secret;
}
