/** Online channels (spec §3): default, Taobao, WeChat mini program, Youzan, micro mall, Weimob (shops and apps). */
export const ONLINE_CHANNELS = [0, 1, 2, 3, 4, 5] as const;
/** Styles (spec §3): refreshing (simple) and technology; a style template is one of them. */
export const SHOWROOM_STYLES = ['simple', 'technology'] as const;
export type ShowroomStyle = (typeof SHOWROOM_STYLES)[number];
/** How a showroom lays its content out: one tab per kind, or every kind in sections down one page. */
export const SHOWROOM_LAYOUTS = ['tabs', 'sections'] as const;
/** How a showroom lists its items: a grid of cards, a list with text beside, or one large card a row. */
export const SHOWROOM_LIST_STYLES = ['grid', 'list', 'large'] as const;
export type ShowroomListStyle = (typeof SHOWROOM_LIST_STYLES)[number];
/** The fonts a showroom offers (system stacks: the page downloads no font). */
export const SHOWROOM_FONTS = ['sans', 'serif', 'rounded'] as const;
/** A view id as Atrium gives it: 32 lowercase hex digits (a UUID without hyphens, which a WeChat scene holds). */
export const VIEW_ID_PATTERN = /^[a-f0-9]{32}$/;
/** A new, unguessable view id (VIEW_ID_PATTERN): what publishing an app, a plan or a hall gives it once. */
export const newViewId = (): string => crypto.randomUUID().replaceAll('-', '');
/** The public showroom's address of a view id (spec §2 `/smartStore/` prefix). */
export const showroomPath = (viewuuid: string) => `/smartStore/${viewuuid}`;
