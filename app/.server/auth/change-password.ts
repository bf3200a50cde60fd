/**
 * A signed-in admin changes their own password: the current one is required, and every other
 * session of the account ends. Guesses at the current password count against the sign-in budget of
 * this account from this address (so the Account page adds no guesses to what the sign-in page
 * allows) and against a budget of this session (so a stolen session cannot guess from many
 * addresses); never against the account's budget from everywhere, which strangers can spend.
 */

import { auditEvent, staffActor } from '../changes/pipeline.ts';
import type { Database } from '../db/index.ts';
import { hitRateLimit, resetRateLimit } from '../db/repositories/rate-limits.ts';
import { deleteSessionsForUser } from '../db/repositories/sessions.ts';
import { findUserById, updateUserPassword } from '../db/repositories/users.ts';
import type { Config } from '../infrastructure/config.ts';
import type { AdminIdentity } from '../infrastructure/context.ts';
import { loginRateKeys, rateLimitMessage, secondsUntilReset } from './login.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type ChangePasswordOutcome =
  | { status: 'changed'; otherSessionsEnded: number }
  | { status: 'wrong-password' }
  | { status: 'rate-limited'; message: string };

export async function changePassword(
  database: Database,
  config: { rateLimits: Pick<Config['rateLimits'], 'login'> },
  admin: Pick<AdminIdentity, 'userId' | 'email' | 'sessionId'>,
  ip: string | undefined,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordOutcome> {
  const keys = [loginRateKeys(admin.email, ip).accountFromAddress, `password-change:session:${admin.sessionId}`];
  const attempts = await Promise.all(keys.map((key) => hitRateLimit(database, key, config.rateLimits.login)));
  const blocked = attempts.filter((attempt) => !attempt.allowed);
  if (blocked.length > 0) return { status: 'rate-limited', message: rateLimitMessage(secondsUntilReset(blocked)) };
  const user = await findUserById(database, admin.userId);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) return { status: 'wrong-password' };

  await updateUserPassword(database, user.id, await hashPassword(input.newPassword));
  const otherSessionsEnded = await deleteSessionsForUser(database, user.id, admin.sessionId);
  await Promise.all(keys.map((key) => resetRateLimit(database, key)));
  await auditEvent(database, staffActor(admin, ip), {
    action: 'auth.password_changed',
    entityType: 'user',
    entityId: user.id,
    details: { otherSessionsEnded },
  });
  return { status: 'changed', otherSessionsEnded };
}
