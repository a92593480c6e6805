/** Five shades from deep to bright blue: on the dark wall, the brighter a province, the more visitors. */
export const MAP_SHADES = ['#1f5a9e', '#2277c4', '#2f96e0', '#56baf2', '#a3e9ff'] as const;
/** A province without visitors in the period: visible as land, plainly not a shade. */
export const NO_VISITORS = '#222a36';

export interface ShadeStep {
  colour: string;
  /** The step holds counts above `from` up to `to` (the first one from 1). */
  from: number;
  to: number;
}

/**
 * The legend's steps for counts up to `max`, none when nothing was counted. The steps widen as
 * counts grow (a square-root scale): visitors crowd into a merchant's home province, and equal
 * steps would paint every other province in the first shade.
 */
export function shadeSteps(max: number): ShadeStep[] {
  if (max <= 0) return [];
  // Integer arithmetic: 1000 × (1/5)² in floating point is 40.000…01, one too many.
  const bounds = MAP_SHADES.map((_, index) => Math.ceil((max * (index + 1) ** 2) / MAP_SHADES.length ** 2));
  return MAP_SHADES.map((colour, index) => ({ colour, from: index === 0 ? 1 : bounds[index - 1] + 1, to: bounds[index] })).filter(
    (step) => step.from <= step.to,
  );
}

/** The colour of a province with `events` visitors' events, on the steps of shadeSteps. */
export function shadeOf(events: number, steps: readonly ShadeStep[]): string {
  if (events <= 0 || steps.length === 0) return NO_VISITORS;
  return (steps.find((step) => events <= step.to) ?? steps[steps.length - 1]).colour;
}
