/**
 * The studio's CSV exports against the production build (issue 26): they write an audit entry, so a
 * download another site starts (a link or a redirect carries the SameSite=Lax session along) is
 * refused with 403 and writes nothing; the studio's own link, a typed address and a client without
 * Fetch Metadata still download (app/.server/auth/csrf.ts, `isCrossSiteRequest`).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openSqlite } from '#app/.server/db/index.ts';
import { rawGet, signInAsTestAdmin, startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let database: Database;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ SEED: 'none' });
  database = openSqlite(path.join(server.dataDir, 'site.db'));
  cookie = await signInAsTestAdmin(server);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await server?.stop();
});

const exports = [
  ['/admin/audit.csv', 'audit.exported'],
  ['/admin/messages.csv?view=all', 'messages.exported'],
] as const;

const entries = async (action: string) =>
  Number(
    (
      await database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('action', '=', action)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(exports)('GET %s', (address, action) => {
  it.each([
    ['a link on another site', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' }],
    ['a page of a sibling subdomain', { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate' }],
    ['a cross-origin fetch', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['another Origin, without Fetch Metadata', { Origin: 'https://evil.example' }],
    ['an opaque Origin (a sandboxed frame)', { Origin: 'null' }],
    ['another Referer, without Fetch Metadata', { Referer: 'https://evil.example/export' }],
    [
      'a same-origin claim with a foreign Referer',
      { 'Sec-Fetch-Site': 'same-origin', Referer: 'https://evil.example/' },
    ],
  ])('refuses %s with 403 and writes no audit entry', async (_from, headers) => {
    const before = await entries(action);
    const response = await rawGet(`${server.url}${address}`, { Cookie: cookie, ...headers });
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body.toString()).error).toMatch(/did not come from the studio/);
    expect(response.body.toString()).not.toContain('Action code');
    expect(await entries(action)).toBe(before);
  });

  it.each([
    ['the studio’s own link', (site: string) => ({ 'Sec-Fetch-Site': 'same-origin', Referer: `${site}/admin/audit` })],
    ['a typed or bookmarked address', () => ({ 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' })],
    ['a client without Fetch Metadata (curl, a script)', () => ({})],
  ])('downloads for %s, and records it', async (_from, headers) => {
    const before = await entries(action);
    const sent = { Cookie: cookie, ...headers(server.url) };
    const response = await rawGet(`${server.url}${address}`, sent);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(await entries(action)).toBe(before + 1);
  });
});
