import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
    // Two cores: vitest's default is one worker (cores − 1), which runs the server and browser
    // projects' files one at a time. Two measured 452 s against 710 s for those two projects (the
    // server files wait on PostgreSQL much of the time, so two keep both cores busy). The e2e
    // project runs its files one at a time whatever this says (fileParallelism: false).
    maxWorkers: 2,
    // A failed test fails the run: a retry would hide a flake, which is a defect to fix at its cause.
    retry: 0,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          // Server and browser share the workers first; e2e runs alone after them.
          sequence: { groupOrder: 0 },
          include: [
            'tests/server/**/*.test.ts',
            'tests/resources/**/*.test.ts',
            'tests/src/lib/**/*.test.ts',
            'tests/providers/**/*.test.ts',
            'tests/helpers/**/*.test.ts',
            'tests/scripts/**/*.test.ts',
          ],
          globalSetup: ['./tests/helpers/global-setup.ts'],
          // argon2 hashing and real PostgreSQL: generous but bounded.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'jsdom',
          sequence: { groupOrder: 0 },
          include: ['tests/src/**/*.test.tsx', 'tests/src/**/*.test.ts', 'tests/public/**/*.test.ts'],
          exclude: ['tests/src/lib/**'],
          setupFiles: ['./tests/helpers/jsdom-setup.ts'],
          // refine's packages must go through Vite so they share the test's router (STACK-NOTES.md).
          // Pre-bundling antd, react and refine instead (deps.optimizer.client) was measured: 47 of
          // the 97 files failed (two copies of react and the router) and the project took 614 s against 184 s.
          server: { deps: { inline: [/@refinedev\//] } },
          // A bound, not a budget: an antd form test makes a few dozen renders, each a few hundred ms
          // on a 2-core machine that also runs the server suite and PostgreSQL (CI's npm test).
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          // One Chromium and one server for the run; files one after another keep them calm.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page reload on a loaded 2-core machine takes seconds: what the user waits for, the tests wait for.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
