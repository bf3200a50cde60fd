/**
 * Checking a sign-in attempt. One generic answer for an unknown e-mail and a wrong password, with the
 * same work done for both (a dummy scrypt run), and budgets that keep online guessing slow without
 * letting strangers lock the owner out (docs/decisions/admin-authentication.md, "Sign-in budgets"):
 * - per account and client address: LOGIN_RATE_LIMIT per LOGIN_RATE_WINDOW_SECONDS, the main budget;
 * - per client address across all accounts (password spraying): 4x LOGIN_RATE_LIMIT;
 * - per account from anywhere (a guess from many addresses): 20x LOGIN_RATE_LIMIT, which once spent
 *   still admits an address that has not failed for the account in the window.
 */

import type { Database } from '../db/index.ts';
import { hitRateLimit, type RateLimitResult, resetRateLimit } from '../db/repositories/rate-limits.ts';
import { findUserByEmail, normalizeEmail, type User } from '../db/repositories/users.ts';
import type { Config } from '../infrastructure/config.ts';
import { dummyVerify, verifyPassword } from './password.ts';
import { rateLimitAddress } from './rate-limit-address.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** How many times LOGIN_RATE_LIMIT one address may try across all accounts. */
export const ADDRESS_BUDGET_FACTOR = 4;
/** How many times LOGIN_RATE_LIMIT an account may be tried from all addresses together. */
export const ACCOUNT_BUDGET_FACTOR = 20;

export type LoginOutcome =
  | { status: 'ok'; user: User }
  | { status: 'invalid'; message: string; user: User | null }
  | { status: 'rate-limited'; message: string; retryAfterSeconds: number };

export function loginRateKeys(email: string, ip: string | undefined | null) {
  const account = normalizeEmail(email);
  const address = rateLimitAddress(ip);
  return {
    account: `login:account:${account}`,
    address: `login:ip:${address}`,
    accountFromAddress: `login:account-ip:${address}:${account}`,
  };
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** Seconds until the last of the exhausted budgets opens again (at least one). */
export function secondsUntilReset(blocked: RateLimitResult[], now: Date = new Date()): number {
  const resetAt = Math.max(...blocked.map((result) => new Date(result.resetAt).getTime()));
  return Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
}

/**
 * Counts the attempt before looking at the password, so a blocked caller learns nothing, not even
 * whether the password was right. A successful sign-in clears the (account, address) and address
 * counters, so those budgets are for failures since the last success; it leaves the account's
 * counter alone: guesses from elsewhere stay counted, and the owner's clean address passes anyway.
 */
export async function attemptLogin(
  database: Database,
  config: { rateLimits: Pick<Config['rateLimits'], 'login'> },
  input: { email: string; password: string; ip: string | undefined | null; now?: Date },
): Promise<LoginOutcome> {
  const keys = loginRateKeys(input.email, input.ip);
  const { limit, windowSeconds } = config.rateLimits.login;
  const now = input.now ?? new Date();
  const budget = (factor: number) => ({ limit: limit * factor, windowSeconds, now });
  const refuse = (blocked: RateLimitResult[]): LoginOutcome => {
    const seconds = secondsUntilReset(blocked, now);
    return { status: 'rate-limited', message: rateLimitMessage(seconds), retryAfterSeconds: seconds };
  };

  const [fromAddress, byAddress] = await Promise.all([
    hitRateLimit(database, keys.accountFromAddress, budget(1)),
    hitRateLimit(database, keys.address, budget(ADDRESS_BUDGET_FACTOR)),
  ]);
  const blocked = [fromAddress, byAddress].filter((result) => !result.allowed);
  if (blocked.length > 0) return refuse(blocked);
  // Only attempts that pass the two budgets above count here: one address hammering its own spent
  // budget must not spend the account's budget for everyone else.
  const byAccount = await hitRateLimit(database, keys.account, budget(ACCOUNT_BUDGET_FACTOR));
  // The first attempt of the window from this address (its counter was just created or reset):
  // strangers elsewhere can spend the account's budget, but cannot refuse the owner this one.
  const cleanAddress = fromAddress.count === 1;
  if (!byAccount.allowed && !cleanAddress) return refuse([byAccount]);

  const user = await findUserByEmail(database, input.email);
  const valid = user ? await verifyPassword(input.password, user.passwordHash) : await dummyVerify();
  // A deactivated account gets the wrong password's answer, after the same work.
  if (!user || !valid || user.deactivatedAt) return { status: 'invalid', message: INVALID_CREDENTIALS, user };

  await Promise.all([resetRateLimit(database, keys.accountFromAddress), resetRateLimit(database, keys.address)]);
  return { status: 'ok', user };
}
