import type { TFunction } from 'i18next';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../resources/constants.ts';
import { formatThousands } from '../../resources/format/numbers.ts';

/** The page sizes every list's pager offers. */
export const LIST_PAGE_SIZES = [10, 20, DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE];

/** A pager's "Total: 1,234" (spec §9 thousands separators); "about" when the server only estimated it. */
export const listTotalText = (t: TFunction, total: number, estimate = false): string =>
  t(estimate ? 'engine.totalAbout' : 'engine.total', { total: formatThousands(total) });
