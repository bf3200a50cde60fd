import type { Migration } from 'kysely/migration';
import type { Dialect } from '../types.ts';
import { type AnyDb, columnTypes, inList } from './shared.ts';

/**
 * Generated share images (issue 32; docs/decisions/share-images.md): one row per published case study
 * or page. `source_version` is the record's version the job last looked at (a newer one is work to
 * do), `content_hash` what the image shows, `image_key` where its PNG is stored (null: none yet, or
 * staff uploaded their own), `claimed_until` the lease of the instance rendering it.
 * `retired_share_images`: stored cards no row names any more (a new hash, an unpublished or deleted
 * record), since when; the daily clean-up deletes them after a grace period.
 */
export function shareImages(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('share_images')
        .addColumn('entity_type', 'text', (c) => c.notNull().modifyEnd(inList('entity_type', ['case_study', 'page'])))
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('source_version', 'integer', (c) => c.notNull())
        .addColumn('content_hash', 'text')
        .addColumn('image_key', 'text')
        .addColumn('claimed_until', t.timestamp)
        .addColumn('rendered_at', t.timestamp)
        .addPrimaryKeyConstraint('share_images_pk', ['entity_type', 'entity_id'])
        .execute();
      await db.schema
        .createTable('retired_share_images')
        .addColumn('image_key', 'text', (c) => c.primaryKey())
        .addColumn('retired_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('retired_share_images').execute();
      await db.schema.dropTable('share_images').execute();
    },
  };
}
