import { describe, expect, it } from 'vitest';
import type { StatsRankRow } from '../../../resources/stats/stats-query.schema.ts';
import type { RankSection } from '../../../src/cockpit/cockpit-pages.ts';
import { rankLinkOf } from '../../../src/cockpit/RankSectionCard.tsx';

/** A link function that names what it was asked for, as useRecordLinks would answer a session holding every page. */
const link = (resources: string | readonly string[], id: number | null | undefined) => `${[resources].flat().join('|')}#${id}`;
const row = (extra: Partial<StatsRankRow>): StatsRankRow => ({ key: 'k', name: 'Name', events: 1, ...extra });
const section = (id: string) => ({ id }) as RankSection;

describe("the cockpit rankings' names link to their records (issue 34)", () => {
  it('links content to its resource, guides to their accounts, stores to the store, and tags nowhere', () => {
    expect(rankLinkOf(section('content'), link)(row({ kind: 'commodity', id: 7 }))).toBe('commodities#7');
    expect(rankLinkOf(section('guidePlans'), link)(row({ kind: 'plan', id: 3 }))).toBe('plans#3');
    expect(rankLinkOf(section('guides'), link)(row({ id: 5 }))).toBe('sub-accounts|sub-seller-accounts|merchant-sub-accounts#5');
    expect(rankLinkOf(section('stores'), link)(row({ id: 2 }))).toBe('stores#2');
    expect(rankLinkOf(section('tags'), link)(row({ key: 'wood:Oak' }))).toBeUndefined();
  });
});
