/**
 * Whether a logged statement works out a list's total: a count, or the planner's estimate
 * (EXPLAIN). The page's own statement (`with page_ids …`) counts only the ids of its page.
 */
export function worksOutTotal(sql: string): boolean {
  return /^\s*explain\b/i.test(sql) || (/\bcount\s*\(/i.test(sql) && !/^\s*with page_ids\b/i.test(sql));
}
