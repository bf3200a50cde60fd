import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Database } from '#app/.server/db/types.ts';
import type { Logger } from '#app/.server/infrastructure/logger.ts';
import { serializeCsp } from '#app/.server/infrastructure/security-headers.ts';
import { buildCachedPage, type CachedPage, ownInlineScriptHashes } from '#app/.server/page-cache/cached-page.ts';
import { pageAddress, pageCacheKey } from '#app/.server/page-cache/key.ts';
import { PageCache } from '#app/.server/page-cache/store.ts';
import { contactModeHref } from '#app/features/contact/contact-mode-switch.tsx';
import { defaultRoiInputs, roiSearchParams } from '#app/lib/roi.ts';

const request = (url: string, cookie?: string, method = 'GET') => ({ method, url, cookie });

describe('pageCacheKey', () => {
  it('caches public pages per URL and consent choice', () => {
    expect(pageCacheKey(request('/about'))).toBe('/about|consent=none');
    expect(pageCacheKey(request('/roi-calculator?processHours=30'))).toBe(
      '/roi-calculator?processHours=30|consent=none',
    );
    expect(pageCacheKey(request('/', 'cookie_consent=essential'))).toBe('/|consent=essential');
    expect(pageCacheKey(request('/', 'cookie_consent=bogus'))).toBe('/|consent=none');
  });

  it.each([
    ['_ga=GA1.2.3; _gid=GA1.2.4', '/about|consent=none'],
    ['theme=dark; cookie_consent=all; _fbp=fb.1.2', '/about|consent=all'],
    ['brightflow_admin_hint=1; toasty=2', '/about|consent=none'],
    ['flag', '/about|consent=none'],
  ])('shares pages despite cookies that do not change them (%s)', (cookie, key) => {
    expect(pageCacheKey(request('/about', cookie))).toBe(key);
  });

  it.each([
    ['/admin', undefined, 'GET'],
    ['/admin/testimonials', undefined, 'GET'],
    ['/api/v1/use-cases', undefined, 'GET'],
    ['/webhook-api?title=x', undefined, 'GET'],
    ['/about.data', undefined, 'GET'],
    ['/images/logo.svg', undefined, 'GET'],
    ['/contact', undefined, 'POST'],
    ['/about', 'brightflow_admin=abc', 'GET'],
    ['/about', '_ga=1; brightflow_admin=abc; cookie_consent=all', 'GET'],
    ['/about', 'cookie_consent=all; toast=xyz', 'GET'],
    ['/about', ' toast =xyz', 'GET'],
    [`/roi-calculator?processHours=${'1'.repeat(400)}`, undefined, 'GET'],
  ])('never shares %s (cookie %s, %s)', (url, cookie, method) => {
    expect(pageCacheKey(request(url, cookie, method))).toBeNull();
  });
});

describe('pageAddress', () => {
  it.each([
    ['/about', '/about'],
    ['/about?utm_source=newsletter&fbclid=abc', '/about'],
    [`/?q=${'x'.repeat(400)}`, '/'],
    ['/contact?utm_source=x&mode=email', '/contact?mode=email'],
    ['/contact?sent=1&mode=email&gclid=1', '/contact?mode=email&sent=1'],
    ['/contact?mode=email&mode=other', '/contact?mode=email&mode=other'],
    // /contact is a page built from blocks (issue 28): staff may add the ROI calculator to it.
    ['/contact?calculate=1&mode=email&x=1', '/contact?calculate=1&mode=email'],
    ['/roi-calculator?x=1&processHours=30&calculate=1', '/roi-calculator?calculate=1&processHours=30'],
    ['/roi-calculator?processHours=30&hourlyRate=50', '/roi-calculator?hourlyRate=50&processHours=30'],
    // Parameters are per page: `mode` means nothing to the home page.
    ['/?mode=email', '/'],
    // Any other path may be a page built from blocks showing the contact form or the ROI calculator.
    ['/industries/insurance?utm_source=x&sent=1&mode=email', '/industries/insurance?mode=email&sent=1'],
    ['/industries/insurance?processHours=30&fbclid=1&calculate=1', '/industries/insurance?calculate=1&processHours=30'],
    // A spelling the router matches but our links never use is left as it came.
    ['/Contact?mode=email&x=1', '/Contact?mode=email&x=1'],
    ['/contact/?mode=email', '/contact/?mode=email'],
  ])('renders and caches %s as %s', (url, address) => {
    expect(pageAddress(url)).toBe(address);
  });

  it('keeps every parameter the app writes into its own links', () => {
    const roi = `/roi-calculator?${roiSearchParams(defaultRoiInputs, { calculate: true })}`;
    const onPage = { block: 'contact-form', path: '/industries/insurance', anchor: 'contact' };
    for (const url of [
      roi,
      contactModeHref('email'),
      '/contact?mode=email&sent=1',
      // The fragment stays in the browser.
      contactModeHref('email', onPage, { sent: true }).split('#')[0] as string,
      `/industries/insurance?${roiSearchParams(defaultRoiInputs, { calculate: true })}`,
    ]) {
      const kept = new URL(pageAddress(url), 'http://x').searchParams;
      const written = new URL(url, 'http://x').searchParams;
      expect([...kept].sort()).toEqual([...written].sort());
    }
  });

  it('answers a junk query from the page without it', () => {
    expect(pageCacheKey(request('/about?utm_campaign=spring'))).toBe('/about|consent=none');
    expect(pageCacheKey(request(`/?cachebuster=${'x'.repeat(400)}`))).toBe('/|consent=none');
  });
});

describe('buildCachedPage', () => {
  const html =
    '<!DOCTYPE html><html><head><script nonce="abc123">document.documentElement.classList.add(\'js\')</script>' +
    '<link nonce="abc123" rel="stylesheet" href="/a.css"/><script type="module" src="/x.js" nonce="abc123"></script>' +
    '</head><body><p>Hello</p><script nonce="abc123">window.__ctx = {"a":1}</script></body></html>';

  it('removes the per-response nonce and allows exactly the nonce carrying inline scripts by hash', async () => {
    const page = await buildCachedPage(html, 'abc123', {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      cspWithScripts: (hashes) => serializeCsp({ 'script-src': ["'self'", ...hashes], 'object-src': ["'none'"] }),
    });
    const body = page.bodies.identity.toString();
    expect(body).not.toContain('abc123');
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(page.csp).toBe(
      `script-src 'self' ${sha("document.documentElement.classList.add('js')")} ${sha('window.__ctx = {"a":1}')}; object-src 'none'`,
    );
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(body);
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(body);
    expect(page.etag).toMatch(/^"[\w-]+"$/);
  });

  it('hashes each distinct own inline script once and ignores external ones', () => {
    const html = '<script nonce="n">a()</script><script nonce="n">a()</script><script nonce="n" src="/b.js"></script>';
    expect(ownInlineScriptHashes(html, 'n')).toHaveLength(1);
  });

  it('does not allow an inline script that came without the nonce (injected through content)', async () => {
    const nonce = 'Zm9v+YmFy/cXV4==';
    const own = (attributes: string, text: string) => `<script${attributes}>${text}</script>`;
    const page = await buildCachedPage(
      '<!DOCTYPE html><html><head>' +
        own(` nonce="${nonce}"`, 'window.own = 1') +
        own(` nonce="${nonce}" id="_R_"`, 'window.own = 2') +
        own(` type="text/x-deferred-module" nonce="${nonce}" data-modulepreload="[&quot;/a.js&quot;]"`, 'own(3)') +
        '</head><body><article><p>Case study</p>' +
        own('', 'window.injected = 1') +
        own(' nonce="guessed"', 'window.injected = 2') +
        own(` data-nonce="${nonce}"`, 'window.injected = 3') +
        own(' type="module"', 'window.injected = 4') +
        '</article></body></html>',
      nonce,
      {
        status: 200,
        contentType: 'text/html; charset=utf-8',
        cspWithScripts: (hashes) => serializeCsp({ 'script-src': ["'self'", ...hashes] }),
      },
    );
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(page.csp).toBe(`script-src 'self' ${sha('window.own = 1')} ${sha('window.own = 2')} ${sha('own(3)')}`);
    for (const injected of [1, 2, 3, 4]) expect(page.csp).not.toContain(sha(`window.injected = ${injected}`));
    expect(page.bodies.identity.toString()).not.toContain(` nonce="${nonce}"`);
  });

  it('allows no inline script when the response had no nonce', () => {
    expect(ownInlineScriptHashes('<script>a()</script>', '')).toEqual([]);
  });
});

describe('PageCache', () => {
  const page = { brotliQuality: 11 } as CachedPage;
  const cache = () =>
    new PageCache({
      enabled: true,
      database: {} as Database,
      logger: {} as Logger,
      maxEntries: 3,
      maxVariants: 2,
    });

  it('keeps the site pages however many addresses with a query are stored', () => {
    const pages = cache();
    for (const path of ['/', '/about', '/use-cases/invoice-automation']) pages.set(`${path}|consent=none`, page, 0);
    for (let i = 0; i < 50; i++) {
      pages.set(`/roi-calculator?processHours=${i}|consent=none`, page, 0);
      pages.set(`/ABOUT${i}|consent=none`, page, 0);
    }
    expect(pages.size).toBe(5);
    for (const path of ['/', '/about', '/use-cases/invoice-automation']) {
      expect(pages.get(`${path}|consent=none`)).toBe(page);
    }
    expect(pages.get('/ABOUT49|consent=none')).toBe(page);
    expect(pages.get('/roi-calculator?processHours=49|consent=none')).toBe(page);
    expect(pages.get('/roi-calculator?processHours=0|consent=none')).toBeUndefined();
  });

  it('evicts the least recently used site page when the pages alone are too many', () => {
    const pages = cache();
    for (const path of ['/a', '/b', '/c']) pages.set(`${path}|consent=none`, page, 0);
    pages.get('/a|consent=none');
    pages.set('/d|consent=none', page, 0);
    expect(pages.get('/b|consent=none')).toBeUndefined();
    expect(pages.get('/a|consent=none')).toBe(page);
  });
});

describe('serializeCsp', () => {
  it('joins directives and drops disabled ones', () => {
    expect(serializeCsp({ 'default-src': ["'self'"], 'upgrade-insecure-requests': null, 'block-all': [] })).toBe(
      "default-src 'self'; block-all",
    );
  });
});
