import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes } from './shared.ts';

/**
 * The setup steps a database has done once (issue 28): the seeded copy pages, written in the same
 * transaction as the pages, so a page staff later delete or move never comes back on a restart, and
 * two instances starting together on one empty database seed once (the second one's insert of the
 * step is a unique violation, after waiting for the first one's transaction).
 */
export function siteSetup(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('site_setup')
        .addColumn('step', 'text', (c) => c.primaryKey())
        .addColumn('done_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
