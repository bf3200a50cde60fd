/**
 * Admin sessions (DESIGN 6): a random 32-byte token lives only in the visitor's HttpOnly,
 * SameSite=Lax cookie; the database keeps its SHA-256 hash, so a leaked database hands out no live
 * session. A session ends after SESSION_IDLE_MS without a request or SESSION_ABSOLUTE_MS after
 * sign-in, whichever comes first, and at sign-out. See docs/decisions/admin-authentication.md.
 */

import { createHash, randomBytes } from 'node:crypto';
import { clearCookieHeader, readCookie, setCookieHeader, siteCookieAttributes } from '../../lib/cookies.ts';
import type { Database } from '../db/index.ts';
import {
  createSession,
  deleteSession,
  findSessionByTokenHash,
  type Session,
  touchSession,
} from '../db/repositories/sessions.ts';
import { findUserById, recordSignIn } from '../db/repositories/users.ts';
import type { Config } from '../infrastructure/config.ts';
import type { AdminIdentity } from '../infrastructure/context.ts';
import { SESSION_COOKIE } from '../infrastructure/cookie-names.ts';

export { SESSION_COOKIE };
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Activity is written back at most this often, so browsing the studio is not one write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

type CookieConfig = Pick<Config, 'publicUrl'>;

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The Set-Cookie value carrying a session token. No Max-Age: the cookie ends with the browser, and
 * the server's idle and absolute expiry are the authority either way.
 */
export function sessionCookie(config: CookieConfig, token: string): string {
  return setCookieHeader(SESSION_COOKIE, token, siteCookieAttributes(config.publicUrl));
}

export function clearSessionCookie(config: CookieConfig): string {
  return clearCookieHeader(SESSION_COOKIE, siteCookieAttributes(config.publicUrl));
}

/** The session cookie's value, or null when the request carries none. */
const sessionCookieValue = (request: Request) => readCookie(request.headers.get('Cookie'), SESSION_COOKIE);

/** The session token the request carries, if it has a well-formed one (43 base64url characters). */
export function readSessionToken(request: Request): string | null {
  const value = sessionCookieValue(request);
  return value !== null && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** When a session stops being valid: its idle deadline, capped by the absolute one. */
export function sessionDeadline(createdAt: Date, lastSeenAt: Date): Date {
  return new Date(Math.min(lastSeenAt.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
}

export function isSessionExpired(session: Pick<Session, 'createdAt' | 'expiresAt'>, at: Date): boolean {
  const created = new Date(session.createdAt).getTime();
  return at.getTime() >= new Date(session.expiresAt).getTime() || at.getTime() >= created + SESSION_ABSOLUTE_MS;
}

/**
 * Opens a fresh session (always a new token: no session fixation), records the account's sign-in
 * time, and returns the session's cookie.
 */
export async function startSession(
  database: Database,
  config: CookieConfig,
  input: { userId: string; ip?: string | null; userAgent?: string | null; now?: Date },
): Promise<{ session: Session; cookie: string }> {
  const at = input.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const session = await createSession(database, {
    userId: input.userId,
    tokenHash: hashToken(token),
    expiresAt: sessionDeadline(at, at),
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
  });
  await recordSignIn(database, input.userId, at);
  return { session, cookie: sessionCookie(config, token) };
}

export type SessionLookup =
  | { status: 'valid'; identity: AdminIdentity }
  | { status: 'missing' }
  | { status: 'expired' | 'unknown' };

/**
 * Resolves the request's cookie to a signed-in admin. Expired sessions are deleted on sight; a valid
 * one has its idle deadline pushed forward (never past the absolute one).
 */
export async function lookupSession(database: Database, request: Request, at = new Date()): Promise<SessionLookup> {
  const token = readSessionToken(request);
  if (!token) return sessionCookieValue(request) === null ? { status: 'missing' } : { status: 'unknown' };
  const session = await findSessionByTokenHash(database, hashToken(token));
  if (!session) return { status: 'unknown' };
  if (isSessionExpired(session, at)) {
    await deleteSession(database, session.id);
    return { status: 'expired' };
  }
  const user = await findUserById(database, session.userId);
  // Deactivation deletes the account's sessions; this also covers a session that raced with it.
  if (!user || user.deactivatedAt) {
    await deleteSession(database, session.id);
    return { status: 'unknown' };
  }
  if (at.getTime() - new Date(session.lastSeenAt).getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(database, session.id, at, sessionDeadline(new Date(session.createdAt), at));
  }
  return {
    status: 'valid',
    identity: { userId: user.id, email: user.email, sessionId: session.id, role: user.role },
  };
}

/** Ends the session the request carries, if any; returns the id of the session ended. */
export async function endSession(database: Database, request: Request): Promise<Session | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const session = await findSessionByTokenHash(database, hashToken(token));
  if (session) await deleteSession(database, session.id);
  return session;
}
