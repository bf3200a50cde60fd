/**
 * End-to-end tests drive the production build (started as README says, `npm start`) in the system
 * Chromium: Playwright never downloads a browser. One server per project, so projects run side by side
 * without seeing each other's writes: three seeded with sample content (the public site, the studio,
 * the accessibility sweep), one empty (SEED=none) for the empty states, one for hostile input. Each
 * keeps its data in SQLite in a fresh data dir, or, when E2E_DATABASE_URL (else TEST_DATABASE_URL)
 * names a PostgreSQL database, in its own schema there, dropped and recreated at every start so
 * reruns begin from the seed. Their e-mail goes over SMTP to the run's own SMTP server, where tests
 * read it. Within a project, tests run one at a time, in file order.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/helpers/chromium.ts';

const basePort = Number(process.env.E2E_PORT ?? 4310);
/**
 * One server per project. seeded, studio, a11y: sample content; empty: SEED=none; hostile: sample
 * content that tests may pollute (XSS corpus).
 */
export const ports = {
  seeded: basePort,
  empty: basePort + 1,
  hostile: basePort + 2,
  studio: basePort + 3,
  a11y: basePort + 4,
};
export type E2eServer = keyof typeof ports;

/**
 * The run's SMTP server (tests/e2e/mail-catcher.ts), which every e2e server sends through: tests read
 * the e-mail a person would get (tests/e2e/mail-inbox.ts). Its directory is per port, like the data
 * dirs, so two checkouts' runs never read each other's mail.
 */
export const mailCatcherPort = basePort + 5;
export const mailCatcherDirectory = () => path.resolve(`tmp/e2e-mail-${mailCatcherPort}`);
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

/**
 * The certificate of the studio project's webhook receiver (tests/e2e/admin-webhooks.spec.ts), made
 * before its server starts: the server trusts it from its start (NODE_EXTRA_CA_CERTS), so webhooks
 * stay https-only in tests too.
 */
export const webhookCertificateDir = (port: number) => path.resolve(`tmp/e2e-webhook-tls-${port}`);

function server(port: number, extraEnv: Record<string, string>, prepare = '') {
  const dataDir = `tmp/e2e-data-${port}`;
  const databaseUrl = e2eDatabaseUrl(port);
  // A fresh data directory (and schema) every run, so tests start from the seed and never from leftovers.
  const reset = databaseUrl ? 'node tests/e2e/reset-schema.ts && ' : '';
  return {
    command: `${prepare}${reset}rm -rf ${dataDir} && node scripts/start.ts`,
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
      // The intake API's key (tests/e2e/intake-page.spec.ts proves it never reaches a page or a script).
      WEBHOOK_API_KEY: 'e2e-webhook-key-0123456789abcdef',
      API_RATE_LIMIT: '1000',
      // Real delivery to the run's SMTP server, polled often so a test waits for an e-mail briefly.
      SMTP_URL: `smtp://127.0.0.1:${mailCatcherPort}`,
      MAIL_POLL_MS: '250',
      // The lead digest is due from midnight UTC, so it is due whenever a run happens
      // (tests/e2e/admin-leads-jobs.spec.ts waits for it at any hour).
      LEAD_DIGEST_HOUR: '0',
      STUDIO_TIME_ZONE: 'UTC',
      // No share images (~46 ms of CPU each for every published record at the first tick), except on
      // the studio server, where tests/e2e/admin-share-images.spec.ts waits for them.
      SHARE_IMAGES: 'off',
      // Empty, not absent: a DATABASE_URL in the shell must not move a SQLite run to PostgreSQL.
      DATABASE_URL: databaseUrl ?? '',
      ...extraEnv,
    },
  };
}

const launchOptions = chromiumLaunchOptions();

function project(name: E2eServer, files: { testMatch?: RegExp; testIgnore?: RegExp[] }) {
  return {
    name,
    ...files,
    workers: 1,
    use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${ports[name]}`, launchOptions },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // A file runs in one worker, in order: its beforeAll arranges data once and its tests may build on each other.
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two projects at a time (two cores), each on its own server and one test at a time: the tests of a
  // project share its server's data.
  workers: 2,
  // Per port, so two runs of one checkout (different E2E_PORT) do not delete each other's traces.
  outputDir: `test-results/${basePort}`,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    project('seeded', { testIgnore: [/\.(empty|hostile)\.spec\.ts$/, /\/admin-[^/]*\.spec\.ts$/, /a11y-all-routes/] }),
    project('studio', { testMatch: /\/admin-[^/.]*\.spec\.ts$/ }),
    project('a11y', { testMatch: /a11y-all-routes\.spec\.ts$/ }),
    project('empty', { testMatch: /\.empty\.spec\.ts$/ }),
    project('hostile', { testMatch: /\.hostile\.spec\.ts$/ }),
  ],
  webServer: [
    // First, so the app servers' first e-mails find it listening.
    {
      command: `node tests/e2e/mail-catcher.ts ${mailCatcherPort} ${mailCatcherDirectory()}`,
      port: mailCatcherPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    server(ports.seeded, {}),
    // Scheduled publishing is checked by waiting for it: a short tick (tests/e2e/admin-scheduled-publishing.spec.ts);
    // so are share images (tests/e2e/admin-share-images.spec.ts).
    // Webhooks go to a receiver on 127.0.0.1 with a certificate made for the run, polled and retried
    // quickly (tests/e2e/admin-webhooks.spec.ts).
    server(
      ports.studio,
      {
        SCHEDULER_INTERVAL_MS: '1000',
        SHARE_IMAGES: 'on',
        WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
        WEBHOOK_POLL_MS: '200',
        WEBHOOK_RETRY_BASE_MS: '400',
        NODE_EXTRA_CA_CERTS: path.join(webhookCertificateDir(ports.studio), 'site.crt'),
      },
      `node tests/helpers/certificate.ts ${webhookCertificateDir(ports.studio)} && `,
    ),
    server(ports.a11y, {}),
    server(ports.empty, { SEED: 'none' }),
    server(ports.hostile, {}),
  ],
});
