import { screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { VisitorsSection } from '../../../src/cockpit/VisitorsSection.tsx';
import { counted } from '../../../src/home/stats-format.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { englishLoaded, fakeCockpitApi, renderCockpit } from './cockpit-fixtures.tsx';

// jsdom has no canvas; the chart's wrapper still names its values.
vi.mock('@ant-design/charts', () => ({ Area: () => null, Pie: () => null, Bar: () => null, Column: () => null }));

await englishLoaded();
const [en, zh, zhEdu, es, ja] = await Promise.all((['en', 'zh', 'zhEdu', 'es', 'ja'] as const).map(createI18n));

/** The analytics detail page's total, as it composes it (AnalyticsDetailPage.tsx). */
const total = (t: TFunction, events: number, groups: number) =>
  t('cockpitDetail.total', { events: t('cockpitDetail.eventCount', counted(events)), groups: t('cockpitDetail.groupCount', counted(groups)) });

describe('a count followed by a noun', () => {
  it('takes the noun’s plural form by the count: "1 event in 1 group", "1,630 events in 3 groups"', () => {
    expect(total(en.t, 1_630, 1)).toBe('1,630 events in 1 group');
    expect(total(en.t, 1, 3)).toBe('1 event in 3 groups');
    expect(total(es.t, 1, 1)).toBe('1 evento en 1 grupo');
    expect(total(es.t, 1_630, 2)).toBe('1,630 eventos en 2 grupos');
    expect(en.t('cockpitDetail.export.rows', counted(1))).toBe('The export will hold 1 event of the period and filters shown.');
    expect(en.t('cockpitDetail.export.rows', counted(1_234))).toBe('The export will hold 1,234 events of the period and filters shown.');
    expect(en.t('largeScreen.provinceEvents', { province: 'Guangdong', ...counted(1) })).toBe('Guangdong: 1 event');
    expect(es.t('largeScreen.provinceEvents', { province: 'Guangdong', ...counted(2) })).toBe('Guangdong: 2 eventos');
  });

  it('reads the same in Chinese and Japanese, which have one form, school Chinese included', () => {
    expect([total(zh.t, 1, 1), total(zh.t, 1_630, 3)]).toEqual(['共 1 个事件，1 组', '共 1,630 个事件，3 组']);
    // zhEdu is no locale Intl knows: it counts in English forms, and the Chinese catalogue has both.
    expect(total(zhEdu.t, 1, 1)).toBe('共 1 个事件，1 组');
    expect([total(ja.t, 1, 1), total(ja.t, 1_630, 3)]).toEqual(['1 グループ、1 件のイベント', '3 グループ、1,630 件のイベント']);
  });

  it('names the visit buckets of customer analytics by their upper end: "1 visit", "2-3 visits"', async () => {
    renderCockpit(<VisitorsSection filter={{ choice: { period: 'today' } }} />, fakeCockpitApi(), '/dataCockpit/customerAnalytics');
    const visitors = await screen.findByTestId('visitors');
    expect(await within(visitors).findByRole('img', { name: 'Visitors by visits paid: 1 visit 25, 2-3 visits 15' })).toBeTruthy();
  });
});
