/**
 * What the page cache keeps, through HTTP against the production build: query parameters a page does
 * not read neither add entries nor push the site's pages out; a parameter it reads still selects its
 * variant; a page rendered with loading texts for a `fetch` is never what the next visitor gets; and
 * a page asked for with junk parameters, answered from the cache, hydrates without an error.
 */
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '#app/.server/db/index.ts';
import { listPublishedCaseStudies } from '#app/.server/db/repositories/case-studies.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { hydrated } from '../helpers/page-state.ts';
import { rawGet, startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let browser: Browser | undefined;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const html = (response: { body: Buffer }) => response.body.toString('utf8');

describe('page cache addresses', () => {
  it('answers 320 junk query strings from the page, which stays cached', async () => {
    await rawGet(`${server.url}/about`);
    expect((await rawGet(`${server.url}/about`)).headers['x-cache']).toBe('HIT');
    // More than the cache holds (300 entries), each a new address.
    const answers: string[] = [];
    for (let i = 0; i < 320; i++) {
      const junk = await rawGet(`${server.url}/about?utm_source=${i}&r=${Math.random()}`);
      answers.push(`${junk.status} ${junk.headers['x-cache']}`);
    }
    expect((await rawGet(`${server.url}/about`)).headers['x-cache']).toBe('HIT');
    expect(new Set(answers)).toEqual(new Set(['200 HIT']));
  });

  it('keeps a parameter the page reads: the e-mail tab of /contact is its own page', async () => {
    await rawGet(`${server.url}/contact?utm_source=x`);
    const consultation = await rawGet(`${server.url}/contact`);
    expect(consultation.headers['x-cache']).toBe('HIT');
    const email = await rawGet(`${server.url}/contact?mode=email&utm_source=x`);
    expect(email.headers['x-cache']).toBe('MISS');
    expect(html(email)).toMatch(/<form[^>]*action="\/contact\?mode=email"/);
    const again = await rawGet(`${server.url}/contact?fbclid=y&mode=email`);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(html(again)).toMatch(/<form[^>]*action="\/contact\?mode=email"/);
    expect(again.body.equals(consultation.body)).toBe(false);
    expect((await rawGet(`${server.url}/contact?mode=email`)).body.equals(again.body)).toBe(true);
  });

  it('never serves the variant with loading texts that a fetch (Sec-Fetch-Dest: empty) was given', async () => {
    const database = openSqlite(path.join(server.dataDir, 'site.db'));
    const [study] = await listPublishedCaseStudies(database);
    await database.close();
    expect(study).toBeDefined();

    const streamed = await rawGet(`${server.url}/use-cases`, { 'sec-fetch-dest': 'empty' });
    expect(streamed.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const page = html(await rawGet(`${server.url}/use-cases`, { 'sec-fetch-dest': 'document' }));
      expect(page).not.toContain('Loading case studies...');
      expect(page).toContain(`/use-cases/${study!.slug}`);
    }
    // Nor may a CDN in front keep it.
    expect(streamed.headers['cache-control']).toBe('private, no-store');
  });

  it('hydrates a cached page asked for with junk parameters, without a console error', async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
    for (const [canonical, asked] of [
      ['/contact', '/contact?utm_source=newsletter&utm_medium=email'],
      ['/roi-calculator?processHours=30', '/roi-calculator?processHours=30&gclid=abc'],
    ] as const) {
      await rawGet(`${server.url}${canonical}`);
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        const response = await page.goto(`${server.url}${asked}`);
        expect(response?.headers()['x-cache']).toBe('HIT');
        await hydrated(page);
        expect(new URL(page.url()).search).toBe(new URL(asked, server.url).search);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
