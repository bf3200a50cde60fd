import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { AnyDb } from './shared.ts';

/**
 * The dashboard's status filter and counters at scale (issue 19, measured in docs/benchmarks.md,
 * "Studio at scale"): with 10,000 studies, a deep page of one status (`/admin?status=draft&page=140`)
 * read every study of that status and sorted them (a temporary B-tree on SQLite, a sort spilling to
 * disk on PostgreSQL), and the counters read every row of the table. An index in SPEC 2.11's order
 * behind the status serves the filtered pages in order, and a narrow (status, featured) index serves
 * the counters without touching the table.
 */
export function dashboardStatusAndCounts(): Migration {
  return {
    async up(db: AnyDb) {
      await sql`create index case_studies_dashboard_status_idx on case_studies (status, (display_order is null), display_order, updated_at desc, id)`.execute(
        db,
      );
      await db.schema
        .createIndex('case_studies_counts_idx')
        .on('case_studies')
        .columns(['status', 'featured'])
        .execute();
    },
  };
}
