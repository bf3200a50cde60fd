import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes, inList } from './shared.ts';

/**
 * Client sign-off (issue 30; docs/decisions/client-review.md): a review request sends one record's
 * draft to a named client contact through a link whose token only the e-mail carries (the row keeps
 * its SHA-256); the contact's comments and decisions are kept with the version they were made on,
 * their name and address. Staff replies sit on the comment they answer. `review_settings` holds a
 * record's "Client approval required" when staff set it; without a row it follows the default (on
 * for a case study that names a client).
 */
export function clientReview(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('review_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('record_type', 'text', (c) => c.notNull().modifyEnd(inList('record_type', ['case_study'])))
        .addColumn('record_id', 'text', (c) => c.notNull())
        .addColumn('contact_name', 'text', (c) => c.notNull())
        .addColumn('contact_email', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('requested_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('requested_by_email', 'text', (c) => c.notNull())
        .addColumn('requested_by_name', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('revoked_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('review_requests_record_idx')
        .on('review_requests')
        .columns(['record_type', 'record_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('review_comments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('request_id', 'text', (c) => c.notNull().references('review_requests.id').onDelete('cascade'))
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('target_label', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('reply', 'text')
        .addColumn('replied_by_email', 'text')
        .addColumn('replied_by_name', 'text')
        .addColumn('replied_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('review_comments_request_idx')
        .on('review_comments')
        .columns(['request_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('review_decisions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('request_id', 'text', (c) => c.notNull().references('review_requests.id').onDelete('cascade'))
        .addColumn('decision', 'text', (c) =>
          c.notNull().modifyEnd(inList('decision', ['approved', 'changes_requested'])),
        )
        .addColumn('message', 'text')
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('reviewer_name', 'text', (c) => c.notNull())
        .addColumn('reviewer_email', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('review_decisions_request_idx')
        .on('review_decisions')
        .columns(['request_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('review_settings')
        .addColumn('record_type', 'text', (c) => c.notNull().modifyEnd(inList('record_type', ['case_study'])))
        .addColumn('record_id', 'text', (c) => c.notNull())
        .addColumn('approval_required', t.bool, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .addPrimaryKeyConstraint('review_settings_pk', ['record_type', 'record_id'])
        .execute();
    },
  };
}
