import type { Page } from 'playwright-core';

/**
 * Tables that fit the screen (issue 35): on every page the tour visits, at 1440 px, no table
 * header or cell may cut its text without an ellipsis ("Submitt" for "Submitted"), and no cell may
 * sit under a fixed column (the Actions column pinned at the right over "Public library"). A list
 * whose default columns do not fit the window fails here; the columns a user adds later scroll
 * under the fixed column as in any ant-design table, which is why only the default view is judged.
 */

/** What the page measured of one visible table cell (a header or a body cell). */
export interface MeasuredCell {
  /** The header text of the cell's column ("" for the selection column). */
  column: string;
  /** The cell's text as shown. */
  text: string;
  /** The cell or an element in it holds wider text than it shows, without an ellipsis. */
  clippedWithoutEllipsis: boolean;
  /** Pixels of the cell's part visible in its scroll box that lie under a fixed column of its row (0 when none). */
  coveredBy: number;
  /** Pixels of the cell cut off by the right edge of its table's box while the cell starts inside it (0 when none). */
  cutAtEdge: number;
}

/** Pixels of rounding a measure may be off by. */
const SLACK = 1;

/**
 * Problems of one page's tables, one per column and kind, naming the page, the column and the
 * first text so found; pure, so the rules are shown on their own (cell-check.test.ts).
 */
export function cellProblems(page: string, cells: readonly MeasuredCell[]): string[] {
  const problems = new Map<string, string>();
  const note = (cell: MeasuredCell, kind: string, problem: string) => {
    const key = `${cell.column}\u0000${kind}`;
    if (!problems.has(key)) problems.set(key, `${page}: column "${cell.column || '(untitled)'}", "${cell.text.slice(0, 60)}" ${problem}`);
  };
  for (const cell of cells) {
    if (cell.clippedWithoutEllipsis) note(cell, 'clipped', 'is cut without an ellipsis');
    if (cell.coveredBy > SLACK) note(cell, 'covered', `lies ${Math.round(cell.coveredBy)} px under the fixed column`);
    if (cell.cutAtEdge > SLACK) note(cell, 'edge', `is cut ${Math.round(cell.cutAtEdge)} px by the table's right edge`);
  }
  return [...problems.values()];
}

/**
 * Measures every visible table of the page: for each header and body cell, whether its text (or
 * any element of it holding text) is wider than its box with no `text-overflow: ellipsis`, and
 * how far its part inside the table's scroll box reaches under a fixed cell of the same row.
 */
export async function measureCells(page: Page): Promise<MeasuredCell[]> {
  return page.evaluate((slack) => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const FIXED = '.ant-table-cell-fix-left, .ant-table-cell-fix-right';
    /** An element that cuts its text: wider inside than out, not scrollable on purpose, no "…". */
    const cuts = (element: HTMLElement) => {
      if (element.clientWidth === 0 || element.scrollWidth <= element.clientWidth + slack) return false;
      const style = getComputedStyle(element);
      if (style.textOverflow === 'ellipsis' || style.overflowX === 'auto' || style.overflowX === 'scroll') return false;
      return (element.innerText ?? '').trim() !== '';
    };
    const cells: Array<{ column: string; text: string; clippedWithoutEllipsis: boolean; coveredBy: number; cutAtEdge: number }> = [];
    for (const table of document.querySelectorAll('table')) {
      if (!shown(table)) continue;
      // A scrolling antd table draws its header in a table of its own: its titles are those of the body's columns.
      const wrapper = table.closest('.ant-table') ?? table;
      const titleRow = [...wrapper.querySelectorAll('thead > tr')].at(-1);
      const titles: string[] = [];
      for (const th of titleRow?.children ?? [])
        for (let span = 0; span < ((th as HTMLTableCellElement).colSpan || 1); span += 1) titles.push((th as HTMLElement).innerText.trim());
      const box = (table.closest('.ant-table-content, .ant-table-body, .ant-table-header') ?? table.parentElement ?? table).getBoundingClientRect();
      const rows = [...table.querySelectorAll(':scope > thead > tr, :scope > tbody > tr')].filter(
        (row) => !row.matches('.ant-table-measure-row, .ant-table-placeholder') && row.getAttribute('aria-hidden') !== 'true' && shown(row),
      );
      for (const row of rows) {
        const fixed = [...row.children].filter((cell) => cell.matches(FIXED) && shown(cell)).map((cell) => cell.getBoundingClientRect());
        let index = 0;
        for (const cell of row.children as HTMLCollectionOf<HTMLTableCellElement>) {
          const column = titles[index] ?? '';
          index += cell.colSpan || 1;
          if (!shown(cell) || cell.classList.contains('ant-table-selection-column')) continue;
          const text = cell.innerText.replace(/\s+/g, ' ').trim();
          const clippedWithoutEllipsis = [cell, ...cell.querySelectorAll<HTMLElement>('*')].some((element) => shown(element) && cuts(element));
          const rect = cell.getBoundingClientRect();
          let coveredBy = 0;
          if (!cell.matches(FIXED)) {
            // Only the part the scroll box shows can be covered; what is scrolled away is not on screen at all.
            const left = Math.max(rect.left, box.left);
            const right = Math.min(rect.right, box.right);
            for (const pinned of fixed) coveredBy = Math.max(coveredBy, Math.min(right, pinned.right) - Math.max(left, pinned.left));
          }
          // A cell the box shows only in part ("Submitt"): the default columns are wider than the window.
          const cutAtEdge = rect.left < box.right - slack && text !== '' ? Math.max(0, rect.right - box.right) : 0;
          if (clippedWithoutEllipsis || coveredBy > slack || cutAtEdge > slack) cells.push({ column, text, clippedWithoutEllipsis, coveredBy, cutAtEdge });
        }
      }
    }
    return cells;
  }, SLACK);
}

/**
 * The list's filter labels (issue 35: on the stores and shops pages they wrapped above their
 * inputs with a dangling colon): each label shares its input's line and is one line high.
 */
export async function filterLabelProblems(page: Page, path: string): Promise<string[]> {
  const wrapped = await page.evaluate(() => {
    const found: string[] = [];
    for (const item of document.querySelectorAll('[data-testid="filter-bar"] .ant-form-item')) {
      const label = item.querySelector('.ant-form-item-label');
      const control = item.querySelector('.ant-form-item-control');
      if (!label || !control) continue;
      const labelBox = label.getBoundingClientRect();
      const controlBox = control.getBoundingClientRect();
      if (labelBox.width === 0 || controlBox.width === 0) continue;
      const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight) || 22;
      const above = labelBox.bottom <= controlBox.top + 1;
      const text = label.querySelector('label') as HTMLElement | null;
      const lines = text ? Math.round(text.getBoundingClientRect().height / lineHeight) : 1;
      if (above || lines > 1) found.push((label as HTMLElement).innerText.trim());
    }
    return found;
  });
  return wrapped.map((label) => `${path}: the filter label "${label}" wraps above its input or onto a second line`);
}
