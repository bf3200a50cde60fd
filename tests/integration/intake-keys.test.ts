/**
 * The intake's server-side building blocks on real databases (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set): key verification (constant-time, hashed studio keys, revocation), the
 * API-key and idempotency repositories, the page's grants, and creating a case study from a use case.
 */
import * as crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiKey, listApiKeys, revokeApiKey } from '#app/.server/db/repositories/api-keys.ts';
import {
  getCaseStudyDetail,
  listAllCaseStudies,
  listPublishedCaseStudies,
} from '#app/.server/db/repositories/case-studies.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  PENDING_TIMEOUT_MS,
  purgeExpiredIdempotencyKeys,
  RETENTION_MS,
  releaseIdempotencyKey,
} from '#app/.server/db/repositories/idempotency-keys.ts';
import { rateLimitStatus } from '#app/.server/db/repositories/rate-limit-status.ts';
import { hitRateLimit } from '#app/.server/db/repositories/rate-limits.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { GRANT_TTL_MS, issueGrant, redeemGrant } from '#app/features/intake/grant.server.ts';
import type { UseCaseSubmission } from '#app/features/intake/intake-params.ts';
import { parseUseCaseQuery } from '#app/features/intake/intake-schema.ts';
import {
  bearerToken,
  ENVIRONMENT_PRINCIPAL,
  environmentKeySummary,
  hashApiKey,
  issueApiKey,
  verifyApiKey,
} from '#app/features/intake/keys.server.ts';
import { submitUseCase } from '#app/features/intake/submit.server.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

// Wraps the real timingSafeEqual so the tests can see that every key comparison goes through it.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const ENV_KEY = 'environment-key-0123456789abcdef';
const config = { intakeApiKey: ENV_KEY, sessionSecret: 'a-session-secret-of-at-least-thirty-two-chars' };

function useCase(params: Record<string, string> = {}): UseCaseSubmission {
  const result = parseUseCaseQuery(
    new URLSearchParams({
      title: 'Automated Claims Intake',
      industry: 'Insurance',
      category: 'agents',
      description: 'An AI agent routes each claim to the right adjuster.',
      image_src: '/images/case-studies/claims-automation.svg',
      results: '85% faster triage, Adjusters focus on complex claims',
      ...params,
    }),
  );
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('bearerToken and the environment key summary', () => {
  it('reads only a well-formed Bearer header', () => {
    const request = (value?: string) =>
      new Request('http://x/', value === undefined ? {} : { headers: { Authorization: value } });
    expect(bearerToken(request('Bearer abc'))).toBe('abc');
    expect(bearerToken(request('bearer   abc  '))).toBe('abc');
    expect(bearerToken(request('Basic abc'))).toBeNull();
    expect(bearerToken(request('Bearer a b'))).toBeNull();
    expect(bearerToken(request('Bearer'))).toBeNull();
    expect(bearerToken(request())).toBeNull();
  });

  it('shows only the last four characters of the environment key', () => {
    expect(environmentKeySummary({ intakeApiKey: ENV_KEY })).toEqual({ configured: true, lastFour: 'cdef' });
    expect(environmentKeySummary({ intakeApiKey: undefined })).toEqual({ configured: false, lastFour: null });
  });
});

describe.each(engines)('intake on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    vi.mocked(crypto.timingSafeEqual).mockClear();
  });
  afterEach(async () => {
    await database.destroy();
  });

  describe('verifyApiKey', () => {
    it('accepts the environment key, compared in constant time over SHA-256 digests', async () => {
      expect(await verifyApiKey(database, config, ENV_KEY)).toEqual(ENVIRONMENT_PRINCIPAL);
      const compare = vi.mocked(crypto.timingSafeEqual);
      expect(compare).toHaveBeenCalled();
      const [a, b] = compare.mock.calls[0] as [Buffer, Buffer];
      // Digests, not the keys: equal lengths whatever was presented, so the length does not leak.
      expect(a.length).toBe(32);
      expect(b.length).toBe(32);
    });

    it('compares a wrong key in constant time too, and refuses it', async () => {
      expect(await verifyApiKey(database, config, 'e')).toBeNull();
      expect(await verifyApiKey(database, config, `${ENV_KEY}x`)).toBeNull();
      expect(await verifyApiKey(database, config, ENV_KEY.toUpperCase())).toBeNull();
      expect(vi.mocked(crypto.timingSafeEqual)).toHaveBeenCalledTimes(3);
    });

    it('refuses a missing, empty or absurdly long key without comparing anything', async () => {
      expect(await verifyApiKey(database, config, null)).toBeNull();
      expect(await verifyApiKey(database, config, '')).toBeNull();
      expect(await verifyApiKey(database, config, 'k'.repeat(10_000))).toBeNull();
      expect(vi.mocked(crypto.timingSafeEqual)).not.toHaveBeenCalled();
    });

    it('accepts nothing when no environment key is configured and no studio key exists', async () => {
      expect(await verifyApiKey(database, { intakeApiKey: undefined }, ENV_KEY)).toBeNull();
    });

    it('accepts a studio key (stored only as a hash), records its use, and refuses it once revoked', async () => {
      const issued = await issueApiKey(database, { name: 'HubSpot workflow', createdBy: null });
      expect(issued.key).toMatch(/^bf_[A-Za-z0-9_-]{43}$/);
      expect(issued.lastFour).toBe(issued.key.slice(-4));
      const stored = await database.db.selectFrom('api_keys').selectAll().executeTakeFirstOrThrow();
      expect(stored.key_hash).toBe(hashApiKey(issued.key));
      expect(JSON.stringify(stored)).not.toContain(issued.key);

      expect(await verifyApiKey(database, config, issued.key)).toEqual({
        kind: 'studio',
        id: issued.id,
        name: 'HubSpot workflow',
      });
      expect((await listApiKeys(database))[0]?.lastUsedAt).not.toBeNull();

      expect(await revokeApiKey(database, issued.id)).toBe(true);
      expect(await revokeApiKey(database, issued.id)).toBe(false);
      expect(await verifyApiKey(database, config, issued.key)).toBeNull();
      // The environment key is unaffected.
      expect(await verifyApiKey(database, config, ENV_KEY)).toEqual(ENVIRONMENT_PRINCIPAL);
    });
  });

  describe('the api_keys repository', () => {
    it('lists active keys first, newest first, with the creator’s e-mail', async () => {
      const user = await createUser(database, { email: 'staff@example.com', name: null, passwordHash: 'x' });
      const first = await createApiKey(database, {
        name: 'First',
        keyHash: 'h1',
        lastFour: 'aaaa',
        createdBy: user.id,
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await createApiKey(database, { name: 'Second', keyHash: 'h2', lastFour: 'bbbb', createdBy: null });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const third = await createApiKey(database, {
        name: 'Third',
        keyHash: 'h3',
        lastFour: 'cccc',
        createdBy: user.id,
      });
      await revokeApiKey(database, third.id);

      const keys = await listApiKeys(database);
      expect(keys.map((k) => k.name)).toEqual(['Second', 'First', 'Third']);
      expect(keys[1]).toMatchObject({
        id: first.id,
        lastFour: 'aaaa',
        createdByEmail: 'staff@example.com',
        revokedAt: null,
      });
      expect(keys[0]).toMatchObject({ id: second.id, createdByEmail: null });
      expect(keys[2]?.revokedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(keys[0]).not.toHaveProperty('keyHash');
    });
  });

  describe('idempotency records', () => {
    const T0 = new Date('2025-03-01T12:00:00.000Z');
    const later = (ms: number) => new Date(T0.getTime() + ms);

    it('claims once, replays the stored response, and notices a different request or one still running', async () => {
      expect(await claimIdempotencyKey(database, 'k1', 'fp', T0)).toEqual({ outcome: 'claimed' });
      expect(await claimIdempotencyKey(database, 'k1', 'fp', later(1000))).toEqual({ outcome: 'in_progress' });
      await completeIdempotencyKey(database, 'k1', 'fp', { status: 201, body: { id: 'x', list: [1, true] } });
      expect(await claimIdempotencyKey(database, 'k1', 'fp', later(2000))).toEqual({
        outcome: 'replay',
        response: { status: 201, body: { id: 'x', list: [1, true] } },
      });
      expect(await claimIdempotencyKey(database, 'k1', 'other', later(2000))).toEqual({ outcome: 'mismatch' });
    });

    it('lets a claim that never completed be taken over, and forgets records after the retention time', async () => {
      await claimIdempotencyKey(database, 'stuck', 'fp', T0);
      expect(await claimIdempotencyKey(database, 'stuck', 'fp', later(PENDING_TIMEOUT_MS))).toEqual({
        outcome: 'claimed',
      });

      await claimIdempotencyKey(database, 'old', 'fp', T0);
      await completeIdempotencyKey(database, 'old', 'fp', { status: 200, body: null });
      expect(await claimIdempotencyKey(database, 'old', 'new-fp', later(RETENTION_MS))).toEqual({ outcome: 'claimed' });

      await releaseIdempotencyKey(database, 'old');
      expect(await claimIdempotencyKey(database, 'old', 'fp', T0)).toEqual({ outcome: 'claimed' });
      expect(await purgeExpiredIdempotencyKeys(database, later(RETENTION_MS + PENDING_TIMEOUT_MS + 1))).toBe(2);
      expect(await database.db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);
    });
  });

  describe('rateLimitStatus', () => {
    it('reads a budget without spending it', async () => {
      const options = { limit: 2, windowSeconds: 60, now: T(0) };
      expect(await rateLimitStatus(database, 'k', { limit: 2, now: T(0) })).toEqual({ blocked: false, resetAt: null });
      await hitRateLimit(database, 'k', options);
      await hitRateLimit(database, 'k', options);
      expect(await rateLimitStatus(database, 'k', { limit: 2, now: T(10) })).toEqual({
        blocked: true,
        resetAt: T(60).toISOString(),
      });
      expect(await rateLimitStatus(database, 'k', { limit: 3, now: T(10) })).toMatchObject({ blocked: false });
      expect(await rateLimitStatus(database, 'k', { limit: 2, now: T(60) })).toEqual({ blocked: false, resetAt: null });
    });
  });

  describe('grants of the /webhook-api page', () => {
    const params = new URLSearchParams({ title: 'A', industry: 'B', category: 'rpa' });

    it('stand for the key’s owner, for exactly these parameters, for a limited time', async () => {
      const now = Date.now();
      const grant = issueGrant(config, ENVIRONMENT_PRINCIPAL, params, now);
      expect(grant).not.toContain(ENV_KEY);
      expect(await redeemGrant(database, config, grant, params, now)).toEqual(ENVIRONMENT_PRINCIPAL);

      // Order does not matter, the grant parameter itself is ignored; any other change does.
      const reordered = new URLSearchParams({ category: 'rpa', grant, title: 'A', industry: 'B' });
      expect(await redeemGrant(database, config, grant, reordered, now)).toEqual(ENVIRONMENT_PRINCIPAL);
      const changed = new URLSearchParams({ title: 'A', industry: 'B', category: 'agents' });
      expect(await redeemGrant(database, config, grant, changed, now)).toBeNull();

      expect(await redeemGrant(database, config, grant, params, now + GRANT_TTL_MS)).toBeNull();
      expect(await redeemGrant(database, config, `${grant}x`, params, now)).toBeNull();
      expect(await redeemGrant(database, config, grant.replace(/^env/, 'abc'), params, now)).toBeNull();
      expect(await redeemGrant(database, config, null, params, now)).toBeNull();
      expect(
        await redeemGrant(
          database,
          { ...config, intakeApiKey: 'a-new-environment-key-0123456789' },
          grant,
          params,
          now,
        ),
      ).toBeNull();
      expect(
        await redeemGrant(
          database,
          { ...config, sessionSecret: 'another-secret-of-at-least-32-characters' },
          grant,
          params,
          now,
        ),
      ).toBeNull();
    });

    it('end when their studio key is revoked', async () => {
      const issued = await issueApiKey(database, { name: 'Zapier', createdBy: null });
      const principal = await verifyApiKey(database, config, issued.key);
      if (!principal) throw new Error('key not accepted');
      const grant = issueGrant(config, principal, params);
      expect(await redeemGrant(database, config, grant, params)).toEqual(principal);
      await revokeApiKey(database, issued.id);
      expect(await redeemGrant(database, config, grant, params)).toBeNull();
    });
  });

  describe('submitUseCase', () => {
    const pageCache = { invalidate: vi.fn(async () => {}) };
    beforeEach(() => pageCache.invalidate.mockClear());

    it('creates a draft visible in the studio list and not on the public site', async () => {
      const outcome = await submitUseCase({ database, pageCache }, ENVIRONMENT_PRINCIPAL, useCase());
      expect(outcome.kind).toBe('created');
      const all = await listAllCaseStudies(database);
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({
        title: 'Automated Claims Intake',
        slug: 'automated-claims-intake',
        status: 'draft',
        clientName: 'Insurance client',
        clientIndustry: 'Insurance',
        tags: ['category:agents', 'chip:blue'],
        publishedAt: null,
      });
      expect(await listPublishedCaseStudies(database)).toEqual([]);
      expect(pageCache.invalidate).not.toHaveBeenCalled();

      const detail = await getCaseStudyDetail(database, 'automated-claims-intake', { publishedOnly: false });
      expect(detail?.metrics.map((m) => [m.value, m.label])).toEqual([
        ['85%', 'faster triage'],
        ['Achieved', 'Adjusters focus on complex claims'],
      ]);
    });

    it('publishes at once when asked, refreshing the public page cache', async () => {
      const outcome = await submitUseCase(
        { database, pageCache },
        ENVIRONMENT_PRINCIPAL,
        useCase({ status: 'published', featured: 'true' }),
      );
      expect(outcome).toMatchObject({ kind: 'created', caseStudy: { status: 'published', featured: true } });
      expect(await listPublishedCaseStudies(database, { featured: true })).toHaveLength(1);
      expect(pageCache.invalidate).toHaveBeenCalledTimes(1);
    });

    it('returns the first case study for a repeated id, and refuses a taken slug', async () => {
      const first = await submitUseCase({ database, pageCache }, ENVIRONMENT_PRINCIPAL, useCase({ id: 'crm-1' }));
      const again = await submitUseCase(
        { database, pageCache },
        ENVIRONMENT_PRINCIPAL,
        useCase({ id: 'crm-1', title: 'Something else' }),
      );
      expect(first.kind).toBe('created');
      expect(again.kind).toBe('existing');
      if (first.kind === 'created' && again.kind === 'existing') expect(again.caseStudy.id).toBe(first.caseStudy.id);

      expect(await submitUseCase({ database, pageCache }, ENVIRONMENT_PRINCIPAL, useCase({ id: 'crm-2' }))).toEqual({
        kind: 'slug_taken',
        slug: 'automated-claims-intake',
      });
      expect(await listAllCaseStudies(database)).toHaveLength(1);
    });

    it('keeps external ids per key: another key’s same id is a study of its own, never the first key’s', async () => {
      const studio = await issueApiKey(database, { name: 'CRM', createdBy: null });
      const other = { id: studio.id, name: 'CRM' };
      const first = await submitUseCase({ database, pageCache }, ENVIRONMENT_PRINCIPAL, useCase({ id: 'crm-7' }));
      const second = await submitUseCase({ database, pageCache }, other, useCase({ id: 'crm-7', title: 'Other' }));
      expect(first.kind).toBe('created');
      expect(second).toMatchObject({ kind: 'created', caseStudy: { title: 'Other', externalId: 'crm-7' } });
      if (first.kind !== 'created' || second.kind !== 'created') return;
      expect(second.caseStudy.id).not.toBe(first.caseStudy.id);

      // Each key's repeat finds its own study.
      const again = await submitUseCase({ database, pageCache }, other, useCase({ id: 'crm-7', title: 'Other' }));
      expect(again).toEqual({ kind: 'existing', caseStudy: second.caseStudy });
      const envAgain = await submitUseCase({ database, pageCache }, ENVIRONMENT_PRINCIPAL, useCase({ id: 'crm-7' }));
      expect(envAgain).toEqual({ kind: 'existing', caseStudy: first.caseStudy });
      expect(await listAllCaseStudies(database)).toHaveLength(2);

      // The slug is still the whole site's: a second key cannot take the first key's address.
      expect(await submitUseCase({ database, pageCache }, other, useCase({ id: 'crm-8' }))).toEqual({
        kind: 'slug_taken',
        slug: 'automated-claims-intake',
      });
    });

    it('lets only one of two simultaneous submissions with the same id create the study', async () => {
      const outcomes = await Promise.all([
        submitUseCase({ database, pageCache }, ENVIRONMENT_PRINCIPAL, useCase({ id: 'race' })),
        submitUseCase({ database, pageCache }, ENVIRONMENT_PRINCIPAL, useCase({ id: 'race' })),
      ]);
      expect(outcomes.map((o) => o.kind).sort()).toEqual(['created', 'existing']);
      expect(await listAllCaseStudies(database)).toHaveLength(1);
    });
  });
});

function T(seconds: number) {
  return new Date(Date.parse('2025-03-01T12:00:00.000Z') + seconds * 1000);
}
