import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { fixedWidthInstant, isFixedWidthInstant, LAST_INSTANT_MS } from '../../../lib/instant.ts';
import type { Dialect } from '../types.ts';
import type { AnyDb } from './shared.ts';

/**
 * Instants in one fixed-width form (issue 26; docs/decisions/scheduled-jobs.md, "Instants are fixed
 * width"). A "Publish at" in year 10000 was stored on SQLite as '+010000-01-01T04:59:00.000Z', which
 * sorts as text before every real time, so the scheduler published the draft on its next pass. Writes
 * now go through `storedInstant` (app/.server/db/mapping.ts); this puts right what is stored already.
 * Only `case_studies.publish_at` can hold such a value: it is the one instant read from a person's
 * input; every other one is the server's clock, or that clock plus minutes or days.
 * - SQLite: a schedule not in the fixed-width form is rewritten in it when it names a time within years
 *   0000-9999, and cleared otherwise (a far-future one: the draft stays a draft, unscheduled).
 * - PostgreSQL compares timestamptz as time; a schedule beyond year 9999 is cleared all the same, so
 *   that no stored schedule is one the application could not write.
 */
export function fixedWidthInstants(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`update case_studies set publish_at = null where publish_at > ${new Date(LAST_INSTANT_MS).toISOString()}`.execute(
          db,
        );
        return;
      }
      const scheduled = await db
        .selectFrom('case_studies')
        .select(['id', 'publish_at'])
        .where('publish_at', 'is not', null)
        .execute();
      for (const { id, publish_at: stored } of scheduled as { id: string; publish_at: string }[]) {
        if (isFixedWidthInstant(stored)) continue;
        const instant = fixedWidthInstant(Date.parse(stored));
        await db.updateTable('case_studies').set({ publish_at: instant }).where('id', '=', id).execute();
      }
    },
  };
}
