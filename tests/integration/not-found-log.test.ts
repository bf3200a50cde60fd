/**
 * The 404 log's storage (issue 32) on every engine: batches added with one upsert each, adding up
 * across instances; the top referrer merged; the bounds (rows of each kind, age); the writer's
 * batching and its last flush on stop.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addNotFoundCounts,
  getNotFoundPath,
  listNotFoundPaths,
  pruneNotFoundPaths,
} from '#app/.server/db/repositories/not-found-paths.ts';
import { loadConfig } from '#app/.server/infrastructure/config.ts';
import { createLogger } from '#app/.server/infrastructure/logger.ts';
import type { NotFoundCount } from '#app/.server/not-found-log/batch.ts';
import { NotFoundLog } from '#app/.server/not-found-log/log.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const T0 = Date.parse('2026-11-01T10:00:00.000Z');
const count = (path: string, over: Partial<NotFoundCount> = {}): NotFoundCount => ({
  path,
  probe: false,
  hits: 1,
  firstSeenMs: T0,
  lastSeenMs: T0,
  topReferrer: null,
  topReferrerHits: 0,
  ...over,
});
const logger = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));

describe.each(engines)('the 404 log on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('adds batches from several instances into one row per path', async () => {
    const news = 'https://news.example/issue-12';
    const partner = 'https://partner.example/links';
    await addNotFoundCounts(database, [
      count('/old-page', { hits: 3, topReferrer: news, topReferrerHits: 2, lastSeenMs: T0 + 10 }),
    ]);
    // Another instance's batch: earlier first sighting, a later last one, the same referrer.
    await addNotFoundCounts(database, [
      count('/old-page', {
        hits: 2,
        firstSeenMs: T0 - 5000,
        lastSeenMs: T0 + 20,
        topReferrer: news,
        topReferrerHits: 1,
      }),
      count('/wp-login.php', { probe: true }),
    ]);
    expect(await getNotFoundPath(database, '/old-page')).toEqual({
      path: '/old-page',
      probe: false,
      hits: 5,
      firstSeenAt: new Date(T0 - 5000).toISOString(),
      lastSeenAt: new Date(T0 + 20).toISOString(),
      topReferrer: news,
      topReferrerHits: 3,
    });
    // A referrer seen less often than the kept one leaves it; one seen more often takes its place.
    await addNotFoundCounts(database, [count('/old-page', { topReferrer: partner, topReferrerHits: 1 })]);
    expect((await getNotFoundPath(database, '/old-page'))?.topReferrer).toBe(news);
    await addNotFoundCounts(database, [count('/old-page', { hits: 4, topReferrer: partner, topReferrerHits: 4 })]);
    expect(await getNotFoundPath(database, '/old-page')).toMatchObject({
      hits: 10,
      topReferrer: partner,
      topReferrerHits: 4,
    });
    // A batch without a referrer keeps the one there.
    await addNotFoundCounts(database, [count('/old-page')]);
    expect(await getNotFoundPath(database, '/old-page')).toMatchObject({ hits: 11, topReferrer: partner });

    const visitors = await listNotFoundPaths(database, { probes: false, limit: 50 });
    expect(visitors.rows.map((row) => row.path)).toEqual(['/old-page']);
    expect(visitors).toMatchObject({ total: 1, probes: 1 });
    const probes = await listNotFoundPaths(database, { probes: true, limit: 50 });
    expect(probes.rows.map((row) => row.path)).toEqual(['/wp-login.php']);
  });

  it('keeps each kind to its number of rows, the least recently seen dropped first, and forgets old rows', async () => {
    await addNotFoundCounts(
      database,
      Array.from({ length: 8 }, (_, i) => count(`/p${i}`, { lastSeenMs: T0 + i * 1000 })),
    );
    await addNotFoundCounts(
      database,
      Array.from({ length: 4 }, (_, i) => count(`/x${i}.php`, { probe: true, lastSeenMs: T0 + i * 1000 })),
    );
    const removed = await pruneNotFoundPaths(database, { seenBefore: T0 + 1000, maxRows: 5, maxProbeRows: 2 });
    const visitors = await listNotFoundPaths(database, { probes: false, limit: 50 });
    expect(visitors.rows.map((row) => row.path)).toEqual(['/p7', '/p6', '/p5', '/p4', '/p3']);
    const probes = await listNotFoundPaths(database, { probes: true, limit: 50 });
    expect(probes.rows.map((row) => row.path)).toEqual(['/x3.php', '/x2.php']);
    expect(removed).toBe(5);
  });

  it('counts in memory and writes on flush and on stop', async () => {
    let now = T0;
    const log = new NotFoundLog({ database, logger, flushEveryMs: 60_000, now: () => now });
    log.start();
    log.record('GET', '/gone-post?ref=x', 'https://blog.example/post?id=1');
    log.record('GET', '/gone-post', 'https://blog.example/post');
    log.record('POST', '/gone-post', undefined);
    log.record('GET', '/admin/nothing', undefined);
    expect(await getNotFoundPath(database, '/gone-post')).toBeNull();
    await log.flush();
    expect(await getNotFoundPath(database, '/gone-post')).toMatchObject({
      hits: 2,
      topReferrer: 'https://blog.example/post',
      topReferrerHits: 2,
    });
    now += 1000;
    log.record('GET', '/.env', undefined);
    await log.stop();
    expect(await getNotFoundPath(database, '/.env')).toMatchObject({ probe: true, hits: 1 });
    expect(await getNotFoundPath(database, '/admin/nothing')).toBeNull();
  });
});
