import { USAGE_STATS_TYPES } from './stats-usage.schema.ts';

/**
 * The event kinds (`source_type`) the product's own senders use. Ingestion accepts any kind that
 * matches its pattern (an app may send kinds of its own); these are the ones the demo seed and the
 * bench write, so that every screen has something to show and name.
 */

/** What a viewer does with a piece of content in a showroom app, mini-program or H5 page. */
export const CONTENT_SOURCE_TYPES = ['view', 'share', 'favorite'] as const;
export type ContentSourceType = (typeof CONTENT_SOURCE_TYPES)[number];

/**
 * The event kinds of marketing (issue 17: coupon and activity events as ingestion records them):
 * a viewer claims a coupon (`claim`, with its coupon_id) or signs up for an activity (`signup`,
 * with its activity_id). Ingestion takes any kind; these are the names the marketing page counts.
 */
export const MARKET_SOURCE_TYPES = ['claim', 'signup'] as const;

/**
 * A kind that carries the stay time of a view sent earlier, when the visitor leaves: the public
 * showroom (src/showroom/stats-recorder.ts) cannot know how long a view lasts when it sends it, so
 * it sends `view` on opening and `stay` (with `stay_time` in seconds, same viewer and subject) on
 * leaving, once per time the page stops being seen. A stay is never a view or an event of its own
 * in counts (events, views, content rankings, regions, visitors, a customer's visits, the event log
 * and the customer timeline leave it out), its stay_time counts in every stay-time sum, and a kind
 * filter or split of `view` (STAY_CARRIES) takes it with the views whose time it carries.
 */
export const STAY_SOURCE_TYPE = 'stay';
/** The kind whose stay time a stay carries: what it is shown and filtered as. */
export const STAY_CARRIES = 'view' satisfies ContentSourceType;

/**
 * Every kind the demo data holds: content events (`view` with `stay_time` and `use_time` in
 * seconds, `share`, `favorite`, each naming one commodity, album, video or document) and the
 * usage timer's records of each seller account.
 */
export const DEMO_SOURCE_TYPES = [...CONTENT_SOURCE_TYPES, ...USAGE_STATS_TYPES] as const;

/**
 * The regions demo and bench events come from, as events store them (issue 34: the GB/T 2260 codes
 * of the province and the city, resources/stats/cities.ts): 深圳, 广州, 杭州, 上海, 北京, 成都, 南京, 武汉.
 */
export const DEMO_REGIONS = [
  ['44', '440300'],
  ['44', '440100'],
  ['33', '330100'],
  ['31', '310100'],
  ['11', '110100'],
  ['51', '510100'],
  ['32', '320100'],
  ['42', '420100'],
] as const;
