import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, checkIn, inList, rebuildSqliteTable, replaceOnce } from './shared.ts';

/**
 * Client sign-off for testimonials (issue 30; docs/decisions/client-review.md): a review request and
 * a record's "Client approval required" may be about a testimonial as well as a case study. Only the
 * `record_type` checks change; SQLite rebuilds both tables (their comments and decisions keep their
 * references: foreign keys are off while `review_requests` is made again).
 */
export function testimonialReview(dialect: Dialect): Migration {
  const before = ['case_study'];
  const after = ['case_study', 'testimonial'];
  return {
    async up(db: AnyDb) {
      for (const table of ['review_requests', 'review_settings']) {
        if (dialect === 'postgres') {
          await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_record_type_check`)}`.execute(
            db,
          );
          await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_record_type_check`)} ${inList('record_type', after)}`.execute(
            db,
          );
        } else {
          await rebuildSqliteTable(db, table, (definition) =>
            replaceOnce(definition, checkIn('record_type', before), checkIn('record_type', after)),
          );
        }
      }
    },
  };
}
