/**
 * The home page is the page built from blocks at '/' (issue 28) through HTTP on the production
 * build: seeded on the first start (whatever SEED says), it reads as the home page always has;
 * a change of its hero's headline is what visitors see next; without a published page at '/' the
 * site answers the not-found page. Rows are changed in the server's SQLite file, as staff saves are.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatePage } from '#app/.server/changes/pages.ts';
import { openSqlite } from '#app/.server/db/index.ts';
import { getPageByPath } from '#app/.server/db/repositories/pages.ts';
import type { Database } from '#app/.server/db/types.ts';
import type { Page } from '#app/lib/page.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('the home page over HTTP', () => {
  let server: TestServer;
  let database: Database;

  beforeAll(async () => {
    server = await startTestServer({ SEED: 'none' });
    database = openSqlite(path.join(server.dataDir, 'site.db'));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const get = (pathname: string) => fetch(`${server.url}${pathname}`, { redirect: 'manual' });
  const homePage = async () => (await getPageByPath(database, '/', { publishedOnly: false })) as Page;
  /** The stored page with its hero's headline and highlighted words replaced. */
  const withHeadline = (page: Page, headline: string, highlight: string) => ({
    ...page,
    blocks: page.blocks.map((block, index) => (index === 0 ? { ...(block as object), headline, highlight } : block)),
  });

  it('is seeded on the first start, even with SEED=none, and reads as the home page', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Automation That Scales With You | Brightflow</title>');
    expect(html).toMatch(/Automation That <span class="[^"]+">Scales With You<\/span><\/h1>/);
    for (const words of ['How Can We Help?', 'See our work', 'What our clients typically see', 'Browse case studies'])
      expect(html).toContain(words);
    // The copy blocks' words are in the HTML once: their islands' data stays on the server.
    expect(html.split('Cut manual work. Boost efficiency.').length).toBe(2);
    expect(html).toContain('data-island="home-use-cases"');
  });

  it('shows a new headline of the hero to the next visitor', async () => {
    const page = await homePage();
    await updatePage(database, page.id, withHeadline(page, 'Automation That Grows With You', 'Grows With You'));
    await expect
      .poll(async () => (await get('/')).text(), { timeout: 2_000 })
      .toMatch(/Automation That <span class="[^"]+">Grows With You<\/span><\/h1>/);
  });

  it('answers the not-found page with 404 while the home page is not published', async () => {
    const page = await homePage();
    await updatePage(database, page.id, { ...page, status: 'draft' });
    await expect.poll(async () => (await get('/')).status, { timeout: 2_000 }).toBe(404);
    expect(await (await get('/')).text()).toContain('Oops! Page not found');
    await updatePage(database, page.id, { ...(await homePage()), status: 'published' });
    await expect.poll(async () => (await get('/')).status, { timeout: 2_000 }).toBe(200);
  });

  it('a request a public page cannot answer gets the error page inside the site’s frame, whose code loads on demand', async () => {
    // A post to a copy page names no form of it: refused (400), drawn by the public layout's boundary.
    const response = await fetch(`${server.url}/about`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'x=1',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<title>Unexpected Application Error!</title>');
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toContain('<p class="mt-4 text-slate-600">400 Bad Request</p>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<header[^>]*>/);
    // Its words are in none of the scripts a page loads up front (the root's and the layout's included).
    const home = await (await get('/')).text();
    const upFront = [...home.matchAll(/\/assets\/[\w-]+\.js/g)].map((match) => match[0]);
    expect(upFront.some((script) => script.startsWith('/assets/root-'))).toBe(true);
    expect(upFront.some((script) => script.startsWith('/assets/public-layout-'))).toBe(true);
    for (const script of new Set(upFront)) {
      expect(await (await get(script)).text(), script).not.toContain('Something went wrong on our side');
    }
  });
});
