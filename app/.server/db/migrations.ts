/**
 * The schema's history, one entry per migration, registered explicitly (a file-system provider does
 * not survive bundling). Each migration is written once for both engines: `t` picks the column type
 * that reads back identically after the repository mapping (see schema.ts).
 */
import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { caseStudySearchText } from '../../lib/admin-case-studies.ts';
import { fixedWidthInstant, isFixedWidthInstant, LAST_INSTANT_MS } from '../../lib/instant.ts';
import type { Dialect } from './types.ts';

interface ColumnTypes {
  bool: 'boolean' | 'integer';
  json: 'jsonb' | 'text';
  timestamp: 'timestamptz' | 'text';
}

function columnTypes(dialect: Dialect): ColumnTypes {
  return dialect === 'postgres'
    ? { bool: 'boolean', json: 'jsonb', timestamp: 'timestamptz' }
    : { bool: 'integer', json: 'text', timestamp: 'text' };
}

const checkIn = (column: string, values: readonly string[]) =>
  `check (${column} in (${values.map((v) => `'${v}'`).join(', ')}))`;
const inList = (column: string, values: readonly string[]) => sql.raw(checkIn(column, values));

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their time, not today's DB type
type AnyDb = Kysely<any>;

function initial(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  const yes = dialect === 'postgres' ? sql`true` : sql`1`;
  const emptyList = sql`'[]'`;
  const emptyObject = sql`'{}'`;

  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('case_studies')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text')
        .addColumn('executive_summary', 'text')
        .addColumn('client_name', 'text', (c) => c.notNull())
        .addColumn('client_industry', 'text', (c) => c.notNull())
        .addColumn('client_location', 'text')
        .addColumn('client_size', 'text')
        .addColumn('client_description', 'text')
        .addColumn('client_logo_url', 'text')
        .addColumn('project_duration', 'text')
        .addColumn('project_start_date', 'text')
        .addColumn('project_end_date', 'text')
        .addColumn('technology_used', t.json, (c) => c.notNull().defaultTo(emptyList))
        .addColumn('team_size', 'integer')
        .addColumn('team_roles', t.json, (c) => c.notNull().defaultTo(emptyList))
        .addColumn('main_image_url', 'text')
        .addColumn('main_image_alt', 'text')
        .addColumn('process_flow_image_url', 'text')
        .addColumn('testimonial_quote', 'text')
        .addColumn('testimonial_author', 'text')
        .addColumn('testimonial_title', 'text')
        .addColumn('testimonial_company', 'text')
        .addColumn('testimonial_image', 'text')
        .addColumn('show_testimonial', t.bool, (c) => c.notNull().defaultTo(yes))
        .addColumn('meta_title', 'text')
        .addColumn('meta_description', 'text')
        .addColumn('tags', t.json, (c) => c.notNull().defaultTo(emptyList))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('draft')
            .modifyEnd(inList('status', ['draft', 'published', 'archived'])),
        )
        .addColumn('featured', t.bool, (c) => c.notNull().defaultTo(no))
        .addColumn('display_order', 'integer')
        .addColumn('external_id', 'text', (c) => c.unique())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addColumn('published_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('case_studies_public_order_idx')
        .on('case_studies')
        .columns(['status', 'display_order', 'created_at'])
        .execute();

      await db.schema
        .createTable('case_study_slug_redirects')
        .addColumn('old_slug', 'text', (c) => c.primaryKey())
        .addColumn('case_study_id', 'text', (c) => c.notNull().references('case_studies.id').onDelete('cascade'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('case_study_sections')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('case_study_id', 'text', (c) => c.notNull().references('case_studies.id').onDelete('cascade'))
        .addColumn('section_type', 'text', (c) =>
          c.notNull().modifyEnd(inList('section_type', ['client', 'challenge', 'solution', 'outcome'])),
        )
        .addColumn('title', 'text')
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('order_index', 'integer', (c) => c.notNull().check(sql`order_index between 0 and 3`))
        .addUniqueConstraint('case_study_sections_one_per_type', ['case_study_id', 'section_type'])
        .execute();

      await db.schema
        .createTable('case_study_metrics')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('case_study_id', 'text', (c) => c.notNull().references('case_studies.id').onDelete('cascade'))
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('metric_type', 'text', (c) =>
          c
            .notNull()
            .defaultTo('text')
            .modifyEnd(inList('metric_type', ['percentage', 'currency', 'number', 'time', 'text'])),
        )
        .addColumn('description', 'text')
        .addColumn('order_index', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('emphasis', t.bool, (c) => c.notNull().defaultTo(no))
        .execute();
      await db.schema
        .createIndex('case_study_metrics_owner_idx')
        .on('case_study_metrics')
        .columns(['case_study_id', 'order_index'])
        .execute();

      await db.schema
        .createTable('case_study_processes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('case_study_id', 'text', (c) => c.notNull().references('case_studies.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('order_index', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('case_study_processes_owner_idx')
        .on('case_study_processes')
        .columns(['case_study_id', 'order_index'])
        .execute();

      await db.schema
        .createTable('case_study_media')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('case_study_id', 'text', (c) => c.notNull().references('case_studies.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('alt', 'text')
        .addColumn('caption', 'text')
        .addColumn('kind', 'text', (c) =>
          c
            .notNull()
            .defaultTo('image')
            .modifyEnd(inList('kind', ['image', 'video', 'document'])),
        )
        .addColumn('order_index', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('case_study_media_owner_idx')
        .on('case_study_media')
        .columns(['case_study_id', 'order_index'])
        .execute();

      await db.schema
        .createTable('testimonials')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('quote', 'text', (c) => c.notNull())
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('active')
            .modifyEnd(inList('status', ['active', 'inactive'])),
        )
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('company', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('contact_mode', 'text', (c) =>
          c.notNull().modifyEnd(inList('contact_mode', ['consultation', 'email'])),
        )
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('new')
            .modifyEnd(inList('status', ['new', 'read', 'archived'])),
        )
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) =>
          c.notNull().modifyEnd(inList('kind', ['roi_email', 'lead_intake', 'process_assessment'])),
        )
        .addColumn('name', 'text')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('company', 'text')
        .addColumn('payload', t.json, (c) => c.notNull().defaultTo(emptyObject))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('new')
            .modifyEnd(inList('status', ['new', 'read', 'archived'])),
        )
        .addColumn('ip', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('related_type', 'text')
        .addColumn('related_id', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .modifyEnd(inList('status', ['pending', 'sent', 'failed'])),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
        .addColumn('locked_until', t.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('sent_at', t.timestamp)
        .execute();
      await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_related_idx').on('outbox').columns(['related_type', 'related_id']).execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity_type', 'text')
        .addColumn('entity_id', 'text')
        .addColumn('details', t.json, (c) => c.notNull().defaultTo(emptyObject))
        .addColumn('ip', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('reset_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('last_four', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_used_at', t.timestamp)
        .addColumn('revoked_at', t.timestamp)
        .execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('response', t.json, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('images')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('variants', t.json, (c) => c.notNull().defaultTo(emptyList))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('cache_versions')
        .addColumn('scope', 'text', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}

/**
 * An intake caller's `id` belongs to the key that sent it: a second key sending the same id was
 * answered with the first key's draft. Each study made by the intake records its key
 * (`intake_key_id`: 'env' for WEBHOOK_API_KEY, else api_keys.id), and external ids are unique per
 * key instead of across all keys. Studies made before are attributed from the audit log, which has
 * named the key of every intake creation; an id without an entry goes to the environment key, the
 * only key there was before the studio had any.
 */
function externalIdPerKey(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`alter table case_studies drop constraint case_studies_external_id_key`.execute(db);
      } else {
        await rebuildSqliteCaseStudiesWithoutExternalIdUnique(db);
      }
      await db.schema.alterTable('case_studies').addColumn('intake_key_id', 'text').execute();

      const keyId = dialect === 'postgres' ? sql`a.details->>'keyId'` : sql`json_extract(a.details, '$.keyId')`;
      await sql`
        update case_studies set intake_key_id = (
          select ${keyId} from audit_log a
          where a.entity_id = case_studies.id and a.action = 'intake.case_study_created'
          order by a.created_at limit 1
        )`.execute(db);
      await sql`update case_studies set intake_key_id = 'env' where external_id is not null and intake_key_id is null`.execute(
        db,
      );
      await db.schema
        .createIndex('case_studies_external_id_per_key')
        .on('case_studies')
        .columns(['intake_key_id', 'external_id'])
        .unique()
        .execute();
    },
  };
}

/**
 * SQLite cannot drop a column's UNIQUE constraint: the table is made again without it (see
 * rebuildSqliteTable). The new definition is the one 0001 wrote, read back from the schema, minus that UNIQUE.
 */
const rebuildSqliteCaseStudiesWithoutExternalIdUnique = (db: AnyDb) =>
  rebuildSqliteTable(db, 'case_studies', (definition) =>
    replaceOnce(definition, '"external_id" text unique', '"external_id" text'),
  );

/**
 * SQLite cannot change a column's constraints in place: the table is made again from its own
 * definition (read back from the schema and changed by `edit`), the way SQLite's documentation
 * prescribes (https://www.sqlite.org/lang_altertable.html#otheralter): foreign keys off (or dropping
 * the old table would delete its children through ON DELETE CASCADE), copy, drop, rename, indexes
 * again, then check the references.
 */
async function rebuildSqliteTable(db: AnyDb, name: string, edit: (definition: string) => string): Promise<void> {
  const schema = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${name}`.execute(db);
  const table = schema.rows.find((row) => row.type === 'table')?.sql ?? '';
  const indexes = schema.rows.flatMap((row) => (row.type === 'index' && row.sql ? [row.sql] : []));
  const head = `CREATE TABLE "${name}" (`;
  if (!table.startsWith(head)) throw new Error(`${name} is not a table this application created`);
  const rebuilt = edit(table).replace(head, `CREATE TABLE "${name}_new" (`);

  // A no-op inside a transaction, so set on the migration's connection before one starts.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(rebuilt).execute(trx);
      await sql.raw(`insert into "${name}_new" select * from "${name}"`).execute(trx);
      await sql.raw(`drop table "${name}"`).execute(trx);
      await sql.raw(`alter table "${name}_new" rename to "${name}"`).execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`Rebuilding ${name} broke a foreign key`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** `text` with its one occurrence of `from` replaced; anything else means the schema is not what we think. */
function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`expected exactly one "${from}" in the table definition`);
  return text.replace(from, to);
}

/**
 * The studio's safety net (issue 18): every change to a case study or testimonial keeps the whole
 * record as it was saved (`revisions`), a version number per record that a save must name
 * (conflict detection), a case study's `publish_at` (scheduled publishing) and the leases of periodic
 * jobs (`job_leases`). A revision has no
 * foreign key: it outlives a deleted record (restore) and a deleted account (who made it).
 */
function revisionsAndSchedule(dialect: Dialect): Migration {
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
function staffAndAuditLog(dialect: Dialect): Migration {
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

/**
 * The dashboard's status filter and counters at scale (issue 19, measured in docs/benchmarks.md,
 * "Studio at scale"): with 10,000 studies, a deep page of one status (`/admin?status=draft&page=140`)
 * read every study of that status and sorted them (a temporary B-tree on SQLite, a sort spilling to
 * disk on PostgreSQL), and the counters read every row of the table. An index in SPEC 2.11's order
 * behind the status serves the filtered pages in order, and a narrow (status, featured) index serves
 * the counters without touching the table.
 */
function dashboardStatusAndCounts(): Migration {
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

/**
 * Where each lead came from (issue 20, docs/decisions/lead-attribution.md): the attribution the
 * browser sent with a contact message or lead, its source and the case studies it read (kept apart
 * so the dashboard's Leads panel counts without reading the JSON), and an index on `created_at` so
 * the panel reads only the last twelve weeks.
 */
function leadAttribution(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      for (const table of ['contact_messages', 'leads']) {
        await db.schema.alterTable(table).addColumn('attribution', t.json).execute();
        await db.schema.alterTable(table).addColumn('lead_source', 'text').execute();
        await db.schema.alterTable(table).addColumn('case_studies_read', t.json).execute();
        await db.schema.createIndex(`${table}_created_idx`).on(table).column('created_at').execute();
      }
    },
  };
}

/**
 * Signed outgoing webhooks (issue 20; docs/decisions/webhooks.md):
 * - `webhook_endpoints`: an https URL, the events it wants, its signing secret sealed under a key
 *   derived from SESSION_SECRET (the server must sign, so a hash would not do; the database alone
 *   does not give the secret away), and whether it is enabled, or why not;
 * - `webhook_deliveries`: the outbox of webhooks, one row per message per endpoint, its body frozen at
 *   enqueue, claimed with a lease like the e-mail outbox's rows;
 * - `webhook_attempts`: each try of a delivery (status, duration, the first 1 KB of the answer), the
 *   studio's delivery log.
 */
function webhooks(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const yes = dialect === 'postgres' ? sql`true` : sql`1`;
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('events', t.json, (c) => c.notNull())
        .addColumn('secret_sealed', 'text', (c) => c.notNull())
        .addColumn('enabled', t.bool, (c) => c.notNull().defaultTo(yes))
        .addColumn('disabled_at', t.timestamp)
        .addColumn('disabled_reason', 'text', (c) => c.modifyEnd(inList('disabled_reason', ['staff', 'failures'])))
        .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addColumn('secret_rotated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .modifyEnd(inList('status', ['pending', 'delivered', 'failed'])),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
        .addColumn('locked_until', t.timestamp)
        .addColumn('last_status_code', 'integer')
        .addColumn('last_duration_ms', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('finished_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due_idx')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_endpoint_idx')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('webhook_attempts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('delivery_id', 'text', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('started_at', t.timestamp, (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('response_excerpt', 'text')
        .addColumn('error', 'text')
        .execute();
      await db.schema
        .createIndex('webhook_attempts_delivery_idx')
        .on('webhook_attempts')
        .columns(['delivery_id', 'attempt'])
        .execute();
    },
  };
}

/**
 * Studio roles and final offboarding (issue 26):
 * - `users.role` and `staff_invitations.role` (Admin, Editor, Sales); every account and open
 *   invitation made before roles existed is an Admin, which is what it could do until now;
 * - `staff_invitations.token_sealed` goes: a link is shown once, to its sender, when it is made, so
 *   nothing in the database opens one any more;
 * - a webhook endpoint can be disabled because its owner was deactivated (`owner_deactivated`).
 */
function staffRoles(dialect: Dialect): Migration {
  const roles = inList('role', ['admin', 'editor', 'sales']);
  const reasons = ['staff', 'failures', 'owner_deactivated'];
  return {
    async up(db: AnyDb) {
      for (const table of ['users', 'staff_invitations']) {
        await db.schema
          .alterTable(table)
          .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin').modifyEnd(roles))
          .execute();
      }
      await db.schema.alterTable('staff_invitations').dropColumn('token_sealed').execute();
      if (dialect === 'postgres') {
        await sql`alter table webhook_endpoints drop constraint webhook_endpoints_disabled_reason_check`.execute(db);
        await sql`alter table webhook_endpoints add constraint webhook_endpoints_disabled_reason_check ${inList('disabled_reason', reasons)}`.execute(
          db,
        );
      } else {
        await rebuildSqliteTable(db, 'webhook_endpoints', (definition) =>
          replaceOnce(
            definition,
            checkIn('disabled_reason', ['staff', 'failures']),
            checkIn('disabled_reason', reasons),
          ),
        );
      }
    },
  };
}

/**
 * Instants in one fixed-width form (issue 26; docs/decisions/scheduled-jobs.md, "Instants are fixed
 * width"). A "Publish at" in year 10000 was stored on SQLite as '+010000-01-01T04:59:00.000Z', which
 * sorts as text before every real time, so the scheduler published the draft on its next pass. Writes
 * now go through `storedInstant` (app/.server/db/mapping.ts); this puts right what is stored already.
 * Only `case_studies.publish_at` can hold such a value: it is the one instant read from a person's
 * input; every other one is the server's clock, or that clock plus minutes or days.
 * - SQLite: a schedule not in the fixed-width form is rewritten in it when it names a time within years
 *   0000-9999, and cleared otherwise (a far-future one: the draft stays a draft, unscheduled).
 * - PostgreSQL compares timestamptz as time; a schedule beyond year 9999 is cleared all the same, so
 *   that no stored schedule is one the application could not write.
 */
function fixedWidthInstants(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'postgres') {
        await sql`update case_studies set publish_at = null where publish_at > ${new Date(LAST_INSTANT_MS).toISOString()}`.execute(
          db,
        );
        return;
      }
      const scheduled = await db
        .selectFrom('case_studies')
        .select(['id', 'publish_at'])
        .where('publish_at', 'is not', null)
        .execute();
      for (const { id, publish_at: stored } of scheduled as { id: string; publish_at: string }[]) {
        if (isFixedWidthInstant(stored)) continue;
        const instant = fixedWidthInstant(Date.parse(stored));
        await db.updateTable('case_studies').set({ publish_at: instant }).where('id', '=', id).execute();
      }
    },
  };
}

/**
 * No secret at rest in the outbox (issue 26; docs/decisions/outbox-delivery.md, "Secrets in the
 * outbox"):
 * - `sealed`: the row's body carries a secret and is stored sealed under SESSION_SECRET (the app
 *   seals; a migration has no secret), blanked once the row is finished;
 * - `finished_at`: when a row was sent or given up, what OUTBOX_RETENTION_DAYS counts from. Rows
 *   finished before it take `sent_at`, or for a failed row its last due attempt (`next_attempt_at`);
 * - the invitation e-mails queued before it held their one-time link in plain text: every one is
 *   blanked; a pending one is given up (failed, with a note saying why) rather than sealed, because
 *   the key is the app's, and the inviter can resend it from the Staff page.
 */
function sealedOutbox(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  const yes = dialect === 'postgres' ? sql`true` : sql`1`;
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('outbox')
        .addColumn('sealed', t.bool, (c) => c.notNull().defaultTo(no))
        .execute();
      await db.schema.alterTable('outbox').addColumn('finished_at', t.timestamp).execute();
      await db.updateTable('outbox').set({ finished_at: sql`sent_at` }).where('status', '=', 'sent').execute();
      await db
        .updateTable('outbox')
        .set({ finished_at: sql`next_attempt_at` })
        .where('status', '=', 'failed')
        .execute();
      await db
        .updateTable('outbox')
        .set({
          status: 'failed',
          locked_until: null,
          finished_at: fixedWidthInstant(Date.now()),
          last_error:
            'Not sent: queued before invitation e-mails were sealed, it held the link in plain text and was withdrawn (migration 0010). Resend the invitation from the Staff page.',
        })
        .where('related_type', '=', 'staff_invitation')
        .where('status', '=', 'pending')
        .execute();
      await db
        .updateTable('outbox')
        .set({ text_body: '', html_body: null, sealed: yes })
        .where('related_type', '=', 'staff_invitation')
        .execute();
      await db.schema.createIndex('outbox_finished_idx').on('outbox').column('finished_at').execute();
    },
  };
}

/** Every migration in order. Append new ones; never edit one that has shipped. */
export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_initial': initial(dialect),
    '0002_external_id_per_key': externalIdPerKey(dialect),
    '0003_revisions_and_schedule': revisionsAndSchedule(dialect),
    '0004_staff_and_audit_log': staffAndAuditLog(dialect),
    '0005_dashboard_status_and_counts': dashboardStatusAndCounts(),
    '0006_lead_attribution': leadAttribution(dialect),
    '0007_webhooks': webhooks(dialect),
    '0008_staff_roles': staffRoles(dialect),
    '0009_fixed_width_instants': fixedWidthInstants(dialect),
    '0010_sealed_outbox': sealedOutbox(dialect),
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
