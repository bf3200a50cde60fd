/**
 * End-to-end tests drive the production build (started as README says, `npm start`) in the system
 * Chromium: Playwright never downloads a browser. Three servers: one seeded with sample content, one
 * empty (SEED=none) for the empty states, one for hostile input. Each keeps its data in SQLite in a
 * fresh data dir, or, when E2E_DATABASE_URL (else TEST_DATABASE_URL) names a PostgreSQL database, in
 * its own schema there, dropped and recreated at every start so reruns begin from the seed.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const chromium = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].find((p) => p && existsSync(p));
if (!chromium) throw new Error('No Chromium found: install it (e.g. apt-get install chromium) or set CHROME_PATH.');

const basePort = Number(process.env.E2E_PORT ?? 4310);
/** seeded: sample content; empty: SEED=none; hostile: sample content that tests may pollute (XSS corpus). */
export const ports = { seeded: basePort, empty: basePort + 1, hostile: basePort + 2 };
const buildDir = process.env.BUILD_DIR ?? 'build';

/** The PostgreSQL database the e2e servers use; undefined: SQLite. */
export const e2ePostgresUrl = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/** The schema of the e2e server on `port`: several checkouts may share one database, never one port. */
export const e2eSchema = (port: number) => `e2e_${port}`;

/** The server's DATABASE_URL: the e2e database with its schema first on the search path. */
export function e2eDatabaseUrl(port: number): string | undefined {
  if (!e2ePostgresUrl) return undefined;
  const url = new URL(e2ePostgresUrl);
  url.searchParams.set('options', `-c search_path=${e2eSchema(port)}`);
  return url.toString();
}

export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-123' };

function server(port: number, extraEnv: Record<string, string>) {
  const dataDir = `tmp/e2e-data-${port}`;
  const databaseUrl = e2eDatabaseUrl(port);
  // A fresh data directory (and schema) every run, so tests start from the seed and never from leftovers.
  const reset = databaseUrl ? 'node tests/e2e/reset-schema.ts && ' : '';
  return {
    command: `${reset}rm -rf ${dataDir} && node scripts/start.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      CONTACT_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT: '1000',
      // The intake API's key (tests/e2e/webhook-api.spec.ts proves it never reaches a page or a script).
      WEBHOOK_API_KEY: 'e2e-webhook-key-0123456789abcdef',
      API_RATE_LIMIT: '1000',
      // Empty, not absent: a DATABASE_URL in the shell must not move a SQLite run to PostgreSQL.
      DATABASE_URL: databaseUrl ?? '',
      ...extraEnv,
    },
  };
}

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One worker: specs share the seeded server's data, and two cores are busy enough with three servers.
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'seeded',
      testIgnore: /\.(empty|hostile)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${ports.seeded}`, launchOptions },
    },
    {
      name: 'empty',
      testMatch: /\.empty\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${ports.empty}`, launchOptions },
    },
    {
      name: 'hostile',
      testMatch: /\.hostile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${ports.hostile}`, launchOptions },
    },
  ],
  webServer: [server(ports.seeded, {}), server(ports.empty, { SEED: 'none' }), server(ports.hostile, {})],
});
