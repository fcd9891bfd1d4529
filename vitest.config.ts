import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The server suite runs twice: on SQLite (`server`) and on PostgreSQL (`server-pg`, one throwaway
// cluster per file, docs/decisions/026-postgresql-engine.md). The second run leaves out the files
// that never open a database (nothing would differ) and the ones about SQLite itself.
const ENGINE_FREE = [
  'audit',
  'check-bundle',
  'check-imports',
  'config',
  'delivery-rules',
  'log-secrets',
  'pix-code',
  'pix-key',
  'release',
  'route-preload',
  'scale-report',
  'shared',
  'tracking-code',
  'typos',
  'work-key',
  'zod-pt-br',
];
const SQLITE_ONLY = [
  // Migrations that rewrote rows of SQLite databases that existed before PostgreSQL did.
  'favourites-migration',
  'work-sales-migration',
  // SQLite's statement cache, transactions, crash recovery and the torture script's server.
  'statement-cache',
  'sqlite-transactions',
  'torture-crash',
  'torture',
  'graceful-shutdown',
  // Several processes on one port over one SQLite file, started by the server itself.
  'processes-one-port',
  // Already about PostgreSQL, with a cluster of their own.
  'postgres-engine',
  'postgres-schema',
  'multi-process',
  'deadlines-processes',
  'public-cache-processes',
  'pg-restart',
  'pg-collation',
  'search-postgres',
  'search-parity',
  'db-copy',
  'restore-drill',
  // Spawns the real server with bad settings, and a cluster of its own for the PostgreSQL case.
  'startup-checks',
];

// In CI a failed test runs once more, as Playwright's do (playwright.config.ts): a test that fails
// twice fails the run; one that passes on its second try is reported as flaky in the JSON report
// (docs/decisions/006-tests.md#retries-in-ci).
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          retry,
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'server-pg',
          environment: 'node',
          retry,
          include: ['tests/server/**/*.test.ts'],
          exclude: [...ENGINE_FREE, ...SQLITE_ONLY].map((name) => `tests/server/${name}.test.ts`),
          env: { RELEIA_TEST_ENGINE: 'postgres' },
          // One cluster for the whole project, its template migrated once.
          globalSetup: ['tests/helpers/pg-global-setup.ts'],
          // A file's first test may wait for a cluster of its own (outside this project's).
          hookTimeout: 60_000,
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        plugins: [react()],
        // vite.config.ts defines it for the app; the client code reads it at import.
        define: { __APP_VERSION__: JSON.stringify('test') },
        test: {
          name: 'client',
          environment: 'jsdom',
          retry,
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts', 'tests/helpers/client-setup.ts'],
        },
      },
    ],
  },
});
