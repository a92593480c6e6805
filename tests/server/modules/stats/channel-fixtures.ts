/** What the channel-filter tests of the statistics share: the days they read, the groups, the bodies they send. */

export type Body = Record<string, unknown>;
export type Figures = Record<string, number>;

export const DAY = 86_400_000;
/** A day `back` days before today in Shanghai (Demo Living's zone), as YYYY-MM-DD. */
export const shanghaiDay = (back: number) => new Date(Date.now() + 8 * 3_600_000 - back * DAY).toISOString().slice(0, 10);
/** The channel groups of spec §7: 1 = [0,1], 2 = [2], 3 = [3,4,5]. */
export const GROUPS = [1, 2, 3] as const;
export const withChannel = (body: Body, channel?: number) => (channel === undefined ? body : { ...body, channel });
export const page = { from: 0, size: 100 };
