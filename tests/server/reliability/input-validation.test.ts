import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { checkInputValidation } from './suite/checks/input-validation.ts';
import { openSuite } from './suite/context.ts';
import { INPUT_EXEMPT } from './suite/exemptions.ts';

// Bounded in `npm test`, with a fixed seed so CI is repeatable; `npm run fuzz` (FUZZ_RUNS set) runs
// many more from a fresh seed each time. FUZZ_SEED replays a printed failure.
const runs = Number(process.env.FUZZ_RUNS ?? 6);
const seed = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_RUNS ? Date.now() % 2 ** 31 : 20_261_121));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it(
  `every route: schema-drawn requests never get a 5xx, one-rule-broken mutants get 400/422 (${runs} runs per route, FUZZ_SEED=${seed})`,
  async () => {
    const ctx = await openSuite(t);
    const report = await checkInputValidation(ctx, { runs, seed });
    console.log(report.summary(`input validation (FUZZ_SEED=${seed}, ${runs} runs per route)`));
    expect(report.requests).toBeGreaterThan(ctx.operations.length * runs);
    expect(report.findings).toEqual([]);
    expect(report.unexpected(INPUT_EXEMPT)).toEqual([]);
  },
  // `npm test`'s 6 runs per route take about 10 s alone; `npm run fuzz` sends 50 times as many.
  Math.max(120_000, runs * 4_000),
);
