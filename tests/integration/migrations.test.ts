import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '#app/.server/db/index.ts';
import { migrations } from '#app/.server/db/migrations.ts';
import { createScheduler } from '#app/.server/jobs/scheduler.ts';
import { createTestDatabase, createTestDatabaseAt, engines } from '../helpers/database.ts';

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

  it('0002 makes external ids unique per intake key, keeps every child row, and attributes old studies', async () => {
    const database = await createTestDatabaseAt(engine, '0001_initial');
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the schema of 0001, before intake_key_id existed
      const db = database.db as any;
      const now = new Date().toISOString();
      const study = (id: string, externalId: string | null) => ({
        id,
        slug: id,
        title: id,
        client_name: 'C',
        client_industry: 'I',
        external_id: externalId,
        created_at: now,
        updated_at: now,
      });
      await db
        .insertInto('case_studies')
        .values([study('by-studio-key', 'crm-1'), study('by-env', 'crm-2'), study('in-studio', null)])
        .execute();
      await db
        .insertInto('case_study_sections')
        .values({ id: 's1', case_study_id: 'by-studio-key', section_type: 'client', content: 'x', order_index: 0 })
        .execute();
      await db
        .insertInto('case_study_slug_redirects')
        .values({ old_slug: 'old', case_study_id: 'by-env', created_at: now })
        .execute();
      await db
        .insertInto('audit_log')
        .values({
          id: 'a1',
          actor: 'api:CRM',
          action: 'intake.case_study_created',
          entity_type: 'case_study',
          entity_id: 'by-studio-key',
          details: JSON.stringify({ source: 'api', status: 201, keyId: 'studio-key-1' }),
          created_at: now,
        })
        .execute();

      // Every later migration runs, in order.
      expect(await migrateToLatest(database)).toEqual(
        Object.keys(migrations(database.dialect)).filter((name) => name > '0001_initial'),
      );

      const rows = await database.db
        .selectFrom('case_studies')
        .select(['id', 'external_id', 'intake_key_id'])
        .orderBy('id')
        .execute();
      // 0003: every study starts at version 1, unscheduled, with no revision yet.
      expect(
        await database.db.selectFrom('case_studies').select(['version', 'publish_at']).distinct().execute(),
      ).toEqual([{ version: 1, publish_at: null }]);
      expect(await database.db.selectFrom('revisions').select('id').execute()).toEqual([]);
      expect(rows).toEqual([
        { id: 'by-env', external_id: 'crm-2', intake_key_id: 'env' },
        { id: 'by-studio-key', external_id: 'crm-1', intake_key_id: 'studio-key-1' },
        { id: 'in-studio', external_id: null, intake_key_id: null },
      ]);
      expect(await database.db.selectFrom('case_study_sections').select('id').execute()).toEqual([{ id: 's1' }]);
      expect(await database.db.selectFrom('case_study_slug_redirects').select('old_slug').execute()).toEqual([
        { old_slug: 'old' },
      ]);

      // Another key may use the same id; the same key may not, and the references still hold.
      const insert = (id: string, key: string) =>
        database.db
          .insertInto('case_studies')
          .values({ ...study(id, 'crm-1'), intake_key_id: key })
          .execute();
      await insert('other-key', 'env');
      await expect(insert('same-key', 'studio-key-1')).rejects.toThrow();
      await database.db.deleteFrom('case_studies').where('id', '=', 'by-studio-key').execute();
      expect(await database.db.selectFrom('case_study_sections').select('id').execute()).toEqual([]);
      const tables = await database.db.introspection.getTables();
      expect(tables.find((t) => t.name === 'case_studies')?.columns.map((c) => c.name)).toContain('intake_key_id');
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

  it('0009 rewrites every stored schedule in the fixed-width form, and clears one it cannot hold (issue 26)', async () => {
    // Every migration before 0009 ('0009' sorts before '0009_…'): a database as the previous version left it.
    const database = await createTestDatabaseAt(engine, '0009');
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the schema before 0009, written as that version could
      const db = database.db as any;
      const now = new Date().toISOString();
      // What the previous version could have stored: on SQLite, Date#toISOString's expanded years as
      // text; on PostgreSQL, which refused '+010000-…', a year-10000 timestamptz all the same.
      const legacy: Record<string, string | null> =
        engine === 'sqlite'
          ? {
              'far-new-york': '+010000-01-01T04:59:00.000Z',
              'before-year-0': '-000001-01-01T00:00:00.000Z',
              'not-a-time': 'soon',
              'no-millis': '2027-03-01T09:30:00Z',
              'with-offset': '2027-03-01T10:30:00+01:00',
              fine: '2027-03-01T09:30:00.000Z',
              unscheduled: null,
            }
          : { 'far-new-york': '10000-01-01T04:59:00Z', fine: '2027-03-01T09:30:00.000Z', unscheduled: null };
      for (const [id, publishAt] of Object.entries(legacy)) {
        await db
          .insertInto('case_studies')
          .values({
            id,
            slug: id,
            title: id,
            client_name: 'C',
            client_industry: 'I',
            status: 'draft',
            publish_at: publishAt,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }

      expect(await migrateToLatest(database)).toContain('0009_fixed_width_instants');

      const rows = await database.db
        .selectFrom('case_studies')
        .select(['id', 'status', 'publish_at', 'version'])
        .orderBy('id')
        .execute();
      const schedules = Object.fromEntries(
        rows.map((row) => [row.id, row.publish_at === null ? null : String(row.publish_at)]),
      );
      if (engine === 'sqlite') {
        expect(schedules).toEqual({
          'far-new-york': null,
          'before-year-0': null,
          'not-a-time': null,
          'no-millis': '2027-03-01T09:30:00.000Z',
          'with-offset': '2027-03-01T09:30:00.000Z',
          fine: '2027-03-01T09:30:00.000Z',
          unscheduled: null,
        });
      } else {
        expect(schedules['far-new-york']).toBeNull();
        expect(new Date(schedules.fine as string).toISOString()).toBe('2027-03-01T09:30:00.000Z');
      }
      // Every one stays a draft, at its version; and the scheduler's next pass publishes none of them.
      expect(rows.every((row) => row.status === 'draft' && Number(row.version) === 1)).toBe(true);
      const report = await createScheduler({
        database,
        logger: pino({ level: 'silent' }),
        now: () => new Date('2026-12-01T09:00:00.000Z'),
      }).runOnce();
      expect(report.published).toEqual([]);
    } finally {
      await database.destroy();
    }
  });
});
