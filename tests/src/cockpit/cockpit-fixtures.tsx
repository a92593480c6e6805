import type { DataProvider } from '@refinedev/core';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { SessionState } from '../../../providers/session-store.ts';
import type { StatsFigures } from '../../../resources/stats/stats-query.schema.ts';
import { period } from '../home/home-fixtures.tsx';
import { englishI18n } from '../render-in-app.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';

const figures = (views: number): StatsFigures => ({ events: views + 100, views, stay_time: 7_500, logins: 12, use_time: 3_600, active_sales: 3 });

export type Call = { url: string; method: string; payload?: Record<string, unknown> };

/** The answer of each cockpit call: figures that grow with the channel group asked for, so a test can tell them apart. */
function answer(call: Call) {
  const body = call.payload ?? {};
  const path = call.url.replace('/admin-api/kuxiaoju/stats/', '');
  const views = 1_000 + Number(body.channel ?? 0) * 10;
  const row = (name: string, events: number) => ({ key: name, id: events, name, events, use_time: events * 60, logins: 2, stay_time: 600 });
  switch (path) {
    case 'statsType/total':
      return { period, figures: figures(views), previous: figures(800), by_type: [{ source_type: 'view', events: views, use_time: 0, stay_time: 10 }] };
    case 'statsType/timingHistory':
      return { period, grain: 'hour', buckets: [{ time: '2025-06-10 00:00', source_type: 'view', events: 5, views: 5, logins: 0, use_time: 0 }] };
    case 'visitors':
      return {
        period,
        visitors: 40,
        new_visitors: 30,
        returning_visitors: 10,
        visits: 95,
        visits_per_visitor: [
          { bucket: '1', visitors: 25 },
          { bucket: '2-3', visitors: 15 },
        ],
      };
    case 'content-kind/total':
      return { period, kinds: ['commodity', 'coupon', 'activity'].map((kind, index) => ({ kind, events: kind === 'commodity' ? 900 : 0, stay_time: index })) };
    case 'map-detail':
      return { period, provinces: [{ province: '44', events: 70 }], list: [{ province: '44', city: '440300', events: 70 }], total: 1 };
    case 'detail':
      return { period, list: [], total: 0 };
    default:
      return { period, list: [row(`${path} first`, 50), row(`${path} second`, 20)], total: 12_345 };
  }
}

/**
 * Resolves once the English catalogue is in, for a file to await at its top (`await englishLoaded()`):
 * a busy machine may take a while to import it, and importing a test file has no clock to run out,
 * where a hook would have one.
 */
export async function englishLoaded(): Promise<void> {
  const i18n = await englishI18n();
  if (i18n.exists('cockpit.export')) return;
  await new Promise<void>((resolve) => {
    const loaded = () => {
      if (!i18n.exists('cockpit.export')) return;
      i18n.off('loaded', loaded);
      resolve();
    };
    i18n.on('loaded', loaded);
    loaded();
  });
}

/** The statistics API of the cockpit pages; `custom` records every call, `mutate` every export started. */
export function fakeCockpitApi() {
  const custom = vi.fn(async (call: Call) => {
    if (call.url.endsWith('/export')) return { data: { id: 9, kind: 'stats-export', status: 'queued' } };
    return { data: answer(call) };
  });
  return { custom, getApiUrl: () => '/api' } as unknown as DataProvider & { custom: typeof custom };
}

/** The urls the page asked for, without the admin prefix. */
export const calledPaths = (api: ReturnType<typeof fakeCockpitApi>) =>
  api.custom.mock.calls.map(([call]) => call.url.replace('/admin-api/kuxiaoju/stats/', ''));

/** Renders a cockpit page at `path` as a merchant (every action) or a guide (customerAnalytics read only, no export). */
export function renderCockpit(ui: ReactNode, api: DataProvider, path: string, who: 'merchant' | 'guide' = 'merchant') {
  const guide = who === 'guide';
  const profile = { id: 1, role_tag: guide ? 'seller_sale' : 'seller_default', permission: [guide ? '/dataCockpit/customerAnalytics' : '/dataCockpit/*'] };
  const checker = { can: (_page: string, action: string) => !guide || action === 'read' };
  const routes = [{ path: '/dataCockpit', children: [{ path: path.split('?')[0] }] }];
  const state = { profile, checker, routes, landing: path } as unknown as SessionState;
  return renderSignedIn(ui, api, state, path);
}
