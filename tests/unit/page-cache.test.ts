import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildCachedPage, inlineScriptHashes, pageCacheKey, serializeCsp } from '#app/.server/page-cache.ts';

const request = (originalUrl: string, cookie?: string, method = 'GET') => ({
  method,
  path: originalUrl.split('?')[0]!,
  originalUrl,
  headers: cookie ? { cookie } : {},
});

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
    [`/?q=${'x'.repeat(400)}`, undefined, 'GET'],
  ])('never shares %s (cookie %s, %s)', (url, cookie, method) => {
    expect(pageCacheKey(request(url, cookie, method))).toBeNull();
  });
});

describe('buildCachedPage', () => {
  const html =
    '<!DOCTYPE html><html><head><script nonce="abc123">document.documentElement.classList.add(\'js\')</script>' +
    '<link nonce="abc123" rel="stylesheet" href="/a.css"/><script type="module" src="/x.js" nonce="abc123"></script>' +
    '</head><body><p>Hello</p><script nonce="abc123">window.__ctx = {"a":1}</script></body></html>';

  it('removes the per-response nonce and allows exactly the inline scripts by hash', async () => {
    const page = await buildCachedPage(html, 'abc123', {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      directivesWithHashes: (hashes) => ({ 'script-src': ["'self'", ...hashes], 'object-src': ["'none'"] }),
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

  it('hashes each distinct inline script once and ignores external ones', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script><script src="/b.js"></script>')).toHaveLength(1);
  });
});

describe('serializeCsp', () => {
  it('joins directives and drops disabled ones', () => {
    expect(serializeCsp({ 'default-src': ["'self'"], 'upgrade-insecure-requests': null, 'block-all': [] })).toBe(
      "default-src 'self'; block-all",
    );
  });
});
