import type { Page } from 'playwright-core';
import { BARE_DIGIT, englishPhrase, HAN, ID_PLACEHOLDER, INTERNAL_ID } from '../../helpers/shown-words.ts';

/**
 * Words a user should never read on an analytics page (issue 34, "numbers and names a user can
 * trust"): an id where a name belongs ("Store #1", "account:7"), a channel as its bare digit; and on
 * every page (issue 35) text of the other script: Chinese in English, English phrases in Chinese,
 * that is not the user's own data. What users typed
 * (names, titles, regions' own spelling) is marked `translate="no"` by the cells that show it, the
 * HTML way of saying "not interface text", and is left out.
 */

/** The analytics pages: the home page and its drill-downs, the data cockpit and the large screen. */
export const isAnalyticsPage = (path: string) => path.startsWith('/homeData') || path.startsWith('/dataCockpit');

/** What the check reads of the page: the visible interface text, and the cells of each "Channel" column. */
interface PageText {
  text: string;
  /** The same text node by node: a phrase is looked for within one node, not across two. */
  texts?: string[];
  channelCells: string[];
}

/**
 * Text of another script where it does not belong, on any page (issue 35 "one language"): Chinese
 * characters in the English interface, English phrases in the Chinese one (shown-words.ts says
 * what counts as a phrase: two Latin words or more, brands and codes aside). The user's data is
 * not read: it sits under translate="no" (a record's name, a typed text, a reference).
 */
export function scriptProblems(texts: readonly string[], locale: string): string[] {
  for (const text of texts) {
    if (locale.startsWith('en')) {
      const han = HAN.exec(text);
      if (han) return [`Chinese characters in the English interface: "${around(text, han.index)}"`];
    } else if (locale.startsWith('zh')) {
      const phrase = englishPhrase(text);
      if (phrase) return [`English words in the Chinese interface: "${phrase}" in "${around(text, text.indexOf(phrase))}"`];
    }
  }
  return [];
}

/** Problems of one analytics page's text; pure, so the rules are shown on their own (tests/e2e/tour/text-check.test.ts). */
export function textProblems({ text, texts, channelCells }: PageText, locale: string): string[] {
  const problems: string[] = [];
  const id = ID_PLACEHOLDER.exec(text);
  if (id) problems.push(`an id shown where a name belongs: "${around(text, id.index)}"`);
  const account = INTERNAL_ID.exec(text);
  if (account) problems.push(`an internal id shown: "${around(text, account.index)}"`);
  const digit = channelCells.find((cell) => BARE_DIGIT.test(cell.trim()));
  if (digit !== undefined) problems.push(`a channel shown as its bare digit: "${digit}"`);
  return [...problems, ...scriptProblems(texts ?? [text], locale)];
}

const around = (text: string, at: number) => text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ');

/** Reads the page as a user sees it: visible text outside `translate="no"`, and the cells under each "Channel" header. */
export async function readPageText(page: Page, channelHeader: string): Promise<PageText> {
  return page.evaluate((header) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Controls hold what the user typed or picked; code and pre show codes, not words.
      if (!parent || parent.closest('[translate="no"], script, style, noscript, input, textarea, code, pre, [contenteditable="true"]') || !visible(parent))
        continue;
      parts.push(node.textContent ?? '');
    }
    const channelCells: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      const headers = [...table.querySelectorAll('thead th')];
      const column = headers.findIndex((th) => th.textContent?.trim() === header);
      if (column < 0) continue;
      for (const row of table.querySelectorAll('tbody tr')) {
        const cell = row.children[column];
        if (cell && !cell.closest('[translate="no"]')) channelCells.push(cell.textContent ?? '');
      }
    }
    return { text: parts.join(' '), texts: parts, channelCells };
  }, channelHeader);
}
