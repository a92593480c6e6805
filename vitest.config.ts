import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/resources/**/*.test.ts', 'tests/src/lib/**/*.test.ts'],
          globalSetup: ['./tests/helpers/global-setup.ts'],
          // argon2 hashing and real PostgreSQL: generous but bounded.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
