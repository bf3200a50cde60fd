import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes, inList } from './shared.ts';

/**
 * Leads as a pipeline (issue 31; docs/decisions/leads-pipeline.md): every submission, a contact
 * message or a lead, gets a pipeline status, an owner, a follow-up date and, when lost, why. They sit
 * on the submission's own row (not in a side table) so the inbox filters and pages by them without
 * a join. `status` stays what it was: read, unread or archived. The timeline (notes, and who
 * changed the status, the owner or the follow-up, and when) is `lead_notes`, newest last per
 * submission. The lists are written out: a migration states the data of its time.
 */
const STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'];
const LOST_REASONS = ['no_budget', 'no_response', 'chose_competitor', 'not_a_fit', 'bad_timing', 'other'];

export function leadPipeline(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      for (const table of ['contact_messages', 'leads']) {
        await db.schema
          .alterTable(table)
          .addColumn('pipeline_status', 'text', (c) =>
            c.notNull().defaultTo('new').modifyEnd(inList('pipeline_status', STATUSES)),
          )
          .execute();
        await db.schema
          .alterTable(table)
          .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
          .execute();
        // A calendar day (YYYY-MM-DD) in the studio's time zone, not an instant.
        await db.schema.alterTable(table).addColumn('follow_up_on', 'text').execute();
        await db.schema
          .alterTable(table)
          .addColumn('lost_reason', 'text', (c) => c.modifyEnd(inList('lost_reason', LOST_REASONS)))
          .execute();
        await db.schema.alterTable(table).addColumn('lost_note', 'text').execute();
        // The inbox pages newest first on (created_at, id) within each filter it offers (issue 31).
        await db.schema.createIndex(`${table}_page_idx`).on(table).columns(['created_at', 'id']).execute();
        await db.schema
          .createIndex(`${table}_pipeline_status_idx`)
          .on(table)
          .columns(['pipeline_status', 'created_at'])
          .execute();
        await db.schema.createIndex(`${table}_owner_idx`).on(table).columns(['owner_id', 'created_at']).execute();
        await db.schema.createIndex(`${table}_follow_up_idx`).on(table).column('follow_up_on').execute();
      }

      await db.schema
        .createTable('lead_notes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('submission_type', 'text', (c) =>
          c.notNull().modifyEnd(inList('submission_type', ['contact', 'lead'])),
        )
        .addColumn('submission_id', 'text', (c) => c.notNull())
        .addColumn('entry', 'text', (c) =>
          c.notNull().modifyEnd(inList('entry', ['note', 'status', 'owner', 'follow_up'])),
        )
        .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('body', 'text')
        .addColumn('details', t.json, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        // The order of the entries one save writes at the same instant (status, owner, follow-up, note).
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('lead_notes_submission_idx')
        .on('lead_notes')
        .columns(['submission_type', 'submission_id', 'created_at'])
        .execute();
    },
  };
}
