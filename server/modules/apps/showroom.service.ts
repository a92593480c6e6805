import {
  type Showroom,
  type ShowroomContent,
  type ShowroomPageConfig,
  type ShowroomStyle,
  SHOWROOM_UNLOCK_ATTEMPTS,
  SHOWROOM_UNLOCK_WINDOW_SECONDS,
} from '../../../resources/apps/showroom.schema.ts';
import { catalogueLanguage, type Language } from '../../../resources/messages/languages.ts';
import { contentTargets, type SceneGraph } from '../../../resources/plans/scene-graph.ts';
import { VIEW_ID_PATTERN } from '../../../resources/shared/showroom-terms.ts';
import type { Db } from '../../db/database.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { AppError, invalid, notFound } from '../../http/app-error.ts';
import { liveSealedKeys } from '../../tenancy/publishable-keys.ts';
import { type Scope, systemScopeFor } from '../../tenancy/scope.ts';
import type { ShowroomScenesAnswer } from './showroom.schema.ts';
import { issuePass, passIsValid, passwordMatches } from './showroom-passes.ts';
import {
  type AppRow,
  backgroundKinds,
  findApp,
  findOpenView,
  findViewPlan,
  type OpenView,
  type PlanRow,
  publishedGraph,
  shownActivities,
  shownAlbums,
  shownCoupons,
  shownDocuments,
  shownGoods,
  shownPlans,
  shownVideos,
  styleTemplateOf,
} from './showroom.repository.ts';

/** The look of a showroom whose app picks no template when no system template is open either: the style templates' column defaults (migration 033). */
const BUILT_IN_STYLE: ShowroomStyle = {
  style: 'simple',
  primary_color: '#1677ff',
  background_color: '#ffffff',
  text_color: '#1f1f1f',
  font: 'sans',
  layout: 'tabs',
  list_style: 'grid',
};
/** A background's kind when the library no longer holds its file: told by its extension. */
const VIDEO_FILE = /\.(mp4|webm|mov|m4v|ogv)(?:[?#]|$)/i;

const showroomNotFound = () => new AppError(404, 'errors.showroomNotFound');
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

async function styleOf(db: Db, merchantId: number, templateId: number | null, listStyle: string): Promise<ShowroomStyle> {
  const template = (await styleTemplateOf(db, merchantId, templateId)) ?? BUILT_IN_STYLE;
  const style = { ...BUILT_IN_STYLE, ...template };
  return listStyle === 'template' ? style : { ...style, list_style: listStyle as ShowroomStyle['list_style'] };
}

async function appLook(db: Db, app: AppRow): Promise<Showroom['app']> {
  const kinds = await backgroundKinds(db, app.merchant_id, [app.pc_background, app.mobile_background].filter(Boolean));
  const background = (url: string) => (url ? { url, kind: kinds.get(url) ?? (VIDEO_FILE.test(url) ? ('video' as const) : ('image' as const)) } : null);
  return {
    id: app.id,
    name: app.name,
    language: app.language,
    channel: app.channel,
    share_description: app.share_description,
    cover: app.cover,
    logo: app.logo,
    open_screen: app.open_screen,
    music: app.music,
    guide_image: app.guide_image,
    activity_image: app.activity_image,
    pc_background: background(app.pc_background),
    mobile_background: background(app.mobile_background),
    coupon_link: app.coupon_link,
    custom_link: app.custom_link,
    style: await styleOf(db, app.merchant_id, app.style_template_id, app.list_style),
  };
}

/** A plan or hall shown alone: its name and cover in the default style, spoken in the visitor's language. */
async function planLook(db: Db, plan: PlanRow, language: Language): Promise<Showroom['app']> {
  return {
    id: plan.id,
    name: plan.name,
    language: catalogueLanguage(language),
    channel: 0,
    share_description: '',
    cover: plan.cover,
    logo: '',
    open_screen: '',
    music: '',
    guide_image: '',
    activity_image: '',
    pc_background: null,
    mobile_background: null,
    coupon_link: '',
    custom_link: '',
    style: await styleOf(db, plan.merchant_id, null, 'template'),
  };
}

const planItem = (row: PlanRow) => ({ id: row.id, name: row.name, cover: row.cover, kind: row.kind });

/** What an app shows: each kind's chosen records that are still live, in the chosen order, and the plans and halls its tags gather. */
async function appContent(db: Db, app: AppRow): Promise<ShowroomContent> {
  const m = app.merchant_id;
  const [plans, halls, goods, albums, videos, documents, coupons, activities] = await Promise.all([
    shownPlans(db, m, 'plan', app.plan_ids, app.plan_tags),
    shownPlans(db, m, 'hall', app.hall_ids, app.plan_tags),
    shownGoods(db, m, app.commodity_ids),
    shownAlbums(db, m, app.album_ids),
    shownVideos(db, m, app.video_ids),
    shownDocuments(db, m, app.document_ids),
    shownCoupons(db, m, app.coupon_ids),
    shownActivities(db, m, app.activity_ids),
  ]);
  return {
    plans: plans.map(planItem),
    halls: halls.map(planItem),
    goods,
    albums,
    videos,
    documents,
    coupons: coupons.map((row) => ({ ...row, valid_until: iso(row.valid_until) })),
    activities: activities.map((row) => ({
      ...row,
      starts_at: iso(row.starts_at)!,
      ends_at: iso(row.ends_at)!,
      signup_deadline: iso(row.signup_deadline),
    })),
  };
}

const noContent = (): ShowroomContent => ({ plans: [], halls: [], goods: [], albums: [], videos: [], documents: [], coupons: [], activities: [] });

/** Whether the app shows this plan or hall (chosen, or gathered by a tag), and which. */
async function appPlan(db: Db, app: AppRow, planId: number): Promise<PlanRow | undefined> {
  for (const kind of ['plan', 'hall'] as const) {
    const [found] = await shownPlans(db, app.merchant_id, kind, kind === 'plan' ? app.plan_ids : app.hall_ids, app.plan_tags, planId);
    if (found) return found;
  }
  return undefined;
}

/** A shown plan's published scenes and the live content its hotspots open. */
async function scenesOf(db: Db, plan: PlanRow): Promise<ShowroomScenesAnswer> {
  const graph = (await publishedGraph(db, plan.merchant_id, plan.id)) as SceneGraph | null;
  if (!graph) throw new AppError(404, 'errors.showroomPlanNotShown');
  const wanted = contentTargets(graph);
  const m = plan.merchant_id;
  const [commodity, album, video, document] = await Promise.all([
    shownGoods(db, m, wanted.commodity),
    shownAlbums(db, m, wanted.album),
    shownVideos(db, m, wanted.video),
    shownDocuments(db, m, wanted.document),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => Object.fromEntries(rows.map((row) => [String(row.id), row]));
  const targets = { commodity: byId(commodity), album: byId(album), video: byId(video), document: byId(document) };
  return { plan: { id: plan.id, name: plan.name, kind: plan.kind }, graph, targets };
}

/**
 * The showroom's rules (issue 38): what a view id opens (a published app on shelf, or a published
 * plan or hall, of an active merchant), the verify-view password gate with its passes and its limit
 * on wrong tries, the content only of the merchant's live records, and the back office's preview,
 * which is the same answer read through the session, in any state and never locked.
 */
export function showroomService({ db, limits }: Pick<RouteDeps, 'db' | 'limits'>) {
  /** The open view of a view id, with its app when it is one (404 otherwise). */
  async function openView(viewuuid: string): Promise<{ view: OpenView; app: AppRow | null; plan: PlanRow | null }> {
    const view = await findOpenView(db, viewuuid);
    if (!view) throw showroomNotFound();
    if (view.kind === 'app') {
      // The view names its merchant, as a publishable key does: every read after is bounded by it.
      const app = await findApp(db, systemScopeFor(view.merchantId), view.id);
      if (!app) throw showroomNotFound();
      return { view, app, plan: null };
    }
    const plan = await findViewPlan(db, view.merchantId, view.id);
    if (!plan) throw showroomNotFound();
    return { view, app: null, plan };
  }

  /** Whether a visitor may see the app's content: it has no password, or the call carries a valid pass. */
  const unlocked = async (viewuuid: string, app: AppRow, pass: string | undefined) =>
    app.password === '' || (await passIsValid(db, viewuuid, app.password_sealed, pass));

  const unlockBucket = (viewuuid: string, address: string) => `showroom-unlock:${viewuuid}:${address}`;

  return {
    /** `GET /app-api/showroom/{viewuuid}`: its look, and its content unless it is locked. */
    async showroom(viewuuid: string, pass: string | undefined, language: Language): Promise<Showroom> {
      const { view, app, plan } = await openView(viewuuid);
      if (plan) {
        const content = { ...noContent(), [plan.kind === 'plan' ? 'plans' : 'halls']: [planItem(plan)] };
        return { kind: plan.kind, locked: false, app: await planLook(db, plan, language), content };
      }
      const open = await unlocked(viewuuid, app!, pass);
      return { kind: view.kind, locked: !open, app: await appLook(db, app!), content: open ? await appContent(db, app!) : null };
    },

    /**
     * `POST /app-api/showroom/{viewuuid}/unlock`: a pass for the right password. Wrong tries count
     * per address and showroom; once SHOWROOM_UNLOCK_ATTEMPTS are spent in a window, every try
     * (right ones too) is 429 until the window ends.
     */
    async unlock(viewuuid: string, password: string, address: string): Promise<{ pass: string; expires_at: string }> {
      const { app } = await openView(viewuuid);
      if (!app || app.password === '') return issuePass(db, viewuuid, app?.password_sealed ?? '');
      const bucket = unlockBucket(viewuuid, address);
      // A look without a hit (weight 0): refused once the wrong tries reached the limit. The limiter
      // refuses above its limit, hence one less here than the tries allowed.
      limits.spend([{ bucket, limit: SHOWROOM_UNLOCK_ATTEMPTS - 1 }], 0, SHOWROOM_UNLOCK_WINDOW_SECONDS);
      if (!passwordMatches(password.trim(), app.password)) {
        limits.spend([{ bucket, limit: SHOWROOM_UNLOCK_ATTEMPTS }], 1, SHOWROOM_UNLOCK_WINDOW_SECONDS);
        throw invalid({ password: ['validation.showroomPassword'] });
      }
      return issuePass(db, viewuuid, app.password_sealed);
    },

    /** `GET /app-api/showroom/{viewuuid}/scenes/{planId}`: a plan or hall the showroom shows (403 while locked). */
    async scenes(viewuuid: string, planId: number, pass: string | undefined): Promise<ShowroomScenesAnswer> {
      const { app, plan } = await openView(viewuuid);
      if (plan) {
        if (plan.id !== planId) throw new AppError(404, 'errors.showroomPlanNotShown');
        return scenesOf(db, plan);
      }
      if (!(await unlocked(viewuuid, app!, pass))) throw new AppError(403, 'errors.showroomLocked');
      const shown = await appPlan(db, app!, planId);
      if (!shown) throw new AppError(404, 'errors.showroomPlanNotShown');
      return scenesOf(db, shown);
    },

    /** `GET /api/apps/{id}/showroom`: what the app's public showroom shows, in any state, never locked. */
    async preview(scope: Scope, appId: number): Promise<Showroom> {
      const app = await findApp(db, scope, appId);
      if (!app) throw notFound();
      return { kind: 'app', locked: false, app: await appLook(db, app), content: await appContent(db, app) };
    },

    /** `GET /api/apps/{id}/showroom/scenes/{planId}`: a plan or hall the app shows. */
    async previewScenes(scope: Scope, appId: number, planId: number): Promise<ShowroomScenesAnswer> {
      const app = await findApp(db, scope, appId);
      if (!app) throw notFound();
      const shown = await appPlan(db, app, planId);
      if (!shown) throw new AppError(404, 'errors.showroomPlanNotShown');
      return scenesOf(db, shown);
    },

    /**
     * The configuration `/smartStore/<viewuuid>` carries: the merchant's live keys, read now (a
     * rotation reaches the page at its next load). A view that is not open still gets its page,
     * answered 404 and without keys, which says so in the visitor's language.
     */
    async pageConfig(viewuuid: string): Promise<{ status: 200 | 404; config: ShowroomPageConfig }> {
      const none = { ingestion: null, customer: null };
      if (!VIEW_ID_PATTERN.test(viewuuid)) return { status: 404, config: { viewuuid: null, preview: null, keys: none } };
      const view = await findOpenView(db, viewuuid);
      if (!view) return { status: 404, config: { viewuuid, preview: null, keys: none } };
      return { status: 200, config: { viewuuid, preview: null, keys: await liveSealedKeys(db, view.merchantId) } };
    },
  };
}
