/**
 * The page cache through HTTP, against the production build: HIT after MISS, bodies stored
 * compressed, one render for many concurrent visitors, admin sessions never served from (or stored
 * in) the cache, and an admin change visible on the very next request.
 */
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '#app/.server/db/index.ts';
import { listPublishedCaseStudies } from '#app/.server/db/repositories/case-studies.ts';
import { rawGet, startTestServer, type TestServer, testAdmin } from '../helpers/server.ts';

let server: TestServer;

async function signIn(): Promise<string> {
  const response = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ email: testAdmin.email, password: testAdmin.password }),
  });
  expect(response.status).toBeGreaterThanOrEqual(300);
  expect(response.status).toBeLessThan(400);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('page cache', () => {
  it('answers MISS first, then HIT with the same page, its inline scripts allowed by hash', async () => {
    const first = await rawGet(`${server.url}/about`);
    const second = await rawGet(`${server.url}/about`);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.status).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    const html = second.body.toString('utf8');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html).toContain('<h1');
    // A shared page never replays a nonce; its CSP names its inline scripts by hash instead.
    expect(html).not.toMatch(/\snonce="/);
    expect(String(second.headers['content-security-policy'])).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(String(second.headers['content-security-policy'])).not.toContain("'nonce-");
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers['cache-control']).toContain('s-maxage=');
    // The render itself carries this response's nonce: no shared cache in front may keep it.
    expect(first.body.toString('utf8')).toMatch(/\snonce="/);
    expect(first.headers['cache-control']).toBe('private, max-age=0');
  });

  it('stores bodies compressed and serves each encoding as asked, byte-identical once decoded', async () => {
    await rawGet(`${server.url}/rpa`);
    const identity = await rawGet(`${server.url}/rpa`);
    const br = await rawGet(`${server.url}/rpa`, { 'accept-encoding': 'br, gzip' });
    const gzip = await rawGet(`${server.url}/rpa`, { 'accept-encoding': 'gzip' });
    for (const response of [identity, br, gzip]) expect(response.headers['x-cache']).toBe('HIT');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(identity.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('answers a matching If-None-Match with 304', async () => {
    await rawGet(`${server.url}/terms`);
    const page = await rawGet(`${server.url}/terms`);
    expect(page.headers['x-cache']).toBe('HIT');
    const again = await rawGet(`${server.url}/terms`, { 'if-none-match': String(page.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('renders a page once for many concurrent visitors', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => rawGet(`${server.url}/agent-automation`, { 'accept-encoding': 'br' })),
    );
    const caches = responses.map((r) => r.headers['x-cache']);
    expect(caches.filter((c) => c === 'MISS')).toHaveLength(1);
    expect(caches.filter((c) => c === 'HIT')).toHaveLength(19);
    for (const response of responses) {
      expect(response.status).toBe(200);
      const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body) : response.body;
      expect(body.toString('utf8').trimEnd().endsWith('</html>')).toBe(true);
    }
  });

  it('never caches what is not a shared page: admin pages, other methods, personal cookies', async () => {
    const admin = await rawGet(`${server.url}/admin/login`);
    expect(admin.headers['x-cache']).toBeUndefined();
    const withToast = await rawGet(`${server.url}/about`, { cookie: 'toast=abc' });
    expect(withToast.headers['x-cache']).toBeUndefined();
    const missing = await rawGet(`${server.url}/no-such-page`);
    const missingAgain = await rawGet(`${server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missingAgain.status).toBe(404);
    expect(missingAgain.headers['x-cache']).not.toBe('HIT');
  });

  it('serves the shared page to visitors whose own cookies do not change it (analytics, preferences)', async () => {
    const plain = await rawGet(`${server.url}/terms`);
    expect((await rawGet(`${server.url}/terms`)).headers['x-cache']).toBe('HIT');
    const withAnalytics = await rawGet(`${server.url}/terms`, { cookie: '_ga=GA1.1.123; _gid=GA1.1.456; theme=dark' });
    expect(withAnalytics.status).toBe(200);
    expect(withAnalytics.headers['x-cache']).toBe('HIT');
    expect(withAnalytics.body.equals(plain.body)).toBe(true);
    // The consent choice still selects its own variant (no banner), also among unrelated cookies.
    const consented = await rawGet(`${server.url}/terms`, { cookie: '_ga=GA1.1.123; cookie_consent=essential' });
    expect(consented.headers['x-cache']).toBe('MISS');
    expect(consented.body.equals(plain.body)).toBe(false);
    expect((await rawGet(`${server.url}/terms`, { cookie: 'cookie_consent=essential' })).headers['x-cache']).toBe(
      'HIT',
    );
  });

  it('bypasses the cache for a request carrying the admin session, and does not store it', async () => {
    const cookie = await signIn();
    await rawGet(`${server.url}/cookies`);
    expect((await rawGet(`${server.url}/cookies`)).headers['x-cache']).toBe('HIT');
    const asAdmin = await rawGet(`${server.url}/cookies`, { cookie });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers['x-cache']).toBeUndefined();
    expect(asAdmin.body.toString('utf8')).toMatch(/\snonce="/);

    // Also among unrelated cookies.
    const mixed = await rawGet(`${server.url}/cookies`, { cookie: `_ga=GA1.1.123; ${cookie}; cookie_consent=all` });
    expect(mixed.headers['x-cache']).toBeUndefined();
    expect(mixed.body.toString('utf8')).toMatch(/\snonce="/);

    const fresh = await rawGet(`${server.url}/privacy`, { cookie });
    expect(fresh.headers['x-cache']).toBeUndefined();
    // What the admin was shown was not stored for visitors.
    expect((await rawGet(`${server.url}/privacy`)).headers['x-cache']).toBe('MISS');
  });

  it('shows an admin change on the very next request (deleting a published case study)', async () => {
    const database = openSqlite(path.join(server.dataDir, 'site.db'));
    const [study] = await listPublishedCaseStudies(database);
    await database.close();
    expect(study).toBeDefined();
    const listUrl = `${server.url}/use-cases`;
    const detailUrl = `${server.url}/use-cases/${study!.slug}`;
    await rawGet(listUrl);
    await rawGet(detailUrl);
    expect((await rawGet(listUrl)).headers['x-cache']).toBe('HIT');
    const cachedDetail = await rawGet(detailUrl);
    expect(cachedDetail.headers['x-cache']).toBe('HIT');
    expect(cachedDetail.status).toBe(200);

    const cookie = await signIn();
    const deleted = await fetch(`${server.url}/admin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, cookie },
      body: new URLSearchParams({ intent: 'delete', id: study!.id }),
    });
    expect(deleted.status).toBeGreaterThanOrEqual(300);
    expect(deleted.status).toBeLessThan(400);

    // Nothing stale: the deleted study's page is gone and the list is rendered afresh.
    expect((await rawGet(detailUrl)).status).toBe(404);
    expect((await rawGet(listUrl)).headers['x-cache']).toBe('MISS');
  });
});
