import type { DataProvider } from '@refinedev/core';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { SessionState } from '../../../providers/session-store.ts';
import type { RouteEntry } from '../../../resources/routes/route-table.ts';
import type { StatsFigures, StatsHome } from '../../../resources/stats/stats-query.schema.ts';
import { renderSignedIn } from '../render-signed-in.tsx';

/** The period of every statistics answer the component tests fake: one day, current up to 06:00 UTC. */
export const period = {
  begin_time: '2025-06-10 00:00:00',
  end_time: '2025-06-10 23:59:59',
  time_zone: 'Asia/Shanghai',
  days: 1,
  current_to: '2025-06-10T06:00:00.000Z',
};
const zero: StatsFigures = { events: 0, views: 0, stay_time: 0, logins: 0, use_time: 0, active_sales: 0 };

/** A home page answer: 1,250 views against 1,000 before (+25%), 2 h 5 min of stay time, no logins before. */
export function homeAnswer(figures: Partial<StatsFigures> = {}, previous: Partial<StatsFigures> = {}): StatsHome {
  return {
    period,
    figures: { events: 1_600, views: 1_250, stay_time: 7_500, logins: 12, use_time: 3_600, active_sales: 3, ...figures },
    previous: { events: 1_600, views: 1_000, stay_time: 9_000, logins: 0, use_time: 1_800, active_sales: 3, ...previous },
    grain: 'hour',
    trend: [
      { time: '2025-06-10 00:00', events: 10, views: 8, logins: 1, use_time: 60 },
      { time: '2025-06-10 01:00', events: 20, views: 16, logins: 0, use_time: 0 },
    ],
    top_content: [{ key: 'commodity:7', kind: 'commodity', id: 7, name: 'Oak sofa', events: 321, stay_time: 600 }],
    top_tags: [{ key: 'style:1', name: 'Nordic', events: 99 }],
    top_sales: [{ key: '5', id: 5, name: 'Lily Chen', events: 77, use_time: 5_400, logins: 4 }],
  };
}
export const emptyHome = (): StatsHome => ({ ...homeAnswer(), figures: zero, previous: zero, top_content: [], top_tags: [], top_sales: [] });

const merchants = {
  period,
  total: 2,
  list: [
    { key: '1', id: 1, name: 'Demo Living', events: 5_000, views: 4_000, logins: 30, use_time: 7_200, stay_time: 9_000, active_sales: 4 },
    { key: '2', id: 2, name: 'Second Home', events: 700, views: 500, logins: 3, use_time: 600, stay_time: 900, active_sales: 1 },
  ],
};

type Call = { url: string; method: string; query?: Record<string, unknown>; payload?: Record<string, unknown> };

/** The statistics API: `home` answers the home page call (or throws what it throws), the others fixed pages. */
export function fakeStatsApi(home: (call: Call) => StatsHome = () => homeAnswer()) {
  const custom = vi.fn(async (call: Call) => {
    if (call.url.endsWith('/comprehensiveStatsV2')) return { data: home(call) };
    if (call.url.endsWith('/merchantComprehensiveData')) return { data: merchants };
    return { data: { period, total: 0, list: [] } };
  });
  return { custom, getApiUrl: () => '/api' } as unknown as DataProvider & { custom: typeof custom };
}

const homeRoutes = (operator: boolean): RouteEntry[] => [
  {
    path: '/homeData',
    children: [
      { path: '/homeData/stats' },
      ...(operator
        ? [
            { path: '/homeData/dataDetail', hidden: true },
            { path: '/homeData/merchantOperateData', hidden: true },
          ]
        : []),
    ],
  } as RouteEntry,
];

/** Renders `ui` at `path` signed in as the operator (role_tag atrium, /homeData/*) or a merchant (/homeData/stats only). */
export function renderAs(who: 'operator' | 'merchant', api: DataProvider, ui: ReactNode, path = '/homeData/stats') {
  const operator = who === 'operator';
  const profile = { id: 1, role_tag: operator ? 'atrium' : 'seller_default', permission: [operator ? '/homeData/*' : '/homeData/stats'] };
  const state = { profile, checker: { can: () => true }, routes: homeRoutes(operator), landing: '/homeData/stats' } as unknown as SessionState;
  return renderSignedIn(ui, api, state, path);
}
