import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes, inList } from './shared.ts';

/**
 * The inbox's jobs (issue 31; docs/decisions/leads-pipeline.md, "Lists, digest, retention"):
 * - the source filter pages on (lead_source, created_at) like the other filters, and the exact counts
 *   per folder and status read indexes that end with (status, pipeline_status);
 * - `users.lead_digest`: whether the staff member gets the daily digest e-mail (on unless turned off);
 * - `lead_retention`: how many months a lead of a pipeline status is kept after it was received
 *   (no row: kept for ever, the default). The statuses are written out: a migration states the data
 *   of its time.
 */
const STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'];

export function leadJobs(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      for (const table of ['contact_messages', 'leads']) {
        // The source filter pages on (lead_source, created_at); the folder and pipeline status after
        // them let its exact counts read the index alone.
        await db.schema
          .createIndex(`${table}_source_idx`)
          .on(table)
          .columns(['lead_source', 'created_at', 'status', 'pipeline_status'])
          .execute();
        // The counts per folder and pipeline status (every page of the inbox), unfiltered and by owner,
        // from the index alone (npm run bench:studio at 100,000: 300 ms of row reads before).
        await db.schema.createIndex(`${table}_folder_idx`).on(table).columns(['status', 'pipeline_status']).execute();
        await db.schema
          .createIndex(`${table}_owner_counts_idx`)
          .on(table)
          .columns(['owner_id', 'status', 'pipeline_status'])
          .execute();
      }
      await db.schema
        .alterTable('users')
        .addColumn('lead_digest', t.bool, (c) => c.notNull().defaultTo(dialect === 'postgres' ? true : 1))
        .execute();
      await db.schema
        .createTable('lead_retention')
        .addColumn('pipeline_status', 'text', (c) => c.primaryKey().modifyEnd(inList('pipeline_status', STATUSES)))
        .addColumn('months', 'integer', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();
    },
  };
}
