import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, checkIn, columnTypes, inList, rebuildSqliteTable, replaceOnce } from './shared.ts';

/**
 * Pages built from blocks (issue 28; docs/decisions/pages-and-blocks.md): a page is a path, its
 * meta tags and an ordered list of typed blocks kept as one JSON document (a page is read and
 * written whole, and its revision is that document). A published page whose path changes keeps the
 * old one as a 301 (`page_path_redirects`), as case-study slugs do; revisions may now be of pages.
 */
export function pages(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const revisionKinds = ['case_study', 'testimonial'];
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('pages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('path', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('og_image', 'text')
        .addColumn('noindex', t.bool, (c) => c.notNull().defaultTo(false))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('draft')
            .modifyEnd(inList('status', ['draft', 'published', 'archived'])),
        )
        .addColumn('publish_at', t.timestamp)
        .addColumn('published_at', t.timestamp)
        .addColumn('blocks', t.json, (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('pages_publish_at_idx').on('pages').columns(['status', 'publish_at']).execute();

      await db.schema
        .createTable('page_path_redirects')
        .addColumn('old_path', 'text', (c) => c.primaryKey())
        .addColumn('page_id', 'text', (c) => c.notNull().references('pages.id').onDelete('cascade'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      const withPages = [...revisionKinds, 'page'];
      if (dialect === 'postgres') {
        await sql`alter table revisions drop constraint revisions_entity_type_check`.execute(db);
        await sql`alter table revisions add constraint revisions_entity_type_check ${inList('entity_type', withPages)}`.execute(
          db,
        );
      } else {
        await rebuildSqliteTable(db, 'revisions', (definition) =>
          replaceOnce(definition, checkIn('entity_type', revisionKinds), checkIn('entity_type', withPages)),
        );
      }
    },
  };
}
