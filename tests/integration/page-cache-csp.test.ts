/**
 * The CSP of a cached page, in Chromium: the cache stands in front of a page that has one script of
 * its own (rendered with the response's nonce) and one that got in through content (none). Served
 * from the cache, the page's own script runs and the injected one is blocked, as in the fresh response.
 */
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { htmlResponse, startPageCacheStack } from '../helpers/page-cache-stack.ts';

/** Records CSP violations from the start, so the injected script's refusal is seen too. */
const OWN_SCRIPT = `window.own = true; window.violations = [];
document.addEventListener('securitypolicyviolation', function (event) {
  window.violations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + (event.sample || ''));
});`;

let stack: Awaited<ReturnType<typeof startPageCacheStack>>;
let url: string;
let browser: Browser;

beforeAll(async () => {
  stack = await startPageCacheStack((_request, { nonce }) =>
    htmlResponse(
      `<!DOCTYPE html><html><head><title>Case study</title><script nonce="${nonce}">${OWN_SCRIPT}</script></head>` +
        '<body><article><h1>Invoice automation</h1>' +
        '<p>Saved 40 hours a month.</p><script>window.injected = true</script>' +
        '</article></body></html>',
    ),
  );
  url = stack.url;
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
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
