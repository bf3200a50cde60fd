import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '#app/.server/db/index.ts';
import { toIsoOrNull } from '#app/.server/db/mapping.ts';
import { migrations } from '#app/.server/db/migrations/index.ts';
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

  it('0010 leaves no invitation link in the outbox: sent ones blanked, pending ones given up with a note, others untouched', async () => {
    const database = await createTestDatabaseAt(engine, '0007_webhooks');
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the outbox of 0007, before sealed and finished_at existed
      const db = database.db as any;
      const link = 'https://studio.example/admin/invitation/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
      const at = (day: number) => `2026-10-${String(day).padStart(2, '0')}T09:00:00.000Z`;
      const row = (id: string, status: string, relatedType: string, day: number) => ({
        id,
        to_address: `${id}@example.com`,
        subject: `Subject of ${id}`,
        text_body: relatedType === 'staff_invitation' ? `Choose your password here:\n${link}\n` : `Body of ${id}`,
        html_body: relatedType === 'staff_invitation' ? `<a href="${link}">Choose your password</a>` : null,
        related_type: relatedType,
        related_id: `${id}-record`,
        status,
        attempts: status === 'pending' ? 0 : status === 'sent' ? 1 : 8,
        next_attempt_at: at(day),
        last_error: status === 'failed' ? 'SMTP connection refused' : null,
        created_at: at(day),
        sent_at: status === 'sent' ? at(day) : null,
      });
      await db
        .insertInto('outbox')
        .values([
          row('invite-pending', 'pending', 'staff_invitation', 1),
          row('invite-sent', 'sent', 'staff_invitation', 2),
          row('invite-failed', 'failed', 'staff_invitation', 3),
          row('contact-pending', 'pending', 'contact_message', 4),
          row('contact-sent', 'sent', 'contact_message', 5),
          row('lead-failed', 'failed', 'lead', 6),
        ])
        .execute();

      const before = Date.now();
      await migrateToLatest(database);

      const rows = await database.db.selectFrom('outbox').selectAll().orderBy('id').execute();
      expect(JSON.stringify(rows)).not.toContain('/admin/invitation/');
      const byId = new Map(rows.map((r) => [r.id, r]));
      const invitations = ['invite-failed', 'invite-pending', 'invite-sent'].map((id) => byId.get(id));
      for (const invitation of invitations) {
        expect(invitation).toMatchObject({ text_body: '', html_body: null });
        expect(Boolean(invitation?.sealed)).toBe(true);
      }
      // The pending one is given up, with a note the studio can show, and kept for the retention.
      expect(byId.get('invite-pending')).toMatchObject({ status: 'failed', locked_until: null });
      expect(byId.get('invite-pending')?.last_error).toMatch(/plain text.*Resend the invitation/);
      expect(Date.parse(toIsoOrNull(byId.get('invite-pending')?.finished_at) ?? '')).toBeGreaterThanOrEqual(before);
      expect(byId.get('invite-sent')).toMatchObject({ status: 'sent', last_error: null });
      expect(byId.get('invite-failed')).toMatchObject({ status: 'failed', last_error: 'SMTP connection refused' });
      // Finished rows count their retention from when they were sent, or their last due attempt.
      const finished = (id: string) => toIsoOrNull(byId.get(id)?.finished_at);
      expect(finished('invite-sent')).toBe(at(2));
      expect(finished('invite-failed')).toBe(at(3));
      expect(finished('contact-sent')).toBe(at(5));
      expect(finished('lead-failed')).toBe(at(6));
      expect(finished('contact-pending')).toBeNull();
      // E-mails without a secret keep their bodies and state.
      for (const [id, status] of [
        ['contact-pending', 'pending'],
        ['contact-sent', 'sent'],
        ['lead-failed', 'failed'],
      ]) {
        expect(byId.get(id ?? '')).toMatchObject({ text_body: `Body of ${id}`, status });
        expect(Boolean(byId.get(id ?? '')?.sealed)).toBe(false);
      }
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
  it('0021 lets reviews and their setting be of a testimonial, keeping every request, comment and decision', async () => {
    const database = await createTestDatabaseAt(engine, '0020_share_images');
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the schema of 0020, before testimonials could be reviewed
      const db = database.db as any;
      const now = new Date().toISOString();
      const request = (id: string, recordType: string) => ({
        id,
        record_type: recordType,
        record_id: 'r1',
        contact_name: 'Dana',
        contact_email: 'dana@client.example',
        token_hash: `hash-${id}`,
        version: 1,
        requested_by_email: 'staff@example.com',
        created_at: now,
        expires_at: now,
      });
      const setting = (recordType: string) => ({
        record_type: recordType,
        record_id: 'r1',
        approval_required: engine === 'postgres' ? true : 1,
        updated_at: now,
      });
      await db.insertInto('review_requests').values(request('q1', 'case_study')).execute();
      await db
        .insertInto('review_comments')
        .values({
          id: 'c1',
          request_id: 'q1',
          target: 'study',
          target_label: 'The whole study',
          body: 'Fine',
          author_name: 'Dana',
          version: 1,
          created_at: now,
        })
        .execute();
      await db
        .insertInto('review_decisions')
        .values({
          id: 'd1',
          request_id: 'q1',
          decision: 'approved',
          version: 1,
          reviewer_name: 'Dana',
          reviewer_email: 'dana@client.example',
          created_at: now,
        })
        .execute();
      await db.insertInto('review_settings').values(setting('case_study')).execute();
      await expect(db.insertInto('review_requests').values(request('q2', 'testimonial')).execute()).rejects.toThrow();

      expect(await migrateToLatest(database)).toContain('0021_testimonial_review');

      expect(await db.selectFrom('review_requests').select(['id', 'record_type']).execute()).toEqual([
        { id: 'q1', record_type: 'case_study' },
      ]);
      expect(await db.selectFrom('review_comments').select('id').execute()).toEqual([{ id: 'c1' }]);
      expect(await db.selectFrom('review_decisions').select('id').execute()).toEqual([{ id: 'd1' }]);
      await db.insertInto('review_requests').values(request('q2', 'testimonial')).execute();
      await db.insertInto('review_settings').values(setting('testimonial')).execute();
      await expect(db.insertInto('review_requests').values(request('q3', 'page')).execute()).rejects.toThrow();
      await expect(db.insertInto('review_settings').values(setting('page')).execute()).rejects.toThrow();
      // The token stays unique, and a request's comments still go with it.
      await expect(
        db
          .insertInto('review_requests')
          .values({ ...request('q4', 'testimonial'), token_hash: 'hash-q1' })
          .execute(),
      ).rejects.toThrow();
      await db.deleteFrom('review_requests').where('id', '=', 'q1').execute();
      expect(await db.selectFrom('review_comments').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('review_decisions').select('id').execute()).toEqual([]);
    } finally {
      await database.destroy();
    }
  });
});
