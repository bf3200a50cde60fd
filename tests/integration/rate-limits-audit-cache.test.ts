import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listAudit, recordAudit } from '#app/.server/db/repositories/audit-log.ts';
import { bumpCacheVersion, getCacheVersions } from '#app/.server/db/repositories/cache-versions.ts';
import { hitRateLimit, resetRateLimit } from '#app/.server/db/repositories/rate-limits.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const T0 = Date.parse('2025-03-01T12:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

describe.each(engines)('rate limits, audit log and cache versions on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('counts hits in a fixed window and starts a new window when it ends', async () => {
    const options = { limit: 2, windowSeconds: 60 };
    const resetAt = at(60).toISOString();
    expect(await hitRateLimit(database, 'login:ip', { ...options, now: at(0) })).toEqual({
      allowed: true,
      count: 1,
      remaining: 1,
      resetAt,
    });
    expect(await hitRateLimit(database, 'login:ip', { ...options, now: at(10) })).toEqual({
      allowed: true,
      count: 2,
      remaining: 0,
      resetAt,
    });
    expect(await hitRateLimit(database, 'login:ip', { ...options, now: at(59) })).toEqual({
      allowed: false,
      count: 3,
      remaining: 0,
      resetAt,
    });
    expect(await hitRateLimit(database, 'other', { ...options, now: at(59) })).toMatchObject({
      count: 1,
      allowed: true,
    });

    expect(await hitRateLimit(database, 'login:ip', { ...options, now: at(60) })).toEqual({
      allowed: true,
      count: 1,
      remaining: 1,
      resetAt: at(120).toISOString(),
    });
  });

  it('forgets a key on reset', async () => {
    const options = { limit: 1, windowSeconds: 600, now: at(0) };
    await hitRateLimit(database, 'k', options);
    expect((await hitRateLimit(database, 'k', options)).allowed).toBe(false);
    await resetRateLimit(database, 'k');
    expect(await hitRateLimit(database, 'k', options)).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts concurrent hits exactly once each', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(database, 'burst', { limit: 5, windowSeconds: 60, now: at(0) })),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('records audit entries and lists the newest first', async () => {
    const user = await createUser(database, { email: 'ed@example.com', passwordHash: 'h' });
    const first = await recordAudit(database, {
      userId: user.id,
      actor: 'ed@example.com',
      action: 'case_study.update',
      entityType: 'case_study',
      entityId: 'cs-1',
      details: { fields: ['title'], published: true },
      ip: '203.0.113.5',
    });
    expect(first).toEqual({
      id: first.id,
      userId: user.id,
      actor: 'ed@example.com',
      action: 'case_study.update',
      entityType: 'case_study',
      entityId: 'cs-1',
      details: { fields: ['title'], published: true },
      ip: '203.0.113.5',
      // Outside a request (no request scope) there is no request id.
      requestId: null,
      createdAt: first.createdAt,
    });
    // Timestamps have millisecond resolution: make the order unambiguous.
    await database.db.updateTable('audit_log').set({ created_at: '2025-01-01T00:00:00.000Z' }).execute();
    const second = await recordAudit(database, { userId: null, actor: 'system', action: 'seed' });
    expect(second).toMatchObject({ userId: null, entityType: null, entityId: null, details: {}, ip: null });

    expect((await listAudit(database, { limit: 10 })).map((e) => e.id)).toEqual([second.id, first.id]);
    expect((await listAudit(database, { limit: 1 })).map((e) => e.id)).toEqual([second.id]);
  });

  it('bumps cache versions per scope', async () => {
    expect(await getCacheVersions(database)).toEqual({});
    expect(await bumpCacheVersion(database, 'case-studies')).toBe(1);
    expect(await bumpCacheVersion(database, 'case-studies')).toBe(2);
    expect(await bumpCacheVersion(database, 'testimonials')).toBe(1);
    expect(await getCacheVersions(database)).toEqual({ 'case-studies': 2, testimonials: 1 });
  });
});
