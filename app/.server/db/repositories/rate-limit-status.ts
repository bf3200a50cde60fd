/**
 * Reads a rate-limit counter without counting a hit: for budgets that only failures spend (wrong
 * API keys), which must be checked before the attempt, so a blocked caller learns nothing from it.
 */
import { toInt, toIso } from '../mapping.ts';
import type { Database } from '../types.ts';

export interface RateLimitStatus {
  blocked: boolean;
  /** When the current window ends (ISO), or null when the key has no live window. */
  resetAt: string | null;
}

export async function rateLimitStatus(
  database: Database,
  key: string,
  options: { limit: number; now?: Date | string },
): Promise<RateLimitStatus> {
  const at = options.now ? new Date(options.now) : new Date();
  const row = await database.db
    .selectFrom('rate_limits')
    .select(['count', 'reset_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return { blocked: false, resetAt: null };
  const resetAt = toIso(row.reset_at);
  if (Date.parse(resetAt) <= at.getTime()) return { blocked: false, resetAt: null };
  return { blocked: toInt(row.count) >= options.limit, resetAt };
}
