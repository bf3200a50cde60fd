import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes, setRevisionEntityTypes } from './shared.ts';

/**
 * The 404 log and the redirect manager (issue 32; docs/decisions/redirects.md). `not_found_paths`
 * is aggregated, one row per path: instances add their batched counts with one upsert each, so the
 * table grows by distinct paths, never by requests, and the retention job keeps it bounded. The
 * referrer kept is the most frequent one seen, with its count (a top-1 that several instances can
 * merge without reading first). Exploit probes (`/wp-admin`, `.php`) are flagged, to be counted
 * apart and hidden by default.
 *
 * The redirects themselves are a site document ('redirects', one JSON document with its versions,
 * like the settings); their hits change on every request, so they sit beside it in
 * `redirect_hits`, keyed by the rule's source. Revisions may now be of the redirects.
 */
export function notFoundLogAndRedirects(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const revisionKinds = ['case_study', 'testimonial', 'page', 'site_settings', 'navigation'];
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('not_found_paths')
        .addColumn('path', 'text', (c) => c.primaryKey())
        .addColumn('probe', t.bool, (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('first_seen_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
        .addColumn('top_referrer', 'text')
        .addColumn('top_referrer_hits', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // The log lists newest first, and the retention drops the least recently seen.
      await db.schema
        .createIndex('not_found_paths_seen_idx')
        .on('not_found_paths')
        .columns(['probe', 'last_seen_at'])
        .execute();

      await db.schema
        .createTable('redirect_hits')
        .addColumn('source', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('last_hit_at', t.timestamp, (c) => c.notNull())
        .execute();

      await setRevisionEntityTypes(db, dialect, revisionKinds, [...revisionKinds, 'redirects']);
    },
  };
}
