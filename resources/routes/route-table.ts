import type { Action } from '../access/actions.ts';

/**
 * What grants a page besides holding it (ACCESS.md): reading another page (a record's detail or
 * editor follows the list it is opened from), or an action on a page (`activityCenter/create` is
 * granted by `create` on `activityCenter`, whose permission string it also is).
 */
export type RouteGrant = string | { page: string; action: Action };

/**
 * The route table of spec §2, declared once as data. The app builds its router, menu, breadcrumb,
 * titles and tabs from it, filtered by the session's permissions (ACCESS.md); the title of a
 * route is the i18n key `routes.<path>` (see routeTitleKey).
 */
export interface RouteEntry {
  /** Absolute path; parameters as `:name` (keyMatch2 and react-router agree on that form). */
  path: string;
  /** Not shown in the menu (detail pages, editors). */
  hidden?: boolean;
  /** Shown to every session whatever its permissions. */
  whitelist?: boolean;
  /** Rendered without the layout (full-page editors and previews). */
  fullPage?: boolean;
  /** Not kept alive in the tags view. */
  noCache?: boolean;
  /** Always a tab of the tags view, which cannot be closed (spec §3 `meta.affix`); the landing page is one too. */
  affix?: boolean;
  /** Menu icon name (mapped to an antd icon by the app). */
  icon?: string;
  /**
   * A hidden page nobody lists in a role follows these: any one held grants `read` on it (a
   * wildcard over a grant's page grants every action). Holding the page itself grants it too.
   */
  grantedBy?: readonly RouteGrant[];
  children?: RouteEntry[];
}

const leaf = (path: string, extra: Omit<RouteEntry, 'path'> = {}): RouteEntry => ({ path, ...extra });
const hidden = (path: string, extra: Omit<RouteEntry, 'path'> = {}): RouteEntry => ({ path, hidden: true, ...extra });
const labels = (area: string) => hidden(`/content/${area}/labelManagement`);

/** The lists whose records the panorama editor and the publish page open (`?of=` names the list). */
const PLAN_LISTS = ['/content/planManagement', '/content/hallManagement', '/systemManagement/hallTemplate', '/systemManagement/realTimeRenderingPlanTemplate'];
/** The publish page also previews apps (`?of=apps`). */
const PUBLISH_LISTS = [...PLAN_LISTS, '/content/appManagement'];
const COUPONS = '/marketingManagement/couponManagement';
const ACTIVITIES = '/marketingManagement/activityCenter';

export const ROUTE_TABLE: RouteEntry[] = [
  {
    path: '/homeData',
    icon: 'home',
    children: [leaf('/homeData/stats', { affix: true }), hidden('/homeData/dataDetail'), hidden('/homeData/merchantOperateData')],
  },
  {
    path: '/systemManagement',
    icon: 'setting',
    children: [
      leaf('/systemManagement/config'),
      leaf('/systemManagement/version'),
      leaf('/systemManagement/resource'),
      leaf('/systemManagement/hallTemplate'),
      leaf('/systemManagement/realTimeRenderingPlanTemplate'),
      leaf('/systemManagement/styleTemplate'),
      hidden('/systemManagement/hallTemplate/labelManagement'),
      hidden('/systemManagement/realTimeRenderingPlanTemplate/labelManagement'),
      leaf('/systemManagement/notice'),
      leaf('/systemManagement/auditLog'),
    ],
  },
  { path: '/staffManagement', icon: 'team', children: [leaf('/staffManagement/index'), leaf('/staffManagement/atriumRole')] },
  { path: '/orderCenter', icon: 'order', children: [leaf('/orderCenter/index')] },
  {
    path: '/businessManagement',
    icon: 'shop',
    children: [
      leaf('/businessManagement/shopType'),
      leaf('/businessManagement/shopManagement'),
      leaf('/businessManagement/businessInfo'),
      hidden('/businessManagement/businessInfo/detail/:id', { noCache: true, grantedBy: ['/businessManagement/businessInfo'] }),
      leaf('/businessManagement/accountManagement'),
      leaf('/businessManagement/subaccountManagement'),
      leaf('/businessManagement/role'),
    ],
  },
  {
    path: '/content',
    icon: 'appstore',
    children: [
      leaf('/content/storeManagement'),
      leaf('/content/commodityManagement'),
      labels('commodityManagement'),
      leaf('/content/commodityAttr'),
      leaf('/content/commodityParam'),
      leaf('/content/planManagement'),
      labels('planManagement'),
      leaf('/content/hallManagement'),
      labels('hallManagement'),
      leaf('/content/appManagement'),
      labels('appManagement'),
      hidden('/content/appManagement/styleTemplate'),
      hidden('/content/stats/:applicationId', { noCache: true, grantedBy: ['/content/appManagement'] }),
      hidden('/content/appAnalytics/:applicationId', { noCache: true, grantedBy: ['/content/appManagement'] }),
      leaf('/content/stickerAppManagement'),
      labels('stickerAppManagement'),
      leaf('/content/albumManagement'),
      labels('albumManagement'),
      leaf('/content/videoManagement'),
      labels('videoManagement'),
      leaf('/content/documentManagement'),
      labels('documentManagement'),
      leaf('/content/panMaterial'),
      leaf('/content/materialCenter'),
      leaf('/content/recycleBin'),
      hidden('/content/panoEditor/:id', { fullPage: true, noCache: true, grantedBy: PLAN_LISTS }),
      hidden('/content/publish/:id', { fullPage: true, noCache: true, grantedBy: PUBLISH_LISTS }),
    ],
  },
  {
    path: '/dataCockpit',
    icon: 'dashboard',
    children: [
      leaf('/dataCockpit/customerAnalytics'),
      leaf('/dataCockpit/storeAnalytics'),
      leaf('/dataCockpit/teachAnalytics'),
      leaf('/dataCockpit/marketAnalytics'),
      leaf('/dataCockpit/analyticsDetail'),
      leaf('/dataCockpit/largeScreen'),
      leaf('/dataCockpit/miniProgram'),
      leaf('/dataCockpit/h5'),
      leaf('/dataCockpit/dataDetail'),
    ],
  },
  {
    path: '/marketingManagement',
    icon: 'gift',
    children: [
      leaf(COUPONS),
      // `edit/new` creates (issue 37); the page itself asks for `create` then.
      hidden(`${COUPONS}/edit/:id`, { noCache: true, grantedBy: [{ page: COUPONS, action: 'edit' }] }),
      hidden(`${COUPONS}/detail/:id`, { noCache: true, grantedBy: [COUPONS] }),
      leaf(ACTIVITIES),
      hidden(`${ACTIVITIES}/create`, { noCache: true, grantedBy: [{ page: ACTIVITIES, action: 'create' }] }),
      hidden(`${ACTIVITIES}/edit/:id`, { noCache: true, grantedBy: [{ page: ACTIVITIES, action: 'edit' }] }),
    ],
  },
  {
    path: '/myAccount',
    icon: 'user',
    children: [leaf('/myAccount/accountManagement'), leaf('/myAccount/subSellerAccount'), leaf('/myAccount/subaccountManagement')],
  },
  {
    path: '/customManagement',
    icon: 'contacts',
    children: [
      leaf('/customManagement/customList'),
      hidden('/customManagement/customList/labelManagement'),
      hidden('/customManagement/detail/:id/:userId', { noCache: true, grantedBy: ['/customManagement/customList'] }),
      leaf('/customManagement/order'),
      hidden('/customManagement/orderEdit/:id', { noCache: true, grantedBy: ['/customManagement/order'] }),
      leaf('/customManagement/diyList'),
    ],
  },
  {
    path: '/settingCenter',
    icon: 'control',
    children: [
      leaf('/settingCenter/brandSetting'),
      leaf('/settingCenter/miniSetting'),
      leaf('/settingCenter/settingNotice'),
      leaf('/settingCenter/appSetting'),
      leaf('/settingCenter/autoReply'),
      hidden('/settingCenter/autoReply/add', { noCache: true, grantedBy: [{ page: '/settingCenter/autoReply', action: 'create' }] }),
      leaf('/settingCenter/eventSubscription'),
    ],
  },
];

/** Routes that need no session (spec §2 "Public routes"). */
export const PUBLIC_PATHS = ['/login', '/auth-redirect', '/register', '/kujialeLogin', '/authlogin', '/expired', '/405', '/404', '/401'];
/** Public path prefixes: the smart store pages and the redirect helper. */
export const PUBLIC_PREFIXES = ['/smartStore/', '/redirect/'];

/** Every entry of the table, parents before children. */
export function flattenRoutes(routes: RouteEntry[] = ROUTE_TABLE): RouteEntry[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

/** The i18n key of a route's title: `routes./content/commodityManagement`, parameters dropped. */
export function routeTitleKey(path: string): string {
  return `routes.${path
    .split('/')
    .filter((segment) => !segment.startsWith(':'))
    .join('/')}`;
}
