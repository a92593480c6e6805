import { describe, expect, it } from 'vitest';
import { DURATION_STEPS, durationAxis, durationStep, durationTicks, formatDurationTick } from '../../../src/home/duration-axis.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';

const en = await createI18n('en');
const zh = await createI18n('zh');
const MINUTE = 60;
const HOUR = 3_600;

describe('the ticks of a duration axis', () => {
  it.each([
    [3, [0, 1, 2, 3]],
    [40, [0, 10, 20, 30, 40]],
    [100, [0, 30, 60, 90, 120]],
    [7 * MINUTE, [0, 2, 4, 6, 8].map((m) => m * MINUTE)],
    [50 * MINUTE, [0, 15, 30, 45, 60].map((m) => m * MINUTE)],
    [5_000, [0, 30, 60, 90].map((m) => m * MINUTE)],
    [20_000, [0, 2, 4, 6].map((h) => h * HOUR)],
    // 41 h 40 min: twelve hours a step, never "11 h 6 min".
    [150_000, [0, 12, 24, 36, 48].map((h) => h * HOUR)],
    [300 * HOUR, [0, 100, 200, 300].map((h) => h * HOUR)],
  ])('span %i s at a round step from 0 to the first round value past it', (max, ticks) => {
    expect(durationTicks(max)).toEqual(ticks);
  });

  it('step at 1, 2, 5, 10, 15, 30 seconds or minutes, then whole hours', () => {
    expect(DURATION_STEPS.slice(0, 12)).toEqual([1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1_800]);
    for (const max of [1, 7, 59, 61, 599, 3_599, 3_601, 86_399, 86_401, 1_000_000, 123_456_789]) {
      const ticks = durationTicks(max);
      const step = ticks[1];
      expect(ticks.length - 1, String(max)).toBeLessThanOrEqual(4);
      expect(ticks.at(-1), String(max)).toBeGreaterThanOrEqual(max);
      // Each step is the smallest round one that fits: the one before it would need more than four.
      const before = [...DURATION_STEPS].reverse().find((candidate) => candidate < step);
      if (before !== undefined) expect(Math.ceil(max / before), String(max)).toBeGreaterThan(4);
      if (step >= HOUR) expect(step % HOUR).toBe(0);
    }
    expect(durationStep(1_000 * HOUR, 4)).toBe(500 * HOUR);
  });

  it('take the count of steps asked for, and draw an axis up to a minute when there is nothing', () => {
    expect(durationTicks(150_000, 2)).toEqual([0, 24 * HOUR, 48 * HOUR]);
    expect(durationTicks(0)).toEqual([0, 15, 30, 45, 60]);
    expect(durationTicks(Number.NaN)).toEqual([0, 15, 30, 45, 60]);
  });
});

describe('the labels of a duration axis', () => {
  it('say each round value as shortly as it is round, in the reader’s language', () => {
    const label = (seconds: number) => formatDurationTick(en.t, seconds);
    expect([0, 30, 90, 5 * MINUTE, 2 * HOUR, 90 * MINUTE, 1_200 * HOUR].map(label)).toEqual([
      '0',
      '30 s',
      '1 min 30 s',
      '5 min',
      '2 h',
      '1 h 30 min',
      '1,200 h',
    ]);
    expect(formatDurationTick(zh.t, 24 * HOUR)).toBe('24 小时');
  });

  it('are the options a chart of durations takes: the scale up to the top tick, the ticks and their labels', () => {
    const { scale, axis } = durationAxis(en.t, [150_000, 90_000, 0]);
    expect(scale).toEqual({ domain: [0, 48 * HOUR], nice: false });
    expect(axis.tickMethod()).toEqual([0, 12, 24, 36, 48].map((h) => h * HOUR));
    expect(axis.tickMethod().map(axis.labelFormatter)).toEqual(['0', '12 h', '24 h', '36 h', '48 h']);
  });
});
