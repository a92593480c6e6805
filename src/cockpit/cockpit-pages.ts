import { MARKET_SOURCE_TYPES } from '../../resources/stats/stats-kinds.ts';
import { COCKPIT_CALLS } from './cockpit-calls.ts';
import { type ChannelGroup, H5_GROUP, MINI_PROGRAM_GROUP } from './cockpit-filters.ts';

/** A ranking's columns besides its name; the first of `metric` and these is what its chart draws. */
export type RankColumn = 'events' | 'stay_time' | 'use_time' | 'logins' | 'views';

/** A ranking drawn from a detail call: its top in a chart, every row in a drill-down list with its export. */
export interface RankSection {
  kind: 'rank';
  /** Its title is `cockpit.sections.<id>`. */
  id: string;
  url: string;
  metric: 'events' | 'use_time';
  top: number;
  columns: readonly RankColumn[];
  withKind?: boolean;
}

/** The blocks a cockpit page is made of; `figures`, `trend`, `types`, `events` and `market` honour the channel filter. */
export type CockpitSection = { kind: 'figures' | 'trend' | 'types' | 'channels' | 'visitors' | 'regions' | 'events' | 'market' } | RankSection;

export interface CockpitPageConfig {
  /** The page's own texts are `cockpit.pages.<id>`. */
  id: 'customer' | 'store' | 'teach' | 'market' | 'miniProgram' | 'h5';
  /** The route, whose `export` action the export buttons need (ACCESS.md). */
  path: string;
  /** A channel page's group, fixed: it offers no channel filter. */
  channel?: ChannelGroup;
  sections: readonly CockpitSection[];
  /** Event kinds the page is about (the market page's); its trend, channels and events count these only. */
  sourceTypes?: readonly string[];
}

const rank = (id: string, url: string, columns: readonly RankColumn[], extra: Partial<RankSection> = {}): RankSection => ({
  kind: 'rank',
  id,
  url,
  metric: 'events',
  top: 10,
  columns,
  ...extra,
});

const content = rank('content', COCKPIT_CALLS.content, ['stay_time'], { withKind: true });
const tags = rank('tags', COCKPIT_CALLS.tags, [], { top: 5 });
const guides = rank('guides', COCKPIT_CALLS.sellerAccounts, ['logins', 'use_time']);
const guidePlans = rank('guidePlans', COCKPIT_CALLS.salePlans, ['stay_time']);
const sales = rank('sales', COCKPIT_CALLS.sales, ['logins', 'use_time']);
const usage = rank('usage', COCKPIT_CALLS.durations, ['events', 'logins'], { metric: 'use_time' });
const stores = rank('stores', COCKPIT_CALLS.stores, ['logins', 'use_time']);

/** A channel page: the figures, trend, kinds and events the hourly rollup keeps per channel. */
const channelPage = (id: 'miniProgram' | 'h5', channel: ChannelGroup): CockpitPageConfig => ({
  id,
  path: `/dataCockpit/${id}`,
  channel,
  sections: [{ kind: 'figures' }, { kind: 'trend' }, { kind: 'types' }, { kind: 'events' }],
});

/**
 * Every analysis page of the data cockpit (issue 17), declared once: the pages are drawn from these.
 * A guide holds customerAnalytics only, so that page uses only calls of its own page (stats-calls.ts).
 */
export const COCKPIT_PAGES = {
  customer: {
    id: 'customer',
    path: '/dataCockpit/customerAnalytics',
    sections: [{ kind: 'figures' }, { kind: 'trend' }, { kind: 'visitors' }, { kind: 'channels' }, { kind: 'regions' }, content, tags, guides, guidePlans],
  },
  store: {
    id: 'store',
    path: '/dataCockpit/storeAnalytics',
    sections: [{ kind: 'figures' }, { kind: 'trend' }, stores, sales, usage, { kind: 'channels' }],
  },
  teach: {
    id: 'teach',
    path: '/dataCockpit/teachAnalytics',
    sections: [{ kind: 'figures' }, { kind: 'trend' }, sales, usage, guidePlans, guides],
  },
  market: {
    id: 'market',
    path: '/dataCockpit/marketAnalytics',
    sourceTypes: MARKET_SOURCE_TYPES,
    sections: [{ kind: 'market' }, { kind: 'trend' }, { kind: 'channels' }, { kind: 'events' }],
  },
  miniProgram: channelPage('miniProgram', MINI_PROGRAM_GROUP),
  h5: channelPage('h5', H5_GROUP),
} as const satisfies Record<string, CockpitPageConfig>;
