import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { personKey } from '../../../lib/person-key.ts';
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
        // lib/person-key.ts of the e-mail: the submissions of one person share it (written below for
        // the rows already there, by the repositories for new ones).
        await db.schema.alterTable(table).addColumn('person_key', 'text').execute();
        const rows = await db.selectFrom(table).select(['id', 'email']).execute();
        for (const row of rows) {
          await db
            .updateTable(table)
            .set({ person_key: personKey(row.email) })
            .where('id', '=', row.id)
            .execute();
        }
        await db.schema.createIndex(`${table}_person_idx`).on(table).columns(['person_key', 'created_at']).execute();
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

      await (dialect === 'postgres' ? searchOnPostgres(db) : searchOnSqlite(db));

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

/**
 * The inbox's search over name, e-mail, company and the visitor's own words (a contact message's
 * text, a lead's `payload.message`). PostgreSQL: a generated tsvector per table (the 'simple'
 * configuration, every run of non-alphanumerics a word break, so an e-mail's parts are words) with a
 * GIN index; no extension needed. SQLite: one FTS5 table for both, kept by triggers.
 */
const CONTACT_TEXT = `coalesce(name, '') || ' ' || email || ' ' || coalesce(company, '') || ' ' || message`;

async function searchOnPostgres(db: AnyDb) {
  const leadText = `coalesce(name, '') || ' ' || email || ' ' || coalesce(company, '') || ' ' || coalesce(payload->>'message', '')`;
  for (const [table, text] of [
    ['contact_messages', CONTACT_TEXT],
    ['leads', leadText],
  ] as const) {
    await sql
      .raw(
        `alter table ${table} add column search tsvector generated always as (to_tsvector('simple', regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g'))) stored`,
      )
      .execute(db);
    await sql.raw(`create index ${table}_search_idx on ${table} using gin (search)`).execute(db);
  }
}

async function searchOnSqlite(db: AnyDb) {
  await sql`create virtual table submission_search using fts5(source unindexed, submission_id unindexed, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  const leadText = `coalesce(name, '') || ' ' || email || ' ' || coalesce(company, '') || ' ' || coalesce(json_extract(payload, '$.message'), '')`;
  for (const [table, source, text, columns] of [
    ['contact_messages', 'contact', CONTACT_TEXT, 'name, email, company, message'],
    ['leads', 'lead', leadText, 'name, email, company, payload'],
  ] as const) {
    const row = (prefix: string) => text.replace(/(?<!\.)\b(name|email|company|message|payload)\b/g, `${prefix}.$1`);
    const insert = `insert into submission_search (source, submission_id, body) values ('${source}', new.id, ${row('new')});`;
    const remove = `delete from submission_search where source = '${source}' and submission_id = old.id;`;
    await sql.raw(`create trigger ${table}_search_insert after insert on ${table} begin ${insert} end`).execute(db);
    await sql.raw(`create trigger ${table}_search_delete after delete on ${table} begin ${remove} end`).execute(db);
    await sql
      .raw(`create trigger ${table}_search_update after update of ${columns} on ${table} begin ${remove} ${insert} end`)
      .execute(db);
    await sql
      .raw(`insert into submission_search (source, submission_id, body) select '${source}', id, ${text} from ${table}`)
      .execute(db);
  }
}
