/**
 * The redirect table each instance holds (issue 32), on every engine: a save through the change
 * pipeline reaches another instance when its page cache's version moves (NOTIFY or the poll), or,
 * with the page cache off, by the table's own poll of the shared version; hits add up across instances.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bumpCacheVersion } from '#app/.server/db/repositories/cache-versions.ts';
import { insertPage } from '#app/.server/db/repositories/pages.ts';
import { getRedirectHits } from '#app/.server/db/repositories/redirects.ts';
import { loadConfig } from '#app/.server/infrastructure/config.ts';
import { createLogger } from '#app/.server/infrastructure/logger.ts';
import { PUBLIC_CACHE_SCOPE } from '#app/.server/page-cache/store.ts';
import { Redirects } from '#app/.server/redirects/redirects.ts';
import { changeRedirects } from '#app/features/redirects/redirects.server.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';
import { insurancePage } from '../helpers/page-input.ts';

const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
const by = { actor: 'editor@example.com' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('the redirect table on %s', (engine) => {
  let database: TestDatabase;
  const running: Redirects[] = [];
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    for (const table of running.splice(0)) await table.stop();
    await database.destroy();
  });

  it('reloads when the page cache’s version moves, and not before', async () => {
    const pageCache = { version: 0, enabled: true };
    const other = new Redirects({ database, logger, pageCache });
    expect(await other.match('/old')).toBeNull();
    const saved = await changeRedirects(
      { database, logger },
      (rules) => [...rules, { from: '/old', to: '/rpa', status: 301 }],
      {
        by,
        action: 'redirects.updated',
      },
    );
    expect(saved.ok).toBe(true);
    // Still the table it loaded: nothing told it yet.
    expect(other.current?.size).toBe(0);
    pageCache.version += 1;
    expect(other.current).toBeNull();
    expect(await other.match('/old')).toEqual({ from: '/old', to: '/rpa', status: 301 });
  });

  it('polls the shared version itself when the page cache is off', async () => {
    const other = new Redirects({ database, logger, pageCache: { version: 0, enabled: false } });
    running.push(other);
    other.start({ pollEveryMs: 50 });
    await wait(150);
    expect(await other.match('/old')).toBeNull();
    await changeRedirects({ database, logger }, () => [{ from: '/old', to: null, status: 410 }], {
      by,
      action: 'redirects.updated',
    });
    // Another instance's save bumps the shared version (the page cache's invalidate does this).
    await bumpCacheVersion(database, PUBLIC_CACHE_SCOPE);
    let rule = null;
    for (let i = 0; i < 20 && !rule; i++) {
      await wait(50);
      rule = await other.match('/old');
    }
    expect(rule).toEqual({ from: '/old', to: null, status: 410 });
  });

  it('lets a page published at a redirected address win over its rule', async () => {
    const pageCache = { version: 0, enabled: true };
    const table = new Redirects({ database, logger, pageCache });
    await changeRedirects({ database, logger }, () => [{ from: '/industries/insurance', to: '/rpa', status: 301 }], {
      by,
      action: 'redirects.updated',
    });
    expect((await table.match('/industries/insurance'))?.to).toBe('/rpa');
    await insertPage(database, insurancePage({ status: 'published' }));
    pageCache.version += 1;
    expect(await table.match('/industries/insurance')).toBeNull();
  });

  it('adds the hits of every instance', async () => {
    const a = new Redirects({ database, logger, pageCache: { version: 0, enabled: true } });
    const b = new Redirects({ database, logger, pageCache: { version: 0, enabled: true } });
    a.countHit('/old', Date.parse('2026-11-27T10:00:00.000Z'));
    a.countHit('/old', Date.parse('2026-11-27T10:00:01.000Z'));
    b.countHit('/old', Date.parse('2026-11-27T09:00:00.000Z'));
    await a.flush();
    await b.flush();
    expect((await getRedirectHits(database)).get('/old')).toEqual({ hits: 3, lastHitAt: '2026-11-27T10:00:01.000Z' });
  });
});
