/** The spec's constants (product-spec.md §5, §9) and the design's limits, in one place. */

export const PRODUCT_TITLE = 'Atrium';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const PHONE_MIN_DIGITS = 3;
export const PHONE_MAX_DIGITS = 20;

/** Default token lifetime when `expires_in` is missing: 7 days (spec §9). */
export const DEFAULT_TOKEN_TTL_SECONDS = 604_800;
/** Boot API detail queries: `from + size` may not exceed this (spec §7, §9). */
export const DETAIL_WINDOW = 10_000;

export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;

/** Login throttling (SECURITY.md §2). */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  maxFailuresPerAccount: 10,
  maxFailuresPerClient: 50,
} as const;

/** Fields a client never sets (API.md §1); create and update bodies carrying them get 422. */
export const OWNERSHIP_FIELDS = ['id', 'merchant_id', 'sale_id', 'created_at', 'updated_at', 'created_by', 'updated_by', 'deleted_at'] as const;

/** Boot API codes (API.md §2). */
export const BOOT_CODES = {
  ok: 0,
  tenantExpired: 1_002_015_002,
  tenantDisabled: 1_002_015_001,
  accountQuotaExceeded: 1_002_003_008,
} as const;

/** Role tags of spec §3: the platform operator's tag is the product's name. */
export const ROLE_TAGS = ['atrium', 'seller_default', 'seller_sale'] as const;
export type RoleTagValue = (typeof ROLE_TAGS)[number];
export const PLATFORM_ROLE_TAG: RoleTagValue = 'atrium';
export const GUIDE_ROLE_TAG: RoleTagValue = 'seller_sale';
export const DEFAULT_ROLE_TAG: RoleTagValue = 'seller_default';

/** Login variants and their cookies (API.md §5). */
export const LOGIN_VARIANTS = ['seller', 'super', 'sub'] as const;
export type LoginVariantValue = (typeof LOGIN_VARIANTS)[number];
export const SESSION_COOKIES: Record<LoginVariantValue, string> = {
  seller: 'atrium_seller',
  super: 'atrium_super',
  sub: 'atrium_sub',
};
/** Header that cookie-authenticated writes must carry (API.md §1, CSRF guard). */
export const CSRF_HEADER = 'x-requested-with';
/** The header an `/app-api` caller names its merchant's publishable key in (API.md §2). */
export const PUBLISHABLE_KEY_HEADER = 'x-publishable-key';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

/** Browser HTTP and toast timings (spec §9). */
export const HTTP_TIMEOUT_MS = 60_000;
export const ERROR_TOAST_SECONDS = 5;
export const EXPIRED_LOGIN_TOAST_SECONDS = 3;
export const ERROR_TOAST_THROTTLE_MS = 3_000;
export const HELPER_TOAST_SECONDS = 1.5;

/** Usage timer (spec §4, §9): a record after 30 s without input, and one 2 s after load. */
export const USAGE_IDLE_MS = 30_000;
export const USAGE_FIRST_RECORD_MS = 2_000;
/** The observer-user-id cookie (spec §9: 30 days); with the other analytics cookies, cleared at logout (spec §4). */
export const OBSERVER_COOKIE = 'atrium_observer';
export const OBSERVER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const ANALYTICS_COOKIES = [OBSERVER_COOKIE] as const;
/** Usage records one account may send a minute: the timer sends about two; more is a script, not a person. */
export const USAGE_RECORDS_PER_ACCOUNT_PER_MINUTE = 30;

/** Calls whose failures are never shown to the user (spec §8). */
export const SILENT_PATHS = [
  'api/record/newStatsRecord',
  'api/record/stats/export/prepare',
  'api/record/tag/rankHistory/export',
  'api/record/rankHistory/export',
  'api/seller/kujiale/subaccount',
  'api/wechat/mini/getwxacodeunlimit',
];

/** Layout defaults (spec §9): the tags view starts off. */
export const DEFAULT_LAYOUT_SETTINGS = {
  themeColor: '#1182FB',
  showSettings: true,
  tagsView: false,
  fixedHeader: false,
  sidebarLogo: false,
};
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_COOKIE = 'sidebarStatus';

/** Account expiry dialog (spec §9): shown from 60 days left, once per 10-day band, always within 10 days. */
export const EXPIRY_DIALOG = { fromDays: 60, bandDays: 10, alwaysWithinDays: 10 } as const;

export const DAY_MS = 86_400_000;

/** Shop types' style_id values (spec §3): Tmall, dedicated mall, Youzan, flagship store, Weimob, two customer-specific. */
export const SHOP_STYLE_IDS = [0, 12, 16, 19, 21, 23, 25] as const;

/** Tag groups (spec §5): name 1–15 characters, at least one item. */
export const TAG_NAME_MAX_LENGTH = 15;
/** Spec §9: an Excel import holds at most 100 rows. */
export const IMPORT_MAX_ROWS = 100;
/** An import file is a 100-row sheet: 5 MiB is far beyond any honest one (spec silent; goods with images come with issue 5). */
export const IMPORT_MAX_BYTES = 5 * 1_048_576;
/** The most ids one batch action (delete…) or one "export selected" may name. */
export const BATCH_MAX_IDS = 1_000;
export const EXPORT_SELECTED_MAX_IDS = 10_000;
/** How many finished jobs the job centre lists. */
export const JOB_CENTRE_SIZE = 20;

/** Spec §4 / §9: deleted plans, goods and apps stay restorable in the recycle bin this many days. */
export const RECYCLE_BIN_DAYS = 30;
/** Spec §9: goods link at most 10 other goods. */
export const LINKED_COMMODITIES_MAX = 10;
/** Spec §5: a goods video name has at most 50 characters. */
export const COMMODITY_VIDEO_NAME_MAX_LENGTH = 50;
/**
 * Spec §5 "goods cannot be copied unless they come from the provider's own-platform shop": the
 * spec does not say which shop type that is. Our decision: the dedicated mall (style_id 12, spec
 * §3), the one shop type the provider runs itself. Goods made by hand (no origin) are the
 * merchant's own and may be copied too.
 */
export const OWN_PLATFORM_STYLE_ID = 12;
