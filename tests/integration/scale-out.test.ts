/**
 * DESIGN 7: app instances are stateless. Two servers on one PostgreSQL database, no sticky sessions:
 * a session made on one is valid on the other, an admin change on one is visible on the other's
 * (cached) public pages at once, and rate limits are shared.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '#app/.server/db/index.ts';
import { getPageByPath } from '#app/.server/db/repositories/pages.ts';
import { defaultSiteSettings } from '#app/content/site-settings.ts';
import { pageValuesFromPage } from '#app/features/pages/page-form.ts';
import { settingsToFormValues } from '#app/features/settings/settings-schema.ts';
import { postgresUrl } from '../helpers/database.ts';
import { startTestServer, type TestServer, testAdmin } from '../helpers/server.ts';

const SEEDED_SLUG = 'touchless-invoice-processing-across-14-sap-entities';

describe.runIf(postgresUrl)('two instances on one PostgreSQL database', () => {
  const database = `scale_out_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let a: TestServer;
  let b: TestServer;
  /** An instance without the page cache: it keeps reads of public content until a change all the same. */
  let uncached: TestServer;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOGIN_RATE_LIMIT: '4',
    };
    a = await startTestServer(env);
    b = await startTestServer(env);
    uncached = await startTestServer({ ...env, PAGE_CACHE: 'off' });
  }, 90_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await uncached?.stop();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  async function signIn(server: TestServer, password = testAdmin.password) {
    return fetch(`${server.url}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: new URLSearchParams({ email: testAdmin.email, password }),
    });
  }

  it('accepts a session created on one instance on the other', async () => {
    const response = await signIn(a);
    expect([302, 303]).toContain(response.status);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('brightflow_admin='));
    expect(cookie).toBeTruthy();
    const onB = await fetch(`${b.url}/admin`, { redirect: 'manual', headers: { Cookie: cookie!.split(';')[0]! } });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain('Total Cases');
  });

  it('shows a change made on one instance on the other instance’s cached pages at once', async () => {
    const cookie = (await signIn(a)).headers
      .getSetCookie()
      .find((c) => c.startsWith('brightflow_admin='))!
      .split(';')[0]!;
    // Read the body: the page is stored once the server has finished sending it.
    await (await fetch(`${b.url}/use-cases/${SEEDED_SLUG}`)).text();
    const cached = await fetch(`${b.url}/use-cases/${SEEDED_SLUG}`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-cache')).toBe('HIT');
    // The home page shows the study among its featured ones (a page built from blocks, issue 28).
    await (await fetch(`${b.url}/`)).text();
    const home = await fetch(`${b.url}/`);
    expect(home.headers.get('x-cache')).toBe('HIT');
    expect(await home.text()).toContain(`/use-cases/${SEEDED_SLUG}`);

    const client = new pg.Client({ connectionString: urlFor(database) });
    await client.connect();
    const id = (await client.query('select id from case_studies where slug = $1', [SEEDED_SLUG])).rows[0].id as string;
    await client.end();

    const deleted = await fetch(`${a.url}/admin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: a.url, Cookie: cookie },
      body: new URLSearchParams({ intent: 'delete', id }),
    });
    expect(deleted.status).toBeLessThan(400);

    // LISTEN/NOTIFY reaches B within milliseconds; allow well under the 1 s safety-net poll.
    await expect
      .poll(async () => (await fetch(`${b.url}/use-cases/${SEEDED_SLUG}`)).status, { timeout: 900, interval: 20 })
      .toBe(404);
    // The page that featured it follows within the same second.
    await expect
      .poll(async () => (await (await fetch(`${b.url}/`)).text()).includes(`/use-cases/${SEEDED_SLUG}`), {
        timeout: 900,
        interval: 20,
      })
      .toBe(false);
  });

  it('serves a page published in the editor on one instance from the other within a second (issue 28)', async () => {
    const cookie = (await signIn(a)).headers
      .getSetCookie()
      .find((c) => c.startsWith('brightflow_admin='))!
      .split(';')[0]!;
    await (await fetch(`${b.url}/about`)).text();
    expect((await fetch(`${b.url}/about`)).headers.get('x-cache')).toBe('HIT');

    const pages = openPostgres(urlFor(database));
    const about = await getPageByPath(pages, '/about', { publishedOnly: false });
    await pages.close();
    if (!about) throw new Error('the seeded /about page is missing');
    const values = pageValuesFromPage(about, 'UTC');
    const [hero, ...rest] = values.blocks;
    const saved = await fetch(`${a.url}/admin/pages/edit/${about.id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: a.url, Cookie: cookie },
      body: new URLSearchParams({
        payload: JSON.stringify({ ...values, blocks: [{ ...hero, headline: 'Rewritten on instance A' }, ...rest] }),
        version: String(about.version),
      }),
    });
    expect(saved.status).toBeLessThan(400);
    await expect
      .poll(async () => (await (await fetch(`${b.url}/about`)).text()).includes('Rewritten on instance A'), {
        timeout: 1000,
        interval: 20,
      })
      .toBe(true);
  });

  it('shows site settings saved on one instance on the other’s cached pages within a second (issue 29)', async () => {
    const cookie = (await signIn(a)).headers
      .getSetCookie()
      .find((c) => c.startsWith('brightflow_admin='))!
      .split(';')[0]!;
    await (await fetch(`${b.url}/about`)).text();
    expect((await fetch(`${b.url}/about`)).headers.get('x-cache')).toBe('HIT');
    expect(await (await fetch(`${uncached.url}/about`)).text()).not.toContain('+44 20 7946 0999');

    const saved = await fetch(`${a.url}/admin/settings`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: a.url, Cookie: cookie },
      body: new URLSearchParams({
        ...settingsToFormValues(defaultSiteSettings(null)),
        phone: '+44 20 7946 0999',
        version: '0',
      }),
    });
    expect(saved.status).toBe(303);
    // The footer of every page, on the other instance too.
    await expect
      .poll(async () => (await (await fetch(`${b.url}/about`)).text()).includes('+44 20 7946 0999'), {
        timeout: 1000,
        interval: 20,
      })
      .toBe(true);
    await expect
      .poll(async () => (await (await fetch(`${uncached.url}/about`)).text()).includes('+44 20 7946 0999'), {
        timeout: 1500,
        interval: 20,
      })
      .toBe(true);
  });

  it('shares the sign-in rate limit between instances', async () => {
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a]) statuses.push((await signIn(server, 'wrong-password-123')).status);
    expect(statuses.slice(0, 4)).not.toContain(429);
    expect(statuses[4]).toBe(429);
  });
});

function urlFor(database: string): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/${database}`;
  return url.toString();
}
