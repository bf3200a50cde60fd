import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes, inList } from './shared.ts';

export function initial(dialect: Dialect): Migration {
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
