/**
 * Cache invalidation shared by every instance: a save bumps the version of its scope (e.g.
 * 'case-studies'), and page caches keyed on the versions drop what they hold.
 */
import { sql } from 'kysely';
import { now, toInt } from '../mapping.ts';
import type { Database } from '../types.ts';

/** Increments the scope's version (starting at 1) and returns the new value. */
export async function bumpCacheVersion(database: Database, scope: string): Promise<number> {
  const at = now();
  const row = await database.db
    .insertInto('cache_versions')
    .values({ scope, version: 1, updated_at: at })
    .onConflict((oc) =>
      oc.column('scope').doUpdateSet({ version: sql<number>`cache_versions.version + 1`, updated_at: at }),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return toInt(row.version);
}

/** Every scope's current version; a scope never bumped is absent (read it as 0). */
export async function getCacheVersions(database: Database): Promise<Record<string, number>> {
  const rows = await database.db.selectFrom('cache_versions').select(['scope', 'version']).execute();
  return Object.fromEntries(rows.map((row) => [row.scope, toInt(row.version)]));
}
