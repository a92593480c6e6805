import type { Page } from 'playwright-core';
import { BARE_DIGIT, HAN, ID_PLACEHOLDER, INTERNAL_ID } from '../../helpers/shown-words.ts';

/**
 * Words a user should never read on an analytics page (issue 34, "numbers and names a user can
 * trust"): an id where a name belongs ("Store #1", "account:7"), a channel as its bare digit, and
 * in an English interface Chinese characters that are not the user's own data. What users typed
 * (names, titles, regions' own spelling) is marked `translate="no"` by the cells that show it, the
 * HTML way of saying "not interface text", and is left out.
 */

/** The analytics pages: the home page and its drill-downs, the data cockpit and the large screen. */
export const isAnalyticsPage = (path: string) => path.startsWith('/homeData') || path.startsWith('/dataCockpit');

/** What the check reads of the page: the visible interface text, and the cells of each "Channel" column. */
interface PageText {
  text: string;
  channelCells: string[];
}

/** Problems of one page's text; pure, so the rules are shown on their own (tests/e2e/tour/text-check.test.ts). */
export function textProblems({ text, channelCells }: PageText, locale: string): string[] {
  const problems: string[] = [];
  const id = ID_PLACEHOLDER.exec(text);
  if (id) problems.push(`an id shown where a name belongs: "${around(text, id.index)}"`);
  const account = INTERNAL_ID.exec(text);
  if (account) problems.push(`an internal id shown: "${around(text, account.index)}"`);
  const digit = channelCells.find((cell) => BARE_DIGIT.test(cell.trim()));
  if (digit !== undefined) problems.push(`a channel shown as its bare digit: "${digit}"`);
  if (locale.startsWith('en')) {
    const han = HAN.exec(text);
    if (han) problems.push(`Chinese characters in the English interface: "${around(text, han.index)}"`);
  }
  return problems;
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
      if (!parent || parent.closest('[translate="no"], script, style, noscript') || !visible(parent)) continue;
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
    return { text: parts.join(' '), channelCells };
  }, channelHeader);
}
