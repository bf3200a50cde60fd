import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes, setRevisionEntityTypes } from './shared.ts';

/**
 * Site documents (issue 29; docs/decisions/site-settings.md): what staff change about the whole
 * site, one row per document ('settings', 'navigation'), each read and written whole as one JSON
 * document with its version, so the public site reads every document in one query and a document's
 * revision is that document. Revisions may now be of site settings and of the navigation.
 */
export function siteDocuments(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const revisionKinds = ['case_study', 'testimonial', 'page'];
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('site_documents')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('data', t.json, (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();

      await setRevisionEntityTypes(db, dialect, revisionKinds, [...revisionKinds, 'site_settings', 'navigation']);
    },
  };
}
