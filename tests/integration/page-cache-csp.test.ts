/**
 * The CSP of a cached page, in Chromium: the cache stands in front of a page that has one script of
 * its own (rendered with the response's nonce) and one that got in through content (none). Served
 * from the cache, the page's own script runs and the injected one is blocked, as in the fresh response.
 */
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from '@playwright/test';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/.server/db/types.ts';
import type { Logger } from '#app/.server/logger.ts';
import { PageCache, serializeCsp } from '#app/.server/page-cache.ts';
import { contentSecurityPolicy } from '#app/.server/security-headers.ts';
import type { Services } from '#app/.server/services.ts';
import { pageCacheHits, pageCacheMiddleware } from '../../server/page-cache-middleware.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';

const logger = { warn() {}, error() {}, info() {} } as unknown as Logger;
const config = { schedulerUrl: undefined, s3: undefined, isProduction: true, publicUrl: 'http://127.0.0.1' };

/** Records CSP violations from the start, so the injected script's refusal is seen too. */
const OWN_SCRIPT = `window.own = true; window.violations = [];
document.addEventListener('securitypolicyviolation', function (event) {
  window.violations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + (event.sample || ''));
});`;

let server: ReturnType<express.Express['listen']>;
let url: string;
let browser: Browser;

beforeAll(async () => {
  const services = {
    pageCache: new PageCache({ enabled: true, database: {} as Database, logger }),
    logger,
    config,
  } as unknown as Services;
  // As server.ts wires it: the fast path for cached pages first, then a nonce per fresh response.
  const app = express();
  app.use(pageCacheHits(services, { 'X-Content-Type-Options': 'nosniff' }));
  app.use((_req, res, next) => {
    const nonce = `n${Math.random().toString(36).slice(2)}==`;
    res.locals.nonce = nonce;
    res.setHeader('Content-Security-Policy', serializeCsp(contentSecurityPolicy(config, [`'nonce-${nonce}'`])));
    next();
  });
  app.use(pageCacheMiddleware(services));
  app.get('/case-study', (_req, res) => {
    const nonce = String(res.locals.nonce);
    res
      .type('html')
      .send(
        `<!DOCTYPE html><html><head><title>Case study</title><script nonce="${nonce}">${OWN_SCRIPT}</script></head>` +
          '<body><article><h1>Invoice automation</h1>' +
          '<p>Saved 40 hours a month.</p><script>window.injected = true</script>' +
          '</article></body></html>',
      );
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe('the CSP of a cached page', () => {
  it('runs the scripts the app rendered with its nonce and blocks one injected through content', async () => {
    expect((await fetch(`${url}/case-study`)).headers.get('x-cache')).toBe('MISS');
    expect((await fetch(`${url}/case-study`)).headers.get('x-cache')).toBe('HIT');

    const page = await browser.newPage();
    try {
      const response = await page.goto(`${url}/case-study`);
      expect(response?.headers()['x-cache']).toBe('HIT');
      expect(await page.locator('h1').textContent()).toBe('Invoice automation');
      expect(await page.evaluate(() => (window as { own?: boolean }).own)).toBe(true);
      expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
      const violations = await page.evaluate(() => (window as { violations?: string[] }).violations ?? []);
      expect(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline/)]);
    } finally {
      await page.close();
    }
  });
});
