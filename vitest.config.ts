import { defineConfig } from 'vitest/config';

/**
 * Test projects: domain rules, API on embedded PGlite, the same API tests on PostgreSQL when
 * TEST_DATABASE_URL is set, web units in jsdom, and browser journeys in Chromium.
 */
const serverTests = ['packages/server/src/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverGlobalSetup = 'packages/server/src/test/globalSetup.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // *.pg.test.ts need PostgreSQL (several server processes on one database): server-pg runs them.
      // Each migrates one template database per run (globalSetup); every test file's database is a copy of it.
      {
        test: {
          name: 'server',
          include: serverTests,
          exclude: ['**/*.pg.test.ts', '**/node_modules/**'],
          env: { TEST_DB: 'pglite' },
          globalSetup: [serverGlobalSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [{ test: { name: 'server-pg', include: serverTests, env: { TEST_DB: 'postgres' }, globalSetup: [serverGlobalSetup], testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
      {
        test: { name: 'web', include: ['packages/web/src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['packages/web/src/testing/jsdomSetup.ts'] },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
