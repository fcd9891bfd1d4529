import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

// e2e tests run against the real production server (the same `tsx server/main.ts` that
// `npm start` runs) on a database of its own in a fresh temporary directory, seeded with the
// demo data. Playwright loads this file again in each worker: the directory is created once in
// the main process and reaches the workers through the environment.
process.env.RELEIA_E2E_DIR ??= mkdtempSync(join(tmpdir(), 'releia-e2e-'));
const dataDir = process.env.RELEIA_E2E_DIR;
const database = join(dataDir, 'releia.db');
process.env.RELEIA_E2E_DB = database;
// A second server starts empty (SEED_DEMO=false), as a real community does, for the community
// spec: its own database and data folder inside the same temporary directory.
const communityDir = join(dataDir, 'community');
process.env.RELEIA_E2E_COMMUNITY_DIR = communityDir;
const communityDatabase = join(communityDir, 'releia.db');
process.env.RELEIA_E2E_COMMUNITY_DB = communityDatabase;

const PORT = Number(process.env.RELEIA_E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;
const COMMUNITY_PORT = Number(process.env.RELEIA_E2E_COMMUNITY_PORT ?? 3198);
const communityURL = `http://127.0.0.1:${COMMUNITY_PORT}`;
const CI = Boolean(process.env.CI);
// The fake ISBN providers (tests/e2e/isbn-provider.ts) both servers ask: beside the servers' own
// ports by default, so runs on other ports do not share it.
const ISBN_PORT = Number(process.env.RELEIA_E2E_ISBN_PORT ?? PORT + 1000);
const isbnURL = `http://127.0.0.1:${ISBN_PORT}`;

/**
 * The production server on `port` with its own database and data folder; on PostgreSQL when
 * `databaseUrl` is set (scripts/e2e-postgres.ts sets RELEIA_E2E_DATABASE_URL and
 * RELEIA_E2E_COMMUNITY_DATABASE_URL to two databases of a throwaway cluster).
 */
function releiaServer(
  port: number,
  databasePath: string,
  dataDir: string,
  seedDemo: 'true' | 'false',
  databaseUrl: string | undefined,
) {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: 'npx tsx server/main.ts',
    url: `${url}/healthz`,
    reuseExistingServer: false,
    // A stale or missing client build is rebuilt on start (npm test builds first, so this is
    // only slow when the e2e tests are run on their own after a change).
    timeout: 180_000,
    // One JSON line per request: the whole log is in LOG_FILE, kept beside the database.
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_PATH: databasePath,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      SEED_DEMO: seedDemo,
      // The end-to-end servers never ask the real CEP providers (docs/product/delivery.md#a-cep-fills-the-address).
      CEP_PROVIDERS: 'off',
      // Nor the real ISBN providers: the fake one of the run stands in for all of them
      // (docs/product/listing.md#prefill-from-the-isbn).
      ISBN_PROVIDERS: 'brasilapi,openlibrary',
      ISBN_BRASILAPI_URL: isbnURL,
      ISBN_OPENLIBRARY_URL: isbnURL,
      ISBN_OPENLIBRARY_COVERS_URL: isbnURL,
      // Every browser of the run signs up from 127.0.0.1: the specs register more members in an
      // hour than the default allows one address (tests/server cover the limit itself).
      REGISTRATIONS_PER_HOUR: '100',
      // The orders' deadlines job every second, so a spec that moves an order's clock back sees
      // it fire at once (docs/product/orders.md#deadlines).
      ORDER_DEADLINES_EVERY_MS: '1000',
      // Read by the global teardown, which fails the run if it holds a password or a token.
      LOG_FILE: join(dataDir, 'server.log'),
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two workers, one per server: the chromium and admin specs share the demo data (the same
  // seller, the home page's newest books), so each of those projects runs one file at a time, and
  // the community specs run beside them on their own server and database
  // (docs/decisions/006-tests.md#how-long-the-suite-takes).
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // scripts/test-all.sh reads the counts from here.
    ...(process.env.RELEIA_PW_JSON
      ? [['json', { outputFile: process.env.RELEIA_PW_JSON }] as ['json', { outputFile: string }]]
      : []),
  ],
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [/admin\.spec\.ts$/, /community\.spec\.ts$/],
      workers: 1,
    },
    // Admin tests suspend the demo seller for a while; every other spec uses that seller, so the
    // admin ones run after all of them rather than beside them.
    {
      name: 'admin',
      use: { browserName: 'chromium' },
      testMatch: /admin\.spec\.ts$/,
      dependencies: ['chromium'],
      workers: 1,
    },
    // The life of a community from an empty install, on the second server. Files run in name
    // order: community.spec.ts needs the install empty, so every other *.community.spec.ts file is
    // named to sort after it.
    {
      name: 'community',
      use: { browserName: 'chromium', baseURL: communityURL },
      testMatch: /community\.spec\.ts$/,
      // In name order, one at a time: each file goes on from the install the one before left.
      workers: 1,
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/e2e/isbn-provider.ts ${ISBN_PORT}`,
      url: `${isbnURL}/healthz`,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    releiaServer(PORT, database, dataDir, 'true', process.env.RELEIA_E2E_DATABASE_URL),
    releiaServer(
      COMMUNITY_PORT,
      communityDatabase,
      communityDir,
      'false',
      process.env.RELEIA_E2E_COMMUNITY_DATABASE_URL,
    ),
  ],
});
