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

/**
 * English words left in a Chinese interface: two or more Latin-letter words in a row, each with a
 * lowercase letter ("Review rejected", "Platform operator"). A lone word (a brand, "Excel") and
 * codes in capitals ("SKU", "YYYY-MM-DD", "4K") are how Chinese writes them; brands of more than
 * one word are allowed by name. What the user typed is excluded by where it sits (translate="no").
 */
export const ENGLISH_PHRASE = /[A-Za-z]*[a-z][A-Za-z'’]*(?:[ \t]+[A-Za-z]*[a-z][A-Za-z'’]*)+/g;
/** Names of more than one Latin word that Chinese writes as they are. */
export const LATIN_NAMES = ['Mini Program', 'App Store', 'Google Play', 'Asia Shanghai'];

/** The first English phrase in a text that is not an allowed name, or undefined. */
export function englishPhrase(text: string): string | undefined {
  return [...text.matchAll(ENGLISH_PHRASE)].map((match) => match[0]).find((phrase) => !LATIN_NAMES.some((name) => phrase.includes(name)));
}
