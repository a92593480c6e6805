import type { z } from 'zod';
import { DETAIL_WINDOW } from '../constants.ts';

/** SECURITY.md §6: a page is served only within the first DETAIL_WINDOW records (`from + size ≤ 10000`). */
export function outsideWindow(page: number, pageSize: number): boolean {
  return (page - 1) * pageSize + pageSize > DETAIL_WINDOW;
}

/** How many of `total` records a pager may offer at this page size: whole pages within the window. */
export function reachableTotal(total: number, pageSize: number): number {
  return Math.min(total, Math.floor(DETAIL_WINDOW / pageSize) * pageSize);
}

/** A `superRefine` for any paged query: a page past the window is a 422 on `page`, never an empty page. */
export function refinePageWindow(query: { page?: number; pageSize?: number }, ctx: z.core.$RefinementCtx): void {
  const { page, pageSize } = query;
  if (page === undefined || pageSize === undefined || !outsideWindow(page, pageSize)) return;
  // `max` beside the message: the error handler fills the message's {{max}} from the issue.
  ctx.addIssue({ code: 'custom', path: ['page'], message: 'validation.pageWindow', params: { max: DETAIL_WINDOW }, max: DETAIL_WINDOW } as never);
}
