/**
 * /contact, /process-assessment and /lead-intake as pages built from blocks (issue 28), through HTTP:
 * seeded on the first start whatever SEED says, served from their stored page as staff change it
 * (a block added, a page unpublished or moved), their own forms posting as before (no block field)
 * while a form staff add posts as on any page. Rows are read in the server's SQLite file.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatePage } from '#app/.server/changes/pages.ts';
import { openSqlite } from '#app/.server/db/index.ts';
import { listLeads } from '#app/.server/db/repositories/leads.ts';
import { getPageByPath } from '#app/.server/db/repositories/pages.ts';
import type { Database } from '#app/.server/db/types.ts';
import { NO_SUCH_FORM } from '#app/features/pages/interactive-blocks.server.ts';
import type { Page } from '#app/lib/page.ts';
import { assessmentAnswers, projectRequestAnswers } from '../helpers/lead-input.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/** Each post comes from an address of its own, so the per-IP budgets never mix. */
let nextIp = 20;
const freshIp = () => `203.0.113.${nextIp++}`;

describe('the form pages over HTTP', () => {
  let server: TestServer;
  let database: Database;

  beforeAll(async () => {
    server = await startTestServer({ SEED: 'none', CONTACT_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' });
    database = openSqlite(path.join(server.dataDir, 'site.db'));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const get = (pathname: string) => fetch(`${server.url}${pathname}`, { redirect: 'manual' });
  const post = (pathname: string, fields: Record<string, string>) =>
    fetch(`${server.url}${pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': freshIp(),
      },
      body: new URLSearchParams(fields),
    });

  async function stored(pagePath: string): Promise<Page> {
    const page = await getPageByPath(database, pagePath, { publishedOnly: false });
    if (!page) throw new Error(`${pagePath} was not seeded`);
    return page;
  }
  /** Saves `pagePath` as the studio would, with `changes`; the server serves it within a second. */
  async function change(pagePath: string, changes: Partial<Page>) {
    const { id, title, metaDescription, ogImage, noindex, status, publishAt, blocks } = await stored(pagePath);
    const input = { path: pagePath, title, metaDescription, ogImage, noindex, status, publishAt, blocks };
    await updatePage(database, id, { ...input, ...changes });
  }

  it('serves each seeded page: its hero, its own form posting to the page without a block field', async () => {
    const contact = await (await get('/contact')).text();
    expect(contact).toMatch(/<h1[^>]*>Schedule a Consultation<\/h1>/);
    expect(contact).toContain('action="/contact?mode=email"');
    const lead = await (await get('/lead-intake')).text();
    expect(lead).toMatch(/<h1[^>]*>Tell us what you want to automate<\/h1>/);
    expect(lead).toContain('<title>Start an Automation Project | Brightflow</title>');
    for (const html of [contact, lead]) expect(html).not.toContain('name="block"');
  });

  it('answers a form staff add to a form page as on any page, and the page’s own form as before', async () => {
    const page = await stored('/lead-intake');
    await change('/lead-intake', {
      blocks: [...page.blocks, { id: 'assessment', type: 'process-assessment-form' }],
    });
    await expect
      .poll(async () => (await get('/lead-intake')).text(), { timeout: 2_000 })
      .toContain('action="/lead-intake#process-assessment"');
    const html = await (await get('/lead-intake')).text();
    expect(html).toContain('<input type="hidden" name="block" value="process-assessment-form"/>');
    expect(html.match(/name="block"/g)).toHaveLength(1);

    const assessment = await post('/lead-intake', {
      block: 'process-assessment-form',
      ...assessmentAnswers,
      processName: 'Placed assessment on lead intake',
      painPoints: 'errors-rework',
    });
    expect(assessment.status).toBe(200);
    expect(await assessment.text()).toContain('Your assessment is on its way.');
    const request = await post('/lead-intake', { ...projectRequestAnswers, company: 'Own form on lead intake' });
    expect(request.status).toBe(200);
    expect(await request.text()).toContain('We have your request.');

    const leads = await listLeads(database);
    expect(leads.find((lead) => lead.payload.processName === 'Placed assessment on lead intake')?.kind).toBe(
      'process_assessment',
    );
    expect(leads.find((lead) => lead.company === 'Own form on lead intake')?.kind).toBe('lead_intake');

    // A block the page does not show.
    const stray = await post('/contact', { block: 'roi-calculator', email: 'x@example.com' });
    expect(stray.status).toBe(400);
    expect(await stray.text()).toContain(NO_SUCH_FORM);
  });

  it('draws and answers a form staff place on a copy page (/about) as on any page; a post naming no form there is 400', async () => {
    const page = await stored('/about');
    await change('/about', { blocks: [...page.blocks, { id: 'request', type: 'project-request-form' }] });
    await expect
      .poll(async () => (await get('/about')).text(), { timeout: 2_000 })
      .toContain('<input type="hidden" name="block" value="project-request-form"/>');
    const request = await post('/about', {
      block: 'project-request-form',
      ...projectRequestAnswers,
      company: 'Placed on about',
    });
    expect(request.status).toBe(200);
    expect(await request.text()).toContain('We have your request.');
    expect((await listLeads(database)).find((lead) => lead.company === 'Placed on about')?.kind).toBe('lead_intake');

    const bare = await post('/about', { email: 'x@example.com' });
    expect(bare.status).toBe(400);
    expect(await bare.text()).toContain(NO_SUCH_FORM);
  });

  it('answers 404 with the not-found page once a form page is unpublished, and its posts too', async () => {
    await change('/process-assessment', { status: 'draft' });
    await expect.poll(async () => (await get('/process-assessment')).status, { timeout: 2_000 }).toBe(404);
    const html = await (await get('/process-assessment')).text();
    expect(html).toContain('Page not found');
    expect(html).not.toContain('Find out what one process could save you');
    expect((await post('/process-assessment', { ...assessmentAnswers, painPoints: 'errors-rework' })).status).toBe(404);
  });

  it('answers a moved form page’s path with a 301 that keeps the query, the page served at its new path', async () => {
    await change('/contact', { path: '/get-in-touch' });
    await expect.poll(async () => (await get('/contact?mode=email')).status, { timeout: 2_000 }).toBe(301);
    expect((await get('/contact?mode=email')).headers.get('location')).toBe('/get-in-touch?mode=email');
    // Now a page like any other: its form is placed, posting with its block field back to its section.
    const moved = await (await get('/get-in-touch?mode=email')).text();
    expect(moved).toMatch(/<h1[^>]*>Schedule a Consultation<\/h1>/);
    expect(moved).toContain('action="/get-in-touch?mode=email#contact"');
    expect(moved).toContain('<input type="hidden" name="block" value="contact-form"/>');
  });
});
