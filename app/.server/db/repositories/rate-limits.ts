/**
 * Fixed-window rate limits kept in the database, so every app instance counts against the same
 * budget. One upsert per hit: no read-then-write race between instances.
 */
import { sql } from 'kysely';
import { storedInstant, toInt, toIso } from '../mapping.ts';
import type { Database } from '../types.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  remaining: number;
  /** When the current window ends (ISO). */
  resetAt: string;
}

export async function hitRateLimit(
  database: Database,
  key: string,
  options: { limit: number; windowSeconds: number; now?: Date | string },
): Promise<RateLimitResult> {
  const at = options.now ? new Date(options.now) : new Date();
  const current = storedInstant(at);
  const nextReset = storedInstant(at.getTime() + options.windowSeconds * 1000);
  // PostgreSQL cannot infer a parameter's type inside CASE branches; SQLite stores ISO text.
  const timestamp = (value: string) =>
    database.dialect === 'postgres' ? sql`cast(${value} as timestamptz)` : sql`${value}`;
  const expired = sql`rate_limits.reset_at <= ${timestamp(current)}`;

  const row = await database.db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: nextReset })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when ${expired} then ${timestamp(nextReset)} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();

  const count = toInt(row.count);
  return {
    allowed: count <= options.limit,
    count,
    remaining: Math.max(0, options.limit - count),
    resetAt: toIso(row.reset_at),
  };
}

export async function resetRateLimit(database: Database, key: string): Promise<void> {
  await database.db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
