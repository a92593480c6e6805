import type { LoadResult } from './measure.ts';

// How the bench writes its numbers, in one place so that the step log, the table and the JSON read alike.

export const fmt = (n: number) => n.toLocaleString('en-US');

/** Seconds since `since` (a Date.now()), as the step log shows durations. */
export const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

export const rate = (r: LoadResult) => `${r.rps.toFixed(1)} req/s`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
export const mb = (value: number) => `${value.toFixed(0)} MB`;

/** a ÷ b, or null (shown "n/a", never "met") when either side could not be measured. */
export const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? a / b : null);
