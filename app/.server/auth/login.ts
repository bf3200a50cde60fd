/**
 * Checking a sign-in attempt. One generic answer for an unknown e-mail and a wrong password, with the
 * same work done for both (a dummy scrypt run), and a budget of attempts per account and per client
 * address (LOGIN_RATE_LIMIT per LOGIN_RATE_WINDOW_SECONDS) so passwords cannot be guessed online.
 */
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { hitRateLimit, resetRateLimit } from '../db/repositories/rate-limits.ts';
import { findUserByEmail, normalizeEmail, type User } from '../db/repositories/users.ts';
import { dummyVerify, verifyPassword } from './password.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export type LoginOutcome =
  | { status: 'ok'; user: User }
  | { status: 'invalid'; message: string; user: User | null }
  | { status: 'rate-limited'; message: string; retryAfterSeconds: number };

export const loginRateKeys = (email: string, ip: string | undefined | null) => ({
  account: `login:account:${normalizeEmail(email)}`,
  ip: `login:ip:${ip || 'unknown'}`,
});

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/**
 * Counts the attempt against both budgets before looking at the password, so a blocked caller
 * learns nothing, not even whether the password was right. A successful sign-in clears the
 * account's and the address's counters: the limit is on failures since the last success.
 */
export async function attemptLogin(
  database: Database,
  config: { rateLimits: Pick<Config['rateLimits'], 'login'> },
  input: { email: string; password: string; ip: string | undefined | null; now?: Date },
): Promise<LoginOutcome> {
  const keys = loginRateKeys(input.email, input.ip);
  const { limit, windowSeconds } = config.rateLimits.login;
  const [byAccount, byIp] = await Promise.all([
    hitRateLimit(database, keys.account, { limit, windowSeconds, now: input.now }),
    hitRateLimit(database, keys.ip, { limit, windowSeconds, now: input.now }),
  ]);
  const blocked = [byAccount, byIp].filter((result) => !result.allowed);
  if (blocked.length > 0) {
    const at = (input.now ?? new Date()).getTime();
    const resetAt = Math.max(...blocked.map((result) => new Date(result.resetAt).getTime()));
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - at) / 1000));
    return { status: 'rate-limited', message: rateLimitMessage(retryAfterSeconds), retryAfterSeconds };
  }

  const user = await findUserByEmail(database, input.email);
  const valid = user ? await verifyPassword(input.password, user.passwordHash) : await dummyVerify();
  if (!user || !valid) return { status: 'invalid', message: INVALID_CREDENTIALS, user };

  await Promise.all([resetRateLimit(database, keys.account), resetRateLimit(database, keys.ip)]);
  return { status: 'ok', user };
}
