/**
 * Pages built from blocks through HTTP on the production build (issue 28): a published page at a
 * path of its own is served complete with its meta tags, listed in the sitemap, moved with a 301,
 * and a draft, a page at a path the site answers itself and an unknown path stay 404 or the site's
 * own. Rows are changed directly in the server's SQLite file, as staff saves would.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import { createPage, updatePage } from '#app/.server/changes/pages.ts';
import { openSqlite } from '#app/.server/db/index.ts';
import { getCaseStudyDetail } from '#app/.server/db/repositories/case-studies.ts';
import type { Database } from '#app/.server/db/types.ts';
import { detailToInput } from '#app/features/case-studies/history.server.ts';
import type { PageInput } from '#app/lib/page.ts';
import { insuranceHero, insurancePage } from '../helpers/page-input.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const blocks = [
  insuranceHero,
  {
    id: 'faq',
    type: 'faq',
    heading: { title: 'Questions insurers ask' },
    tone: 'white',
    items: [{ question: 'How long does a pilot take?', answer: 'Six to eight weeks.' }],
  },
];

const insurance = (changes: Partial<PageInput> = {}) => insurancePage({ status: 'published', blocks, ...changes });

describe('pages built from blocks over HTTP', () => {
  let server: TestServer;
  let database: Database;

  beforeAll(async () => {
    server = await startTestServer({ SEED: 'sample' });
    database = openSqlite(path.join(server.dataDir, 'site.db'));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const get = (pathname: string) => fetch(`${server.url}${pathname}`, { redirect: 'manual' });

  it('serves a published page complete, with its title, description and canonical address', async () => {
    const page = await createPage(database, insurance());
    const response = await get('/industries/insurance');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Automation for insurers');
    expect(html).toContain('How long does a pilot take?');
    expect(html).toContain('Automation for insurance | Brightflow');
    expect(html).toContain('content="Claims, underwriting and policy servicing, automated."');
    expect(html).toMatch(/rel="canonical" href="[^"]*\/industries\/insurance"/);

    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('/industries/insurance</loc>');

    // A save made outside this server (another instance, a script) is served within a second: the
    // shared cache version is polled every second on SQLite (PostgreSQL also notifies).
    await updatePage(database, page.id, insurance({ blocks: [{ ...blocks[0], headline: 'Claims, automated' }] }));
    await expect
      .poll(async () => (await get('/industries/insurance')).text(), { timeout: 2_000 })
      .toContain('Claims, automated');
  });

  it('answers a published page’s old path with a 301 to its new one', async () => {
    const page = await createPage(database, insurance({ path: '/insurance-old' }));
    await updatePage(database, page.id, insurance({ path: '/insurance-new' }));
    const moved = await get('/insurance-old');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/insurance-new');
    expect((await get('/insurance-new')).status).toBe(200);
  });

  it('shows live blocks: a featured selection by industry that follows the case study, testimonials, the carousel', async () => {
    const claims = 'AI Claims Triage Agent for First Notice of Loss';
    const invoices = 'Touchless Invoice Processing Across 14 SAP Entities';
    const featured = {
      id: 'insurers-work',
      type: 'featured-case-studies',
      heading: { title: 'Our work for insurers' },
      max: 3,
      industry: 'insurance',
    };
    await createPage(database, insurance({ path: '/industries/insurance-work', blocks: [insuranceHero, featured] }));
    const html = await (await get('/industries/insurance-work')).text();
    expect(html).toContain('Our work for insurers');
    expect(html).toContain(claims);
    expect(html).not.toContain(invoices);

    // The study stops being featured: the page follows within a second, like every public page.
    const study = await getCaseStudyDetail(database, 'ai-claims-triage-agent-for-first-notice-of-loss', {
      publishedOnly: true,
    });
    if (!study) throw new Error('the sample content has the claims-triage study');
    const input = detailToInput(study);
    await updateCaseStudy(database, study.caseStudy.id, {
      ...input,
      caseStudy: { ...input.caseStudy, featured: false },
    });
    await expect
      .poll(async () => (await get('/industries/insurance-work')).text(), { timeout: 2_000 })
      .not.toContain(claims);

    const blocksOfOthers = [
      insuranceHero,
      { id: 'quotes', type: 'testimonials' },
      { id: 'slides', type: 'case-study-carousel' },
    ];
    await createPage(database, insurance({ path: '/industries/voices', blocks: blocksOfOthers }));
    const voices = await (await get('/industries/voices')).text();
    expect(voices).toContain('id="testimonials"');
    expect(voices).toContain(invoices);
  });

  it('keeps drafts, noindex pages and unknown paths out of sight as before', async () => {
    await createPage(database, insurance({ path: '/industries/logistics', status: 'draft' }));
    const draft = await get('/industries/logistics');
    expect(draft.status).toBe(404);
    expect(await draft.text()).toContain('Page not found');
    expect((await get('/no/such/page')).status).toBe(404);

    await createPage(database, insurance({ path: '/campaign', noindex: true }));
    const campaign = await get('/campaign');
    expect(campaign.status).toBe(200);
    expect(await campaign.text()).toContain('content="noindex, nofollow"');
    expect(await (await get('/sitemap.xml')).text()).not.toContain('/campaign</loc>');
  });
});
