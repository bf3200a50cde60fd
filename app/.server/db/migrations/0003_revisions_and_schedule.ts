import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes, inList } from './shared.ts';

/**
 * The studio's safety net (issue 18): every change to a case study or testimonial keeps the whole
 * record as it was saved (`revisions`), a version number per record that a save must name
 * (conflict detection), a case study's `publish_at` (scheduled publishing) and the leases of periodic
 * jobs (`job_leases`). A revision has no
 * foreign key: it outlives a deleted record (restore) and a deleted account (who made it).
 */
export function revisionsAndSchedule(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('revisions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('entity_type', 'text', (c) =>
          c.notNull().modifyEnd(inList('entity_type', ['case_study', 'testimonial'])),
        )
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('snapshot', t.json, (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('revisions_entity_idx')
        .on('revisions')
        .columns(['entity_type', 'entity_id', 'created_at'])
        .execute();
      await db.schema.createIndex('revisions_kind_idx').on('revisions').columns(['kind', 'created_at']).execute();

      for (const table of ['case_studies', 'testimonials']) {
        await db.schema
          .alterTable(table)
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      }
      await db.schema.alterTable('case_studies').addColumn('publish_at', t.timestamp).execute();
      await db.schema.createIndex('case_studies_publish_at_idx').on('case_studies').column('publish_at').execute();

      // Periodic jobs (revision retention, the scheduler's sweep): one row per job, claimed with a
      // lease like the outbox's rows, so one instance runs each job at a time.
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('locked_until', t.timestamp)
        .addColumn('last_run_at', t.timestamp)
        .execute();
    },
  };
}
