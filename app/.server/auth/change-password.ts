/**
 * A signed-in admin changes their own password: the current one is required (and its guesses count
 * against the same budget as sign-in), and every other session of the account ends.
 */
import type { Config } from '../config.ts';
import type { AdminIdentity } from '../context.ts';
import type { Database } from '../db/index.ts';
import { hitRateLimit, resetRateLimit } from '../db/repositories/rate-limits.ts';
import { deleteSessionsForUser } from '../db/repositories/sessions.ts';
import { findUserById, updateUserPassword } from '../db/repositories/users.ts';
import { auditAdminChange } from './audit.ts';
import { loginRateKeys, rateLimitMessage } from './login.ts';
import { hashPassword, verifyPassword } from './password.ts';

export type ChangePasswordOutcome =
  | { status: 'changed'; otherSessionsEnded: number }
  | { status: 'wrong-password' }
  | { status: 'rate-limited'; message: string };

export async function changePassword(
  database: Database,
  config: { rateLimits: Pick<Config['rateLimits'], 'login'> },
  admin: AdminIdentity,
  ip: string | undefined,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordOutcome> {
  const key = loginRateKeys(admin.email, ip).account;
  const attempt = await hitRateLimit(database, key, config.rateLimits.login);
  if (!attempt.allowed) {
    const seconds = Math.ceil((new Date(attempt.resetAt).getTime() - Date.now()) / 1000);
    return { status: 'rate-limited', message: rateLimitMessage(seconds) };
  }
  const user = await findUserById(database, admin.userId);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) return { status: 'wrong-password' };

  await updateUserPassword(database, user.id, await hashPassword(input.newPassword));
  const otherSessionsEnded = await deleteSessionsForUser(database, user.id, admin.sessionId);
  await resetRateLimit(database, key);
  await auditAdminChange(database, admin, ip, {
    action: 'auth.password_changed',
    entityType: 'user',
    entityId: user.id,
    details: { otherSessionsEnded },
  });
  return { status: 'changed', otherSessionsEnded };
}
