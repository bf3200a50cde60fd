import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, rebuildSqliteTable, replaceOnce } from './shared.ts';

/**
 * An intake caller's `id` belongs to the key that sent it: a second key sending the same id was
 * answered with the first key's draft. Each study made by the intake records its key
 * (`intake_key_id`: 'env' for WEBHOOK_API_KEY, else api_keys.id), and external ids are unique per
 * key instead of across all keys. Studies made before are attributed from the audit log, which has
 * named the key of every intake creation; an id without an entry goes to the environment key, the
 * only key there was before the studio had any.
 */
export function externalIdPerKey(dialect: Dialect): Migration {
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
