import { describe, expect, it } from 'vitest';
import { MAP_SHADES, NO_VISITORS, shadeOf, shadeSteps } from '../../../../src/cockpit/large-screen/province-colours.ts';

describe('the map’s shades', () => {
  it('widens its steps as counts grow, so provinces far behind the first still differ', () => {
    const steps = shadeSteps(1_000);
    expect(steps.map((step) => [step.from, step.to])).toEqual([
      [1, 40],
      [41, 160],
      [161, 360],
      [361, 640],
      [641, 1_000],
    ]);
    expect(shadeOf(1_000, steps)).toBe(MAP_SHADES[4]);
    expect(shadeOf(30, steps)).toBe(MAP_SHADES[0]);
    expect(shadeOf(100, steps)).toBe(MAP_SHADES[1]);
    expect(shadeOf(0, steps)).toBe(NO_VISITORS);
  });

  it('keeps only steps that hold a count when there are few, and none without any', () => {
    expect(shadeSteps(3).map((step) => [step.from, step.to])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(shadeSteps(0)).toEqual([]);
    expect(shadeOf(5, [])).toBe(NO_VISITORS);
  });
});
