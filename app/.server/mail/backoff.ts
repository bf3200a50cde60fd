/**
 * When to try a failed e-mail again: exponential backoff with jitter, so a mail server that comes
 * back is not hit by every instance's queue at the same second.
 *
 * With the defaults the waits are about 1, 3, 9, 27, 81 and 243 minutes, then 6 hours: eight
 * attempts cover half a day of SMTP outage before an e-mail is given up (the message itself stays
 * in the database and the admin inbox either way).
 */
export const MAX_DELIVERY_ATTEMPTS = 8;

export interface BackoffOptions {
  baseMs?: number;
  factor?: number;
  maxMs?: number;
}

/**
 * The wait before the next attempt, after `attempts` attempts have failed (1 for the first failure).
 * "Equal jitter": half of the exponential delay is fixed, the other half random.
 */
export function retryDelayMs(
  attempts: number,
  random: () => number = Math.random,
  { baseMs = 60_000, factor = 3, maxMs = 6 * 60 * 60_000 }: BackoffOptions = {},
): number {
  const exponential = Math.min(maxMs, baseMs * factor ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
