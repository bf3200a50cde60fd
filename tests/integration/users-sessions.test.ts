import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsForUser,
  findSessionByTokenHash,
  touchSession,
} from '#app/.server/db/repositories/sessions.ts';
import { isUniqueViolation } from '#app/.server/db/repositories/unique-violation.ts';
import {
  countUsers,
  createUser,
  findUserByEmail,
  findUserById,
  updateUserPassword,
} from '#app/.server/db/repositories/users.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

describe.each(engines)('users and sessions on %s', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('stores e-mails lower-cased and finds users whatever the case', async () => {
    expect(await countUsers(database)).toBe(0);
    const user = await createUser(database, { email: '  Ada@Example.COM ', name: 'Ada', passwordHash: 'hash-1' });
    expect(user).toEqual({
      id: user.id,
      email: 'ada@example.com',
      name: 'Ada',
      passwordHash: 'hash-1',
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
      deactivatedAt: null,
      lastSignInAt: null,
      role: 'admin',
    });
    expect(await findUserByEmail(database, 'ADA@example.com')).toEqual(user);
    expect(await findUserById(database, user.id)).toEqual(user);
    expect(await findUserByEmail(database, 'bob@example.com')).toBeNull();
    expect(await findUserById(database, 'missing')).toBeNull();

    const duplicate = await createUser(database, { email: 'ADA@EXAMPLE.COM', passwordHash: 'x' }).catch(
      (e: unknown) => e,
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    const nameless = await createUser(database, { email: 'b@example.com', passwordHash: 'x' });
    expect(nameless.name).toBeNull();
    expect(await countUsers(database)).toBe(2);
  });

  it('updates a password', async () => {
    const user = await createUser(database, { email: 'a@example.com', passwordHash: 'old' });
    expect(await updateUserPassword(database, user.id, 'new')).toBe(true);
    expect((await findUserById(database, user.id))?.passwordHash).toBe('new');
    expect(await updateUserPassword(database, 'missing', 'new')).toBe(false);
  });

  it('creates, finds, touches and deletes sessions', async () => {
    const user = await createUser(database, { email: 'a@example.com', passwordHash: 'h' });
    const session = await createSession(database, {
      userId: user.id,
      tokenHash: 'token-1',
      expiresAt: '2030-01-01T00:00:00.000Z',
      ip: '203.0.113.9',
      userAgent: 'Firefox',
    });
    expect(session).toEqual({
      id: session.id,
      userId: user.id,
      tokenHash: 'token-1',
      createdAt: session.createdAt,
      lastSeenAt: session.createdAt,
      expiresAt: '2030-01-01T00:00:00.000Z',
      ip: '203.0.113.9',
      userAgent: 'Firefox',
    });
    expect(await findSessionByTokenHash(database, 'token-1')).toEqual(session);
    expect(await findSessionByTokenHash(database, 'token-2')).toBeNull();

    await touchSession(database, session.id, '2029-06-01T12:00:00.000Z');
    expect(await findSessionByTokenHash(database, 'token-1')).toEqual({
      ...session,
      lastSeenAt: '2029-06-01T12:00:00.000Z',
    });
    await touchSession(database, session.id, new Date('2029-06-02T12:00:00.000Z'), '2031-01-01T00:00:00.000Z');
    expect(await findSessionByTokenHash(database, 'token-1')).toMatchObject({
      lastSeenAt: '2029-06-02T12:00:00.000Z',
      expiresAt: '2031-01-01T00:00:00.000Z',
    });

    expect(await deleteSession(database, session.id)).toBe(true);
    expect(await deleteSession(database, session.id)).toBe(false);
    expect(await findSessionByTokenHash(database, 'token-1')).toBeNull();
  });

  it('signs a user out everywhere except the current session', async () => {
    const ada = await createUser(database, { email: 'ada@example.com', passwordHash: 'h' });
    const bob = await createUser(database, { email: 'bob@example.com', passwordHash: 'h' });
    const expiresAt = '2030-01-01T00:00:00.000Z';
    const current = await createSession(database, { userId: ada.id, tokenHash: 'a1', expiresAt });
    await createSession(database, { userId: ada.id, tokenHash: 'a2', expiresAt });
    await createSession(database, { userId: bob.id, tokenHash: 'b1', expiresAt });

    expect(await deleteSessionsForUser(database, ada.id, current.id)).toBe(1);
    expect(await findSessionByTokenHash(database, 'a1')).not.toBeNull();
    expect(await findSessionByTokenHash(database, 'a2')).toBeNull();
    expect(await deleteSessionsForUser(database, ada.id)).toBe(1);
    expect(await findSessionByTokenHash(database, 'a1')).toBeNull();
    expect(await findSessionByTokenHash(database, 'b1')).not.toBeNull();
  });

  it('removes only expired sessions', async () => {
    const user = await createUser(database, { email: 'a@example.com', passwordHash: 'h' });
    await createSession(database, { userId: user.id, tokenHash: 'past', expiresAt: '2025-01-01T00:00:00.000Z' });
    await createSession(database, { userId: user.id, tokenHash: 'edge', expiresAt: '2025-06-01T00:00:00.000Z' });
    await createSession(database, { userId: user.id, tokenHash: 'future', expiresAt: '2025-12-01T00:00:00.000Z' });

    expect(await deleteExpiredSessions(database, new Date('2025-06-01T00:00:00.000Z'))).toBe(2);
    expect(await findSessionByTokenHash(database, 'past')).toBeNull();
    expect(await findSessionByTokenHash(database, 'edge')).toBeNull();
    expect(await findSessionByTokenHash(database, 'future')).not.toBeNull();
    expect(await deleteExpiredSessions(database, '2025-06-02T00:00:00.000Z')).toBe(0);
  });
});
