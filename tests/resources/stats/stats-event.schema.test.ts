import { describe, expect, it } from 'vitest';
import { STATS_BATCH_MAX, statsRecordBodySchema, withinEventWindow } from '../../../resources/stats/stats-event.schema.ts';

const DAY = 24 * 60 * 60 * 1000;
const event = (extra: Record<string, unknown> = {}) => ({
  source_type: 'planView',
  use_at: new Date(Date.now() - 60_000).toISOString(),
  viewer_id: 'v-1',
  plan_id: 7,
  ...extra,
});
const errorsOf = (body: unknown) => {
  const result = statsRecordBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a statistics event', () => {
  it('takes an event about content, with its defaults', () => {
    const parsed = statsRecordBodySchema.parse({ events: [event({ store_id: 3, sale_id: 4, province: 'Zhejiang', city: 'Hangzhou' })] });
    expect(parsed.events[0]).toMatchObject({ channel: 0, environment: 'production', plan_id: 7, store_id: 3 });
  });

  it('accepts events up to 7 days old and a minute ahead, no more', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(withinEventWindow(new Date(now - 7 * DAY).toISOString(), now)).toBe(true);
    expect(withinEventWindow(new Date(now - 7 * DAY - 1).toISOString(), now)).toBe(false);
    expect(withinEventWindow(new Date(now + 60_000).toISOString(), now)).toBe(true);
    expect(withinEventWindow(new Date(now + 60_001).toISOString(), now)).toBe(false);
    expect(errorsOf({ events: [event({ use_at: new Date(Date.now() - 8 * DAY).toISOString() })] })).toEqual(['events.0.use_at: validation.statsEventWindow']);
  });

  it('refuses an event about nothing, unknown keys, a bad channel and batches out of range', () => {
    expect(errorsOf({ events: [event({ plan_id: undefined })] })).toEqual(['events.0.application_id: validation.statsEventContent']);
    expect(errorsOf({ events: [event({ merchant_id: 2 })] })).toHaveLength(1);
    expect(errorsOf({ events: [event({ channel: 6 })] })).toHaveLength(1);
    expect(errorsOf({ events: [] })).toHaveLength(1);
    expect(errorsOf({ events: Array.from({ length: STATS_BATCH_MAX + 1 }, () => event()) })).toHaveLength(1);
    expect(errorsOf({ events: [event({ viewer_id: 'a b' })] })).toHaveLength(1);
  });
});
