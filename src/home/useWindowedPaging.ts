import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATS_DETAIL_MAX_SIZE, STATS_DETAIL_WINDOW } from '../../resources/stats/stats-query.schema.ts';
import { listTotalText } from '../engine/list-pagination.ts';

const PAGE_SIZES = [10, 20, 50, STATS_DETAIL_MAX_SIZE];

/**
 * The rows a pager may reach: the API pages no further than 10,000 rows (spec §7, §9), so the
 * pager offers whole pages up to there and no page the server would refuse.
 */
export function reachableRows(total: number, pageSize: number): number {
  return Math.min(total, Math.floor(STATS_DETAIL_WINDOW / pageSize) * pageSize);
}

/**
 * The page of a statistics detail list, back to the first when the period changes, and the
 * table's pager for a total: whole pages within the 10,000 window, the real total told.
 */
export function useWindowedPaging(period: string) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20, period });
  const current = paging.period === period ? paging : { page: 1, pageSize: paging.pageSize, period };
  const pagination = (total: number): TablePaginationConfig => ({
    current: current.page,
    pageSize: current.pageSize,
    total: reachableRows(total, current.pageSize),
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showTotal: () => listTotalText(t, total),
    onChange: (page, pageSize) => setPaging({ page: pageSize === current.pageSize ? page : 1, pageSize, period }),
  });
  return { current, pagination };
}
