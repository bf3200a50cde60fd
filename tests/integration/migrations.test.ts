import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '#app/.server/db/index.ts';
import { createTestDatabase, engines } from '../helpers/database.ts';

describe.each(engines)('migrations on %s', (engine) => {
  it('creates every table from an empty database and is idempotent', async () => {
    const database = await createTestDatabase(engine);
    try {
      const tables = await database.db.introspection.getTables();
      const names = tables.map((t) => t.name).sort();
      expect(names).toEqual(
        expect.arrayContaining([
          'audit_log',
          'case_studies',
          'case_study_media',
          'case_study_metrics',
          'case_study_processes',
          'case_study_sections',
          'contact_messages',
          'leads',
          'outbox',
          'rate_limits',
          'sessions',
          'testimonials',
          'users',
        ]),
      );
      expect(await migrateToLatest(database)).toEqual([]);
    } finally {
      await database.destroy();
    }
  });

  it('rejects a section order_index outside 0-3 and an unknown status', async () => {
    const database = await createTestDatabase(engine);
    try {
      const now = new Date().toISOString();
      await database.db
        .insertInto('case_studies')
        .values({
          id: 'c1',
          slug: 's',
          title: 'T',
          client_name: 'C',
          client_industry: 'I',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await expect(
        database.db
          .insertInto('case_study_sections')
          .values({ id: 's1', case_study_id: 'c1', section_type: 'client', content: 'x', order_index: 4 })
          .execute(),
      ).rejects.toThrow();
      await expect(
        sql`update case_studies set status = 'deleted' where id = 'c1'`.execute(database.db),
      ).rejects.toThrow();
    } finally {
      await database.destroy();
    }
  });
});
