import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes } from './shared.ts';

/**
 * Where each lead came from (issue 20, docs/decisions/lead-attribution.md): the attribution the
 * browser sent with a contact message or lead, its source and the case studies it read (kept apart
 * so the dashboard's Leads panel counts without reading the JSON), and an index on `created_at` so
 * the panel reads only the last twelve weeks.
 */
export function leadAttribution(dialect: Dialect): Migration {
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
