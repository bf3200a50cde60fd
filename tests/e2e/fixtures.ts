/**
 * Shared helpers for end-to-end tests of the studio: `login(page)` (also as a `login` fixture),
 * direct access to the e2e servers' databases for arranging and checking data (also as a `database`
 * fixture), the e-mails the run's SMTP server caught (also as a `mail` fixture), an axe scan, and a
 * wait for hydration.
 *
 *   import { expect, test } from './fixtures.ts';
 *   test('…', async ({ page, login }) => { await login(); await page.goto('/admin'); … });
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect as baseExpect, type Page } from '@playwright/test';
import { type Database, openPostgres, openSqlite } from '#app/.server/db/index.ts';
import { type E2eServer, e2eAdmin, e2eDatabaseUrl, ports } from '../../playwright.config.ts';
import { hydrated, toast } from '../helpers/page-state.ts';
import { type CaughtMail, linkFromMail, type MailQuery, newestMailTo } from './mail-inbox.ts';

export type { CaughtMail, MailQuery };
export { e2eAdmin, hydrated, linkFromMail, newestMailTo, toast };

/**
 * Studio tests sign in (a deliberately slow scrypt check) and scan with axe: give their assertions
 * more time than the default, so a busy machine does not fail them.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Signs the page's browser context in as the e2e admin (or `credentials`), through the real sign-in
 * form post, without rendering the form: fast enough for every test that only needs a session.
 */
export async function login(page: Page, credentials: { email: string; password: string } = e2eAdmin): Promise<void> {
  const origin = new URL(base.info().project.use.baseURL ?? '').origin;
  const response = await page.request.post('/admin/login', {
    form: { email: credentials.email, password: credentials.password },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  if (response.status() !== 303) {
    throw new Error(`sign-in as ${credentials.email} failed with HTTP ${response.status()}`);
  }
  // The 'Signed in successfully' toast belongs to the sign-in page's own tests, not to every test.
  await page.context().clearCookies({ name: 'toast' });
}

/**
 * The database of an e2e server, through the app's own factory: its PostgreSQL schema when the suite
 * runs on PostgreSQL, else the SQLite file in its data dir (playwright.config.ts: tmp/e2e-data-<port>).
 * By default the server of the running test's project.
 */
export function openE2eDatabase(server: E2eServer = base.info().project.name as E2eServer): Database {
  const port = ports[server];
  if (port === undefined) throw new Error(`no e2e server for project ${server}`);
  const url = e2eDatabaseUrl(port);
  return url ? openPostgres(url, { max: 2 }) : openSqlite(path.resolve(`tmp/e2e-data-${port}/site.db`));
}

/**
 * The SESSION_SECRET of an e2e server (generated into its data dir, as README describes), to
 * seal or open secrets the way it does (e.g. a webhook's signing secret).
 */
export function e2eSessionSecret(server: E2eServer = base.info().project.name as E2eServer): string {
  return readFileSync(path.resolve(`tmp/e2e-data-${ports[server]}/session-secret`), 'utf8').trim();
}

/**
 * The link matching `pattern` in the newest e-mail queued for `to`, as the run's SMTP server received
 * it (the outbox blanks a sent e-mail's body), as a path; and the e-mail's subject. It waits for the
 * delivery of that very outbox row, so a resent e-mail is never confused with the one before it.
 */
export async function linkFromEmail(
  database: Database,
  to: string,
  pattern: RegExp,
): Promise<{ subject: string; path: string }> {
  const queued = await database.db
    .selectFrom('outbox')
    .select('id')
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const { subject, path } = await linkFromMail(to, pattern, { outboxId: queued.id });
  return { subject, path };
}

/** A JSON column's value on either engine: text on SQLite, already parsed (jsonb) on PostgreSQL. */
export function jsonColumn<T = Record<string, unknown>>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * Stops the page's clock (installed before navigation with page.clock.install) once the page has
 * hydrated, from then on moved only by page.clock.runFor. It stops a second ahead of the page's
 * time: lazily hydrated parts may keep the page busy between reading its time and pausing, and a
 * pause in the page's past is refused. Tests start their timed steps from a known point after it.
 */
export async function pauseClock(page: Page): Promise<void> {
  await hydrated(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * Resolves once no finite animation or transition is running: a card fading in (or the hero's
 * entrance) would otherwise be measured half transparent. Endless ones (the logo strip) are ignored.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Fails on any WCAG 2.2 A/AA violation axe can detect on the page as it is now, once it has settled;
 * `exclude` leaves out a part that is not the page's content (a selector).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string } = {}): Promise<void> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  expect(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}

export const test = base.extend<
  {
    login: (credentials?: { email: string; password: string }) => Promise<void>;
    /** The run's caught e-mail: `await mail.newestTo(address)`, `await mail.linkTo(address, /pattern/)`. */
    mail: { newestTo: typeof newestMailTo; linkTo: typeof linkFromMail };
    studioTimeout: undefined;
  },
  {
    /**
     * The database of the project's e2e server (openE2eDatabase), opened when a test or hook first asks
     * for it and closed when the worker ends: `test.beforeAll(async ({ database }) => …)`.
     */
    database: Database;
  }
>({
  database: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it must be an object pattern
    async ({}, use, workerInfo) => {
      const database = openE2eDatabase(workerInfo.project.name as E2eServer);
      await use(database);
      await database.close();
    },
    { scope: 'worker' },
  ],
  login: async ({ page }, use) => {
    await use((credentials) => login(page, credentials));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it must be an object pattern
  mail: async ({}, use) => {
    await use({ newestTo: newestMailTo, linkTo: linkFromMail });
  },
  // Every studio test signs in at least once (scrypt, on purpose slow): three times the usual time.
  studioTimeout: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it must be an object pattern
    async ({}, use, testInfo) => {
      testInfo.setTimeout(testInfo.timeout * 3);
      await use(undefined);
    },
    { auto: true },
  ],
});
