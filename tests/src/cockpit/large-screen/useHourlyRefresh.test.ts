import { describe, expect, it } from 'vitest';
import { AFTER_HOUR_TURN_MS, msUntilNextRefresh } from '../../../../src/cockpit/large-screen/useHourlyRefresh.ts';

const at = (time: string) => Date.parse(`2025-06-10T${time}Z`);
const MINUTE = 60_000;

describe('the hourly refresh', () => {
  it.each([
    ['10:30:00', 30 * MINUTE + AFTER_HOUR_TURN_MS],
    ['10:00:00', AFTER_HOUR_TURN_MS],
    ['10:01:00', AFTER_HOUR_TURN_MS - MINUTE],
    ['10:01:30', 60 * MINUTE],
    ['10:59:59', 1_000 + AFTER_HOUR_TURN_MS],
  ])('at %s waits %d ms: just after the next whole hour', (time, wait) => {
    expect(msUntilNextRefresh(at(time))).toBe(wait);
  });
});
