/**
 * The studio's authentication core on every engine: sign-in with rate limits, session lifetime,
 * password change, and the audit trail.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changePassword } from '#app/.server/auth/change-password.ts';
import { attemptLogin, INVALID_CREDENTIALS } from '#app/.server/auth/login.ts';
import { hashPassword, verifyPassword } from '#app/.server/auth/password.ts';
import {
  endSession,
  hashToken,
  lookupSession,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  startSession,
} from '#app/.server/auth/sessions.ts';
import { listAudit } from '#app/.server/db/repositories/audit-log.ts';
import { findSessionByTokenHash } from '#app/.server/db/repositories/sessions.ts';
import { createUser, findUserById, type User } from '#app/.server/db/repositories/users.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const PASSWORD = 'correct horse battery staple';
const config = { publicUrl: 'http://127.0.0.1:3000', rateLimits: { login: { limit: 3, windowSeconds: 900 } } };

/**
 * A stored hash at a low scrypt cost (N = 2^10, named in the hash as the app's are), so tests that
 * make a hundred wrong guesses spend milliseconds, not minutes, on hashing.
 */
function cheapHash(password: string): string {
  const salt = randomBytes(32);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 2 ** 10, r: 8, p: 1 });
  return ['scrypt', 10, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const requestWith = (setCookie: string) =>
  new Request('http://127.0.0.1:3000/admin', { headers: { Cookie: setCookie.split(';')[0] ?? '' } });

describe.each(engines)('admin authentication on %s', (engine) => {
  let database: TestDatabase;
  let user: User;
  let storedHash: string;

  beforeAll(async () => {
    storedHash = await hashPassword(PASSWORD);
  });

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    user = await createUser(database, { email: 'admin@example.com', passwordHash: storedHash });
    return () => database.destroy();
  });

  afterAll(() => undefined);

  it('stores a salted scrypt hash, never the password', async () => {
    const stored = (await findUserById(database, user.id))?.passwordHash ?? '';
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(stored).not.toContain(PASSWORD);
    expect(await hashPassword(PASSWORD)).not.toBe(stored);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
  });

  it('signs in with the right password, case-insensitively on the e-mail', async () => {
    const outcome = await attemptLogin(database, config, {
      email: ' ADMIN@example.com ',
      password: PASSWORD,
      ip: '10.0.0.1',
    });
    expect(outcome).toMatchObject({ status: 'ok', user: { id: user.id } });
  });

  it('gives one generic answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await attemptLogin(database, config, {
      email: 'admin@example.com',
      password: 'nope',
      ip: '10.0.0.1',
    });
    const unknown = await attemptLogin(database, config, {
      email: 'ghost@example.com',
      password: PASSWORD,
      ip: '10.0.0.2',
    });
    expect(wrong).toMatchObject({ status: 'invalid', message: INVALID_CREDENTIALS });
    expect(unknown).toMatchObject({ status: 'invalid', message: INVALID_CREDENTIALS });
  });

  it('refuses an address after its failures for an account, even with the right password, not the owner elsewhere', async () => {
    for (let n = 0; n < 3; n++) {
      expect(
        (await attemptLogin(database, config, { email: 'admin@example.com', password: 'x', ip: '10.0.0.1' })).status,
      ).toBe('invalid');
    }
    const blocked = await attemptLogin(database, config, {
      email: 'admin@example.com',
      password: PASSWORD,
      ip: '10.0.0.1',
    });
    expect(blocked).toMatchObject({ status: 'rate-limited' });
    if (blocked.status !== 'rate-limited') throw new Error('expected a rate limit');
    expect(blocked.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(blocked.retryAfterSeconds).toBeGreaterThan(890);

    // The owner, elsewhere, is not locked out by someone else's failures.
    const owner = await attemptLogin(database, config, {
      email: 'admin@example.com',
      password: PASSWORD,
      ip: '10.0.0.4',
    });
    expect(owner.status).toBe('ok');

    // The window passes: the failing address may try again.
    const later = new Date(Date.now() + 901_000);
    expect(
      (
        await attemptLogin(database, config, {
          email: 'admin@example.com',
          password: PASSWORD,
          ip: '10.0.0.1',
          now: later,
        })
      ).status,
    ).toBe('ok');
  });

  it('lets the owner in from a clean address after 100 wrong passwords from one address and 100 from many', async () => {
    await createUser(database, { email: 'owner@example.com', passwordHash: cheapHash(PASSWORD) });
    const attempt = (password: string, ip: string) =>
      attemptLogin(database, config, { email: 'owner@example.com', password, ip });

    const fromOne: string[] = [];
    for (let n = 0; n < 100; n++) fromOne.push((await attempt('wrong', '10.0.0.1')).status);
    expect(fromOne.slice(0, 3)).toEqual(['invalid', 'invalid', 'invalid']);
    expect(new Set(fromOne.slice(3))).toEqual(new Set(['rate-limited']));

    // Two guesses each from 50 addresses: more than the account's wider budget (20 x 3).
    const fromMany: string[] = [];
    for (let n = 1; n <= 50; n++) {
      for (const guess of ['wrong 1', 'wrong 2']) fromMany.push((await attempt(guess, `10.1.0.${n}`)).status);
    }
    expect(fromMany).toContain('rate-limited');
    // Once the account's budget is spent, each fresh address still gets its one guess.
    expect(fromMany.filter((status) => status === 'invalid').length).toBeGreaterThan(60);

    // Addresses that failed are refused, the right password included: they learn nothing.
    expect((await attempt(PASSWORD, '10.0.0.1')).status).toBe('rate-limited');
    expect((await attempt(PASSWORD, '10.1.0.1')).status).toBe('rate-limited');
    expect((await attempt(PASSWORD, '10.1.0.50')).status).toBe('rate-limited');
    // The owner, from an address with no failures for the account, signs in.
    expect((await attempt(PASSWORD, '10.2.0.1')).status).toBe('ok');
    // The owner's success does not give the failing addresses their budget back.
    expect((await attempt(PASSWORD, '10.1.0.2')).status).toBe('rate-limited');
    expect((await attempt(PASSWORD, '10.2.0.1')).status).toBe('ok');
  });

  it('lets one address try four times the budget across accounts (password spraying), then refuses it', async () => {
    const hash = cheapHash('another long passphrase');
    for (let n = 0; n < 12; n++) {
      await createUser(database, { email: `sprayed-${n}@example.com`, passwordHash: hash });
    }
    for (let n = 0; n < 12; n++) {
      const outcome = await attemptLogin(database, config, {
        email: `sprayed-${n}@example.com`,
        password: 'Winter2026!',
        ip: '10.9.9.9',
      });
      expect(outcome.status).toBe('invalid');
    }
    const blocked = await attemptLogin(database, config, {
      email: 'admin@example.com',
      password: PASSWORD,
      ip: '10.9.9.9',
    });
    expect(blocked.status).toBe('rate-limited');
    const elsewhere = await attemptLogin(database, config, {
      email: 'admin@example.com',
      password: PASSWORD,
      ip: '10.1.1.1',
    });
    expect(elsewhere.status).toBe('ok');
  });

  it('counts an IPv6 client by its /64, so one host cannot pose as many fresh addresses', async () => {
    for (let n = 1; n <= 3; n++) {
      await attemptLogin(database, config, { email: 'admin@example.com', password: 'x', ip: `2001:db8:1:2::${n}` });
    }
    const sameNetwork = await attemptLogin(database, config, {
      email: 'admin@example.com',
      password: PASSWORD,
      ip: '2001:db8:1:2:ffff:ffff:ffff:ffff',
    });
    expect(sameNetwork.status).toBe('rate-limited');
    const otherNetwork = await attemptLogin(database, config, {
      email: 'admin@example.com',
      password: PASSWORD,
      ip: '2001:db8:1:3::1',
    });
    expect(otherNetwork.status).toBe('ok');
  });

  it('counts failures only since the last successful sign-in', async () => {
    const attempt = (password: string) =>
      attemptLogin(database, config, { email: 'admin@example.com', password, ip: '10.0.0.1' });
    await attempt('x');
    await attempt('x');
    expect((await attempt(PASSWORD)).status).toBe('ok');
    await attempt('x');
    await attempt('x');
    expect((await attempt(PASSWORD)).status).toBe('ok');
  });

  it('keeps only the hash of the session token and resolves the cookie to the admin', async () => {
    const { session, cookie } = await startSession(database, config, {
      userId: user.id,
      ip: '10.0.0.1',
      userAgent: 'test',
    });
    const token = cookie.split(';')[0]?.split('=')[1] ?? '';
    expect(token).toHaveLength(43);
    expect(session.tokenHash).toBe(hashToken(token));
    expect(await findSessionByTokenHash(database, token)).toBeNull();
    expect(await lookupSession(database, requestWith(cookie))).toEqual({
      status: 'valid',
      identity: { userId: user.id, email: 'admin@example.com', sessionId: session.id, role: 'admin' },
    });
  });

  it('ends a session after the idle period, and deletes it', async () => {
    const signIn = new Date();
    const { session, cookie } = await startSession(database, config, { userId: user.id, now: signIn });
    const idle = new Date(signIn.getTime() + SESSION_IDLE_MS + 1000);
    expect(await lookupSession(database, requestWith(cookie), idle)).toEqual({ status: 'expired' });
    expect(await findSessionByTokenHash(database, session.tokenHash)).toBeNull();
  });

  it('slides the idle deadline with activity but never past the absolute limit', async () => {
    const started = await startSession(database, config, { userId: user.id });
    const { cookie } = started;
    const signIn = new Date(started.session.createdAt);
    // Active every 90 minutes: each visit keeps it alive...
    let at = signIn;
    while (at.getTime() + 90 * 60_000 < signIn.getTime() + SESSION_ABSOLUTE_MS) {
      at = new Date(at.getTime() + 90 * 60_000);
      expect((await lookupSession(database, requestWith(cookie), at)).status).toBe('valid');
    }
    // ...until 12 hours after sign-in.
    const absolute = new Date(signIn.getTime() + SESSION_ABSOLUTE_MS);
    expect((await lookupSession(database, requestWith(cookie), absolute)).status).toBe('expired');
  });

  it('refuses a forged or revoked cookie', async () => {
    const forged = new Request('http://x/admin', { headers: { Cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` } });
    expect(await lookupSession(database, forged)).toEqual({ status: 'unknown' });
    const { cookie } = await startSession(database, config, { userId: user.id });
    expect((await endSession(database, requestWith(cookie)))?.userId).toBe(user.id);
    expect(await lookupSession(database, requestWith(cookie))).toEqual({ status: 'unknown' });
  });

  it('changes the password only with the current one, and ends every other session', async () => {
    const mine = await startSession(database, config, { userId: user.id });
    const other = await startSession(database, config, { userId: user.id });
    const admin = { userId: user.id, email: user.email, sessionId: mine.session.id };

    expect(
      await changePassword(database, config, admin, '10.0.0.1', {
        currentPassword: 'wrong',
        newPassword: 'a new passphrase',
      }),
    ).toEqual({
      status: 'wrong-password',
    });
    expect(
      await changePassword(database, config, admin, '10.0.0.1', {
        currentPassword: PASSWORD,
        newPassword: 'a new passphrase',
      }),
    ).toEqual({ status: 'changed', otherSessionsEnded: 1 });

    expect((await lookupSession(database, requestWith(mine.cookie))).status).toBe('valid');
    expect((await lookupSession(database, requestWith(other.cookie))).status).toBe('unknown');
    const stored = (await findUserById(database, user.id))?.passwordHash ?? '';
    expect(await verifyPassword('a new passphrase', stored)).toBe(true);
    expect(await verifyPassword(PASSWORD, stored)).toBe(false);

    const audit = await listAudit(database, { limit: 5 });
    expect(audit[0]).toMatchObject({
      userId: user.id,
      actor: 'admin@example.com',
      action: 'auth.password_changed',
      entityType: 'user',
      entityId: user.id,
      details: { otherSessionsEnded: 1 },
      ip: '10.0.0.1',
    });
  });

  it('counts current-password guesses per address and session, so strangers never block a signed-in admin', async () => {
    await database.db
      .updateTable('users')
      .set({ password_hash: cheapHash(PASSWORD) })
      .where('id', '=', user.id)
      .execute();
    // Strangers spend the account's budgets: one address hammers, sixty more try three times each.
    for (let n = 0; n < 20; n++) {
      await attemptLogin(database, config, { email: 'admin@example.com', password: 'x', ip: '10.0.0.1' });
    }
    for (let n = 1; n <= 60; n++) {
      for (let guess = 0; guess < 3; guess++) {
        await attemptLogin(database, config, { email: 'admin@example.com', password: 'x', ip: `10.1.0.${n}` });
      }
    }
    expect(
      (await attemptLogin(database, config, { email: 'admin@example.com', password: PASSWORD, ip: '10.1.0.1' })).status,
    ).toBe('rate-limited');

    const mine = await startSession(database, config, { userId: user.id });
    const admin = { userId: user.id, email: user.email, sessionId: mine.session.id };
    const change = (currentPassword: string, ip: string) =>
      changePassword(database, config, admin, ip, { currentPassword, newPassword: 'a new passphrase' });

    // The admin's own mistakes count: two here, one from another address, then the session is out
    // of guesses wherever it comes from.
    expect(await change('wrong', '10.5.5.5')).toEqual({ status: 'wrong-password' });
    expect(await change('wrong', '10.5.5.5')).toEqual({ status: 'wrong-password' });
    expect(await change('wrong', '10.6.6.6')).toEqual({ status: 'wrong-password' });
    expect((await change(PASSWORD, '10.7.7.7')).status).toBe('rate-limited');

    // A new session (the admin signs in again) from a clean address changes the password.
    const next = await startSession(database, config, { userId: user.id });
    const changed = await changePassword(database, config, { ...admin, sessionId: next.session.id }, '10.7.7.7', {
      currentPassword: PASSWORD,
      newPassword: 'a new passphrase',
    });
    expect(changed.status).toBe('changed');
  });
});
