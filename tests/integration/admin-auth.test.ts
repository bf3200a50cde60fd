/**
 * The studio's authentication core on every engine: sign-in with rate limits, session lifetime,
 * password change, and the audit trail.
 */
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

  it('blocks an account after the limit of failures, from any address, even with the right password', async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await attemptLogin(database, config, { email: 'admin@example.com', password: 'x', ip })).status).toBe(
        'invalid',
      );
    }
    const blocked = await attemptLogin(database, config, {
      email: 'admin@example.com',
      password: PASSWORD,
      ip: '10.0.0.4',
    });
    expect(blocked).toMatchObject({ status: 'rate-limited' });
    if (blocked.status !== 'rate-limited') throw new Error('expected a rate limit');
    expect(blocked.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(blocked.retryAfterSeconds).toBeGreaterThan(890);

    // The window passes: the account can sign in again.
    const later = new Date(Date.now() + 901_000);
    expect(
      (
        await attemptLogin(database, config, {
          email: 'admin@example.com',
          password: PASSWORD,
          ip: '10.0.0.4',
          now: later,
        })
      ).status,
    ).toBe('ok');
  });

  it('blocks an address that tries many accounts', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await attemptLogin(database, config, { email, password: 'x', ip: '10.9.9.9' });
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
      identity: { userId: user.id, email: 'admin@example.com', sessionId: session.id },
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
});
