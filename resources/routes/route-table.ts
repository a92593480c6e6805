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
  /** Menu icon name (mapped to an antd icon by the app). */
  icon?: string;
  children?: RouteEntry[];
}

const leaf = (path: string, extra: Omit<RouteEntry, 'path'> = {}): RouteEntry => ({ path, ...extra });
const hidden = (path: string, extra: Omit<RouteEntry, 'path'> = {}): RouteEntry => ({ path, hidden: true, ...extra });
const labels = (area: string) => hidden(`/content/${area}/labelManagement`);

export const ROUTE_TABLE: RouteEntry[] = [
  {
    path: '/homeData',
    icon: 'home',
    children: [leaf('/homeData/stats'), hidden('/homeData/dataDetail'), hidden('/homeData/merchantOperateData')],
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
      hidden('/businessManagement/businessInfo/detail/:id', { noCache: true }),
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
      hidden('/content/stats/:applicationId', { noCache: true }),
      hidden('/content/appAnalytics/:applicationId', { noCache: true }),
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
      hidden('/content/panoEditor/:id', { fullPage: true, noCache: true }),
      hidden('/content/publish/:id', { fullPage: true, noCache: true }),
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
      leaf('/marketingManagement/couponManagement'),
      hidden('/marketingManagement/couponManagement/edit/:id', { noCache: true }),
      hidden('/marketingManagement/couponManagement/detail/:id', { noCache: true }),
      leaf('/marketingManagement/activityCenter'),
      hidden('/marketingManagement/activityCenter/create', { noCache: true }),
      hidden('/marketingManagement/activityCenter/edit/:id', { noCache: true }),
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
      hidden('/customManagement/detail/:id/:userId', { noCache: true }),
      leaf('/customManagement/order'),
      hidden('/customManagement/orderEdit/:id', { noCache: true }),
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
      hidden('/settingCenter/autoReply/add', { noCache: true }),
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
