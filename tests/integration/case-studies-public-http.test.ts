/**
 * The case-study pages through HTTP on the production build: statuses (200, 301 from an old slug,
 * 404 for drafts and unknown addresses), the complete server-rendered HTML, sanitised sections and
 * safely embedded JSON-LD. Rows are changed directly in the server's SQLite file.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaseStudy, updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import { openSqlite } from '#app/.server/db/index.ts';
import { getCaseStudyDetail } from '#app/.server/db/repositories/case-studies.ts';
import type { Database } from '#app/.server/db/types.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { hydrationDataOf } from '../helpers/hydration-data.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const SEEDED = 'touchless-invoice-processing-across-14-sap-entities';
const DRAFT = 'lease-abstraction-with-document-ai-for-1200-commercial-leases';

describe('case-study pages over HTTP', () => {
  let server: TestServer;
  let database: Database;

  beforeAll(async () => {
    server = await startTestServer({ SEED: 'sample', PAGE_CACHE: 'off' });
    database = openSqlite(path.join(server.dataDir, 'site.db'));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const get = (pathname: string, init?: RequestInit) =>
    fetch(`${server.url}${pathname}`, { redirect: 'manual', ...init });

  it('serves the list with every published case study in the HTML', async () => {
    const response = await get('/use-cases');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('See our Work');
    expect(html).toContain('CASE STUDIES');
    expect(html).toContain(`href="/use-cases/${SEEDED}"`);
    expect(html).not.toContain(DRAFT);
    expect(html).not.toContain('Loading case studies...');
  });

  it("sends the list's cards as HTML only: the page's hydration data leaves them out, a data request has them all", async () => {
    const summary = 'Halvorsen Components processed 19,000 supplier invoices a month';
    const html = await (await get('/use-cases')).text();
    expect(html).toContain(`href="/use-cases/${SEEDED}"`);
    expect(html).toContain(summary);
    const hydrationData = hydrationDataOf(html);
    expect(hydrationData).toContain('loaderData');
    expect(hydrationData).not.toContain(SEEDED);
    expect(hydrationData).not.toContain('Halvorsen');

    // A client-side navigation's data request, with or without Sec-Fetch-Dest, gets every card.
    for (const headers of [{}, { 'Sec-Fetch-Dest': 'empty' }] as Record<string, string>[]) {
      const data = await (await get('/use-cases.data', { headers })).text();
      expect(data).toContain(SEEDED);
      expect(data).toContain(summary);
    }
  });

  it('serves a published case study complete, with its meta data and Article JSON-LD', async () => {
    const response = await get(`/use-cases/${SEEDED}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Touchless Invoice Processing in SAP | Brightflow</title>');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/use-cases/${SEEDED}"/>`);
    // Its generated share card (issue 32), not the article's SVG main image, which networks do not show.
    const card = new RegExp(
      `<meta property="og:image" content="${server.url}(/share-images/[0-9a-f]{64}\\.png)"/>`,
    ).exec(html)?.[1];
    expect(card).toBeDefined();
    // Test servers render no cards (SHARE_IMAGES=off), not even at the scheduler's first tick, which
    // has run by now: the address stands in with the default image.
    expect(await database.db.selectFrom('share_images').select('entity_id').execute()).toEqual([]);
    const image = await get(card ?? '');
    expect(image.status).toBe(302);
    expect(image.headers.get('location')).toBe('/images/og-default.png');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toMatch(
      /<script type="application\/ld\+json" nonce="[^"]+">\{"@context":"https:\/\/schema.org","@type":"Article"/,
    );
    expect(html).toContain('Key Results');
    expect(html).toContain('Process Flow');
    expect(html).toContain('Back to all case studies');
    expect(html).not.toContain('Loading...');
  });

  it('answers 404 with the not-found page for a draft, by slug and by id, and for an unknown address', async () => {
    const draft = await getCaseStudyDetail(database, DRAFT, { publishedOnly: false });
    if (!draft) throw new Error('the seed has no draft');
    for (const key of [DRAFT, draft.caseStudy.id, 'no-such-case-study', '12']) {
      const response = await get(`/use-cases/${key}`);
      expect(response.status, key).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });

  it('serves a built-in case study by id', async () => {
    const response = await get('/use-cases/4');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Green Energy');
    expect(html).toContain('Implemented: 2023');
    expect(html).toContain('FTEs saved: 13+');
  });

  it('redirects the old slug of a renamed case study permanently to the new one', async () => {
    const created = await createCaseStudy(database, caseStudyInput({ slug: 'first-name-of-a-study' }));
    await updateCaseStudy(database, created.caseStudy.id, caseStudyInput({ slug: 'second-name-of-a-study' }));
    const response = await get('/use-cases/first-name-of-a-study');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/use-cases/second-name-of-a-study');
    expect((await get('/use-cases/second-name-of-a-study')).status).toBe(200);
  });

  it('renders section HTML sanitised and escapes JSON-LD, whatever the editor stored', async () => {
    await createCaseStudy(
      database,
      caseStudyInput(
        { slug: 'hostile-content', title: 'Evil </script><script>alert("title")</script>', metaTitle: null },
        {
          sections: [
            {
              sectionType: 'challenge',
              title: 'Challenge',
              content:
                '<h3>Kept heading</h3><p onmouseover="alert(1)">Kept <strong>text</strong></p><script>alert("section")</script>' +
                '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe>',
              orderIndex: 1,
            },
          ],
        },
      ),
    );
    const response = await get('/use-cases/hostile-content');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h3>Kept heading</h3><p>Kept <strong>text</strong></p>');
    expect(html).not.toContain('alert("section")');
    expect(html).not.toMatch(/onmouseover|onerror|javascript:alert|evil\.example/);
    // The title appears escaped as text and as escaped JSON, never as markup.
    expect(html).not.toContain('<script>alert("title")');
    const jsonLd =
      [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
        .map((match) => match[1] ?? '')
        .find((json) => json.includes('"@type":"Article"')) ?? '';
    expect(jsonLd).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(jsonLd).headline).toBe('Evil </script><script>alert("title")</script>');
  });
});
