import { CHANNEL_GROUPS } from '../../resources/stats/stats-event.schema.ts';
import { GUIDE_STORE_MODE } from '../../resources/stats/stats-query.schema.ts';
import { type PeriodChoice, periodQuery } from '../home/stats-period.ts';

/** Spec §7's grouped channels (1 = [0,1], 2 = [2], 3 = [3,4,5]): what the channel filter offers. */
export type ChannelGroup = keyof typeof CHANNEL_GROUPS;
export const CHANNEL_GROUP_IDS = Object.keys(CHANNEL_GROUPS).map(Number) as ChannelGroup[];

/**
 * What each group is, for the labels and the two channel pages. The spec numbers the groups
 * without naming them; the reading taken here: channels 0 and 1 are the showroom app (its default
 * and second build), 2 alone is the mini-program, 3 to 5 are H5 pages (browser, WeChat browser,
 * embedded web view). The channel pages take their group from here and nowhere else.
 */
export const CHANNEL_GROUP_NAMES: Readonly<Record<ChannelGroup, 'app' | 'miniProgram' | 'h5'>> = { 1: 'app', 2: 'miniProgram', 3: 'h5' };
export const MINI_PROGRAM_GROUP: ChannelGroup = 2;
export const H5_GROUP: ChannelGroup = 3;

/**
 * The store-devices mode (spec §7's alternate mapping, channel 0 alone): the showroom app on a
 * store's shared devices. The one channel mode in which a shopping guide sees its whole store
 * rather than its own events (spec §6, GUIDE_STORE_MODE).
 */
export const STORE_DEVICES = 'store';
/** What the channel filter offers: a group, or the store-devices mode. */
export type ChannelChoice = ChannelGroup | typeof STORE_DEVICES;

/** The filters a cockpit page applies: the period, and a channel group (or the store-devices mode) or all channels. */
export interface CockpitFilter {
  choice: PeriodChoice;
  channel?: ChannelChoice;
  /** One event kind (the market page's), sent to the calls that honour it. */
  sourceType?: string;
}

/** The body of an hourly call (figures, trend, event log): the only ones that keep the channel and kind. */
export function hourlyBody({ choice, channel, sourceType }: CockpitFilter) {
  return { ...dayBody({ choice, channel }), ...(sourceType ? { source_type: sourceType } : {}) };
}

/** The body of a day-rollup call (rankings, regions, visitors): the period and the channel (the day tables keep the channel, not the event's kind). */
export function dayBody({ choice, channel }: Pick<CockpitFilter, 'choice' | 'channel'>) {
  const channelFields = channel === STORE_DEVICES ? GUIDE_STORE_MODE : channel ? { channel } : {};
  return { ...periodQuery(choice), ...channelFields };
}

/** The channel an address names (`?channel=2`, `?channel=store`), or none. */
export function channelFromSearch(search: URLSearchParams): ChannelChoice | undefined {
  const text = search.get('channel');
  if (text === STORE_DEVICES) return STORE_DEVICES;
  const value = Number(text);
  return (CHANNEL_GROUP_IDS as number[]).includes(value) ? (value as ChannelGroup) : undefined;
}
