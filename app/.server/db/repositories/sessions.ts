/**
 * Server-side admin sessions. Only a hash of the cookie token is stored, so a leaked database
 * does not hand out live sessions.
 */
import type { Selectable } from 'kysely';
import { now, storedInstant, storedInstantOrNull, toIso } from '../mapping.ts';
import type { SessionsTable } from '../schema.ts';
import type { Database } from '../types.ts';

export interface Session {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

const rowToSession = (row: Selectable<SessionsTable>): Session => ({
  id: row.id,
  userId: row.user_id,
  tokenHash: row.token_hash,
  createdAt: toIso(row.created_at),
  lastSeenAt: toIso(row.last_seen_at),
  expiresAt: toIso(row.expires_at),
  ip: row.ip,
  userAgent: row.user_agent,
});

export async function createSession(
  database: Database,
  input: { userId: string; tokenHash: string; expiresAt: Date | string; ip?: string | null; userAgent?: string | null },
): Promise<Session> {
  const at = now();
  const row = await database.db
    .insertInto('sessions')
    .values({
      id: crypto.randomUUID(),
      user_id: input.userId,
      token_hash: input.tokenHash,
      created_at: at,
      last_seen_at: at,
      expires_at: storedInstant(input.expiresAt),
      ip: input.ip ?? null,
      user_agent: input.userAgent ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowToSession(row);
}

/** The session with this token hash, expired or not: the caller compares expiresAt with its clock. */
export async function findSessionByTokenHash(database: Database, tokenHash: string): Promise<Session | null> {
  const row = await database.db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? rowToSession(row) : null;
}

/** Records activity; `expiresAt` extends a sliding session when given. */
export async function touchSession(
  database: Database,
  id: string,
  lastSeenAt: Date | string,
  expiresAt?: Date | string,
): Promise<void> {
  const expires = storedInstantOrNull(expiresAt);
  await database.db
    .updateTable('sessions')
    .set({ last_seen_at: storedInstant(lastSeenAt), ...(expires ? { expires_at: expires } : {}) })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(database: Database, id: string): Promise<boolean> {
  const result = await database.db.deleteFrom('sessions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Signs a user out everywhere, except (optionally) the session making the request. Returns how many ended. */
export async function deleteSessionsForUser(database: Database, userId: string, exceptId?: string): Promise<number> {
  let query = database.db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes sessions whose expiry is at or before `now`. Returns how many were removed. */
export async function deleteExpiredSessions(database: Database, at: Date | string): Promise<number> {
  const result = await database.db
    .deleteFrom('sessions')
    .where('expires_at', '<=', storedInstant(at))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
