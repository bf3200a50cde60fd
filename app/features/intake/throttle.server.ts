/**
 * Wrong keys spend a budget per client address (the API's limit per window). The budget is checked
 * before a key is even compared, so once it is spent a guesser learns nothing more, right or wrong.
 */

import { rateLimitStatus } from '../../.server/db/repositories/rate-limit-status.ts';
import { hitRateLimit } from '../../.server/db/repositories/rate-limits.ts';
import type { Database } from '../../.server/db/types.ts';
import type { Config } from '../../.server/infrastructure/config.ts';

const failureKey = (ip: string | null | undefined) => `intake-auth:${ip ?? 'unknown'}`;

/** Seconds until `resetAt`, at least 1. */
export function secondsUntil(resetAt: string, at = Date.now()): number {
  return Math.max(1, Math.ceil((Date.parse(resetAt) - at) / 1000));
}

/** Null while the address may still try a key; otherwise the seconds to wait. */
export async function failedKeyLockout(
  database: Database,
  config: Pick<Config, 'rateLimits'>,
  ip: string | null | undefined,
): Promise<number | null> {
  const status = await rateLimitStatus(database, failureKey(ip), { limit: config.rateLimits.api.limit });
  return status.blocked && status.resetAt ? secondsUntil(status.resetAt) : null;
}

export async function recordFailedKey(
  database: Database,
  config: Pick<Config, 'rateLimits'>,
  ip: string | null | undefined,
): Promise<void> {
  await hitRateLimit(database, failureKey(ip), config.rateLimits.api);
}
