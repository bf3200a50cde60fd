import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { caseStudySearchText } from '../../../lib/admin-case-studies.ts';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes } from './shared.ts';

/**
 * A studio for a team (issue 19):
 * - staff accounts: `deactivated_at` (sign-in refused, sessions ended) and `last_sign_in_at` on users;
 *   `staff_invitations`, one row per invitation, with the SHA-256 of its one-time token (lookup) and
 *   the token sealed with a key derived from SESSION_SECRET (so the inviter can copy the link again;
 *   the database alone opens neither);
 * - the audit log on screen: the request id of each entry, and indexes for its newest-first keyset
 *   pages, whole or filtered by person or action;
 * - a dashboard for thousands: `search_text`, the folded words the dashboard's search matches
 *   (title, client, industry, slug: lower case, accents removed, written by the application), and an
 *   index in SPEC 2.11's order.
 */
export function staffAndAuditLog(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('deactivated_at', t.timestamp).execute();
      await db.schema.alterTable('users').addColumn('last_sign_in_at', t.timestamp).execute();

      await db.schema
        .createTable('staff_invitations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('token_sealed', 'text', (c) => c.notNull())
        .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('invited_by_email', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('sent_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('accepted_at', t.timestamp)
        .addColumn('accepted_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('revoked_at', t.timestamp)
        .execute();
      await db.schema.createIndex('staff_invitations_email_idx').on('staff_invitations').column('email').execute();

      await db.schema.alterTable('audit_log').addColumn('request_id', 'text').execute();
      await db.schema.dropIndex('audit_log_created_idx').execute();
      await db.schema.createIndex('audit_log_page_idx').on('audit_log').columns(['created_at', 'id']).execute();
      await db.schema
        .createIndex('audit_log_actor_idx')
        .on('audit_log')
        .columns(['actor', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_log_action_idx')
        .on('audit_log')
        .columns(['action', 'created_at', 'id'])
        .execute();

      await db.schema
        .alterTable('case_studies')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const studies = await db
        .selectFrom('case_studies')
        .select(['id', 'title', 'client_name', 'client_industry', 'slug'])
        .execute();
      for (const study of studies) {
        await db
          .updateTable('case_studies')
          .set({
            search_text: caseStudySearchText({
              title: study.title,
              clientName: study.client_name,
              clientIndustry: study.client_industry,
              slug: study.slug,
            }),
          })
          .where('id', '=', study.id)
          .execute();
      }
      // The dashboard's order (SPEC 2.11); the null test first, as the query sorts (portable `nulls last`).
      await sql`create index case_studies_dashboard_order_idx on case_studies ((display_order is null), display_order, updated_at desc, id)`.execute(
        db,
      );
    },
  };
}
