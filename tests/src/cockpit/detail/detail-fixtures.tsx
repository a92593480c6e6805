import type { DataProvider } from '@refinedev/core';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { SessionState } from '../../../../providers/session-store.ts';
import type { RouteEntry } from '../../../../resources/routes/route-table.ts';
import { renderSignedIn } from '../../render-signed-in.tsx';

const period = {
  begin_time: '2025-06-04 00:00:00',
  end_time: '2025-06-10 23:59:59',
  time_zone: 'Asia/Shanghai',
  days: 7,
  current_to: '2025-06-10T06:00:00.000Z',
};

const event = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  merchant_id: 1,
  source_type: 'view',
  use_at: '2025-06-10T02:00:00.000Z',
  channel: 2,
  viewer_id: `wx-${id}`,
  store_id: 3,
  sale_id: 5,
  content_kind: 'commodity',
  content_id: 7,
  use_time: 20,
  stay_time: 30,
  province: '44',
  city: '440300',
  // What the ids name (issue 34), as the server answers it.
  merchant_name: 'Demo Living',
  store_name: 'Flagship',
  store_deleted: false,
  sale_name: 'Lily Chen',
  sale_deleted: false,
  sale_account_kind: 'sub',
  content_title: 'Oak sofa',
  content_deleted: false,
  viewer_account_id: null,
  viewer_name: null,
  viewer_deleted: false,
  viewer_account_kind: null,
  visitor_code: '3f2a9c',
  ...extra,
});

/** The search call's buckets per grouping: two stores (one since deleted, and events of none), raw channels 0, 1 and 4. */
const buckets: Record<string, { key: string; events: number; name?: string | null; deleted?: boolean }[]> = {
  day: [
    { key: '2025-06-09', events: 30 },
    { key: '2025-06-10', events: 70 },
  ],
  hour: [
    { key: '2025-06-09 10:00', events: 30 },
    { key: '2025-06-10 10:00', events: 50 },
    { key: '2025-06-10 11:00', events: 20 },
  ],
  source_type: [{ key: 'view', events: 100 }],
  channel: [
    { key: '0', events: 10 },
    { key: '1', events: 30 },
    { key: '4', events: 60 },
  ],
  store: [
    { key: '0', events: 5 },
    { key: '3', events: 75, name: 'Flagship', deleted: false },
    { key: '4', events: 20, name: null, deleted: true },
  ],
  sale: [{ key: '5', events: 100, name: 'Lily Chen', deleted: false }],
};

export type Call = { url: string; method: string; query?: Record<string, unknown>; payload?: Record<string, unknown> };
type Options = {
  events?: number;
  empty?: boolean;
  fail?: () => boolean;
  prepare?: { rows: number; truncated: boolean };
  /** Each listed event's own fields (its names), by its place in the page. */
  eventOf?: (index: number) => Record<string, unknown>;
};

/** The statistics API the detail pages call, answering fixed pages; `fail` makes the search and detail calls fail while it says so. */
export function fakeDetailApi({ events = 2, empty = false, fail = () => false, prepare = { rows: 42, truncated: false }, eventOf = () => ({}) }: Options = {}) {
  const custom = vi.fn(async (call: Call) => {
    if (call.url.endsWith('/stats/search')) {
      if (fail()) throw { message: 'The statistics service is down', statusCode: 500 };
      const group = String(call.payload?.group_by);
      const rows = empty ? [] : (buckets[group] ?? []).map((row) => ({ ...row, views: row.events, logins: 1, use_time: 60 }));
      return { data: { period, group_by: group, buckets: rows } };
    }
    if (call.url.endsWith('/stats/detail')) {
      if (fail()) throw { message: 'The statistics service is down', statusCode: 500 };
      const list = empty ? [] : Array.from({ length: Math.min(events, Number(call.payload?.size ?? 20)) }, (_, i) => event(i + 1, eventOf(i)));
      return { data: { period, total: empty ? 0 : events, list } };
    }
    if (call.url.endsWith('/store/rankHistory/detail')) return { data: { period, total: 1, list: [{ key: '3', id: 3, name: 'Flagship', events: 75 }] } };
    if (call.url.endsWith('/sale/rankHistory/detail')) return { data: { period, total: 1, list: [{ key: '5', id: 5, name: 'Lily Chen', events: 100 }] } };
    if (call.url.endsWith('/export/prepare')) return { data: { ...prepare, max_rows: 10_000 } };
    if (call.url.endsWith('/detailExport')) return { data: { id: 9, status: 'queued' } };
    throw new Error(`unexpected call ${call.url}`);
  });
  return { custom, getApiUrl: () => '/api' } as unknown as DataProvider & { custom: typeof custom };
}

/** The calls made to a path, in order. */
export const callsTo = (api: ReturnType<typeof fakeDetailApi>, path: string) =>
  api.custom.mock.calls.map(([call]) => call).filter((call) => call.url.endsWith(path));

const routes: RouteEntry[] = [
  { path: '/dataCockpit', children: [{ path: '/dataCockpit/analyticsDetail' }, { path: '/dataCockpit/dataDetail' }] } as RouteEntry,
];

/** Renders `ui` at `path` signed in as a merchant holding every cockpit page (export too, unless `canExport` is false). */
export function renderDetail(api: DataProvider, ui: ReactNode, path: string, canExport = true) {
  const profile = { id: 1, role_tag: 'seller_default', permission: ['/dataCockpit/*'] };
  const checker = { can: (_page: string, action: string) => canExport || action !== 'export' };
  const state = { profile, checker, routes, landing: '/dataCockpit/analyticsDetail' } as unknown as SessionState;
  return renderSignedIn(ui, api, state, path);
}
