/**
 * What a user should never read where a name or words belong (issue 34), one home for the tour's
 * page check (tests/e2e/tour/text-check.ts) and the analytics exports' check
 * (tests/server/modules/stats/stats-export-words.test.ts).
 */

/** An id where a name belongs: "Album #2", "(#7". */
export const ID_PLACEHOLDER = /(?:^|[\s(（])(#\d+)\b/;
/** An internal id: "account:7", "store:3". */
export const INTERNAL_ID = /\b(?:account|viewer|sale|store):\d+\b/;
/** A channel shown as its bare digit. */
export const BARE_DIGIT = /^\d+$/;
/** Chinese characters, out of place in an English interface. */
export const HAN = /\p{Script=Han}/u;
