import type { Migration } from 'kysely/migration';
import type { AnyDb } from './shared.ts';

/**
 * An index for every filter path of the inbox (issue 31, "Fast at 100,000"; docs/decisions/
 * leads-pipeline.md), found by explaining each path's queries at 100,000 leads (npm run
 * bench:studio:leads) where one read or sorted rows in proportion to the table rather than the page:
 * - the Unread and Archived folders page on (status, created_at): by the folder's index alone each
 *   page read and sorted every row of the folder;
 * - a kind (leads) pages on (kind, created_at), and its exact counts read (kind, status,
 *   pipeline_status) alone: they read every lead's row;
 * - a date range's exact counts read (status, pipeline_status, created_at) alone, and a follow-up
 *   range's (follow_up_on, status, pipeline_status): they read every row (SQLite walks the counts in
 *   (status, pipeline_status) order, so the date goes last for its index to cover them).
 */
export function inboxFilterIndexes(): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ['contact_messages', 'leads']) {
        await db.schema.createIndex(`${table}_folder_page_idx`).on(table).columns(['status', 'created_at']).execute();
        await db.schema
          .createIndex(`${table}_created_counts_idx`)
          .on(table)
          .columns(['status', 'pipeline_status', 'created_at'])
          .execute();
        await db.schema
          .createIndex(`${table}_follow_up_counts_idx`)
          .on(table)
          .columns(['follow_up_on', 'status', 'pipeline_status'])
          .execute();
      }
      await db.schema.createIndex('leads_kind_page_idx').on('leads').columns(['kind', 'created_at']).execute();
      await db.schema
        .createIndex('leads_kind_counts_idx')
        .on('leads')
        .columns(['kind', 'status', 'pipeline_status'])
        .execute();
    },
  };
}
