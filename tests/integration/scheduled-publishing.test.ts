/**
 * Scheduled publishing and revision retention (issue 18; docs/decisions/scheduled-jobs.md) on every
 * engine, with two scheduler instances on two connections to one database (two pools on
 * PostgreSQL, two connections to one file on SQLite) and a clock the test controls: each due draft
 * is published exactly once with exactly one 'scheduled' revision and one audit entry by
 * "Scheduler", nothing else is touched, and the public pages of every instance are invalidated (the
 * shared cache version). A "Publish at" in year 10000 is refused, not published at once (issue 26).
 */
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCaseStudy, updateCaseStudy, VersionConflict } from '#app/.server/changes/case-studies.ts';
import type { Database } from '#app/.server/db/index.ts';
import { getCacheVersions } from '#app/.server/db/repositories/cache-versions.ts';
import { pruneRevisions, recordRevision } from '#app/.server/db/repositories/revisions.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { createScheduler, REVISION_RETENTION_JOB, type SchedulerReport } from '#app/.server/jobs/scheduler.ts';
import type { FullEditorValues } from '#app/features/case-studies/case-study-form.ts';
import { PUBLISH_AT_TOO_FAR } from '#app/features/case-studies/case-study-schema.ts';
import { saveCaseStudy } from '#app/features/case-studies/editor.server.ts';
import { bareCaseStudyInput, draftFormInNewYork } from '../helpers/case-study-input.ts';
import { engines } from '../helpers/database.ts';
import { freshDatabaseEach, twoInstances } from '../helpers/scheduler-instances.ts';

const logger = pino({ level: 'silent' });

const at = (iso: string) => new Date(iso).toISOString();

describe.each(engines)('scheduled publishing on %s', (engine) => {
  let a: Database;
  let target: string;
  freshDatabaseEach(engine, (fresh) => ({ database: a, target } = fresh));

  const draft = (slug: string, publishAt: string | null) =>
    createCaseStudy(a, bareCaseStudyInput({ slug, title: slug, status: 'draft', publishAt }));

  const caseStudy = (id: string) =>
    a.db.selectFrom('case_studies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const scheduledRevisions = () =>
    a.db
      .selectFrom('revisions')
      .select(['entity_id', 'version', 'actor', 'user_id', 'created_at', 'snapshot'])
      .where('kind', '=', 'scheduled')
      .orderBy('entity_id')
      .execute();

  it('publishes each due draft exactly once across two instances, with one revision by Scheduler', async () => {
    let clock = new Date('2026-12-01T09:00:00.000Z');
    const due = await Promise.all([
      draft('due-one', '2026-12-01T08:00:00.000Z'),
      draft('due-two', '2026-12-01T08:59:00.000Z'),
      draft('due-three', '2026-11-30T23:30:00.000Z'),
      draft('due-now', '2026-12-01T09:00:00.000Z'),
      draft('due-five', '2026-12-01T07:15:00.000Z'),
    ]).then((details) => details.map((d) => d.caseStudy.id));
    const later = (await draft('later', '2026-12-01T09:05:00.000Z')).caseStudy.id;
    const unscheduled = (await draft('unscheduled', null)).caseStudy.id;
    // A non-draft never keeps a schedule through the editors; one left in the table must still be ignored.
    const archived = (await createCaseStudy(a, bareCaseStudyInput({ slug: 'archived', status: 'archived' }))).caseStudy
      .id;
    await a.db
      .updateTable('case_studies')
      .set({ publish_at: at('2026-12-01T08:00:00Z') })
      .where('id', '=', archived)
      .execute();
    const untouchedBefore = await Promise.all([later, unscheduled, archived].map(caseStudy));
    const cacheBefore = (await getCacheVersions(a)).public ?? 0;

    // Batches of one and three runs each, so the two instances' claims interleave over many statements.
    const reports = await twoInstances(target, { now: clock, batchSize: 1, runs: 3 });
    const published = reports.flat().flatMap((report) => report.published);
    expect(published.toSorted()).toEqual(due.toSorted());

    for (const id of due) {
      const row = await caseStudy(id);
      expect(row.status).toBe('published');
      expect(row.publish_at).toBeNull();
      expect(Number(row.version)).toBe(2);
      expect(at(row.updated_at as string)).toBe(clock.toISOString());
      expect(at(row.published_at as string)).toBe(clock.toISOString());
    }
    const revisions = await scheduledRevisions();
    expect(revisions.map((r) => r.entity_id)).toEqual(due.toSorted());
    for (const revision of revisions) {
      expect(revision).toMatchObject({ actor: 'Scheduler', user_id: null });
      expect(Number(revision.version)).toBe(2);
      expect(at(revision.created_at as string)).toBe(clock.toISOString());
      const snapshot = typeof revision.snapshot === 'string' ? JSON.parse(revision.snapshot) : revision.snapshot;
      expect(snapshot.caseStudy).toMatchObject({ id: revision.entity_id, status: 'published', publishAt: null });
    }
    // One audit entry per publication, by "Scheduler", written with it (issue 19).
    const entries = await a.db
      .selectFrom('audit_log')
      .select(['entity_type', 'entity_id', 'actor', 'user_id', 'request_id', 'created_at'])
      .where('action', '=', 'case_study.published_on_schedule')
      .orderBy('entity_id')
      .execute();
    expect(entries.map((entry) => entry.entity_id)).toEqual(due.toSorted());
    for (const entry of entries) {
      expect(entry).toMatchObject({ entity_type: 'case_study', actor: 'Scheduler', user_id: null, request_id: null });
      expect(at(entry.created_at as string)).toBe(clock.toISOString());
    }
    expect(await Promise.all([later, unscheduled, archived].map(caseStudy))).toEqual(untouchedBefore);
    expect((await getCacheVersions(a)).public ?? 0).toBeGreaterThan(cacheBefore);

    // Nothing more is due: no instance publishes anything, and the pages are left alone.
    const cacheAfter = (await getCacheVersions(a)).public;
    const idle = await twoInstances(target, { now: clock });
    expect(idle.flat().flatMap((report) => report.published)).toEqual([]);
    expect((await getCacheVersions(a)).public).toBe(cacheAfter);

    // The later one, once its time has come.
    clock = new Date('2026-12-01T09:05:30.000Z');
    const next = await twoInstances(target, { now: clock });
    expect(next.flat().flatMap((report) => report.published)).toEqual([later]);
    expect(await caseStudy(later)).toMatchObject({ status: 'published', publish_at: null });
    expect((await scheduledRevisions()).filter((r) => r.entity_id === later)).toHaveLength(1);
  });

  it('keeps the first publication date, and an editor opened before the publication gets a conflict', async () => {
    const clock = new Date('2026-12-01T09:00:00.000Z');
    const study = await createCaseStudy(a, bareCaseStudyInput({ slug: 'back-to-draft', status: 'published' }));
    const firstPublished = study.caseStudy.publishedAt;
    const input = bareCaseStudyInput({ slug: 'back-to-draft', status: 'draft', publishAt: '2026-12-01T08:30:00Z' });
    const unpublished = await updateCaseStudy(a, study.caseStudy.id, input);
    expect(unpublished?.caseStudy).toMatchObject({
      status: 'draft',
      publishAt: '2026-12-01T08:30:00.000Z',
      version: 2,
    });

    const report = await createScheduler({ database: a, logger, now: () => clock }).runOnce();
    expect(report.published).toEqual([study.caseStudy.id]);
    const row = await caseStudy(study.caseStudy.id);
    expect(at(row.published_at as string)).toBe(firstPublished);
    expect(Number(row.version)).toBe(3);

    // Someone still editing version 2 would overwrite the publication unseen: refused.
    await expect(updateCaseStudy(a, study.caseStudy.id, input, { expectedVersion: 2 })).rejects.toBeInstanceOf(
      VersionConflict,
    );
    expect(await caseStudy(study.caseStudy.id)).toMatchObject({ status: 'published' });
  });

  it('clears the schedule when a draft is published or archived by hand', async () => {
    const study = await draft('by-hand', '2026-12-01T10:00:00Z');
    const saved = await updateCaseStudy(
      a,
      study.caseStudy.id,
      bareCaseStudyInput({ slug: 'by-hand', status: 'published' }),
    );
    expect(saved?.caseStudy.publishAt).toBeNull();
    const report = await createScheduler({
      database: a,
      logger,
      now: () => new Date('2026-12-02T00:00:00Z'),
    }).runOnce();
    expect(report.published).toEqual([]);
    expect(await scheduledRevisions()).toEqual([]);
  });
});

describe.each(engines)('a far-future "Publish at" on %s (issue 26)', (engine) => {
  let a: Database;
  let admin: { userId: string; email: string };
  freshDatabaseEach(engine, (fresh) => ({ database: a } = fresh));

  beforeEach(async () => {
    const user = await createUser(a, { email: 'editor@example.com', passwordHash: 'not-used' });
    admin = { userId: user.id, email: user.email };
  });

  const save = (values: FullEditorValues, id?: string) =>
    saveCaseStudy({ database: a, logger }, { editor: 'full', payload: values, admin, ...(id ? { id } : {}) });

  const rows = () =>
    a.db.selectFrom('case_studies').select(['id', 'status', 'publish_at', 'version']).orderBy('id').execute();

  /** One pass of the scheduler at the real time, as the server runs it. */
  const schedulerPass = () => createScheduler({ database: a, logger }).runOnce();

  it('refuses 9999-12-31T23:59 from New York when creating and editing, so the scheduler publishes nothing', async () => {
    const created = await save(draftFormInNewYork({ publishAt: '9999-12-31T23:59' }));
    const edited = await save(draftFormInNewYork({ title: 'Quarterly report' }));
    if (!edited.ok) throw new Error(`the unscheduled draft was not saved: ${JSON.stringify(edited)}`);
    const id = edited.detail.caseStudy.id;
    const before = await rows();
    const reschedule = await save(draftFormInNewYork({ title: 'Quarterly report', publishAt: '9999-12-31T23:59' }), id);

    // Before issue 26 the first save stored '+010000-01-01T04:59:00.000Z', which SQLite compares
    // as text ('+' < '2'): its next pass published the draft at once.
    expect((await schedulerPass()).published).toEqual([]);
    expect((await rows()).filter((row) => row.status !== 'draft')).toEqual([]);

    expect(created).toEqual({ ok: false, status: 400, errors: { publishAt: PUBLISH_AT_TOO_FAR } });
    expect(reschedule).toEqual({ ok: false, status: 400, errors: { publishAt: PUBLISH_AT_TOO_FAR } });
    // Nothing saved: no new study, the edited one exactly as it was.
    expect(await rows()).toEqual(before);
  });

  it('never writes an instant outside years 0000-9999, whatever a caller passes the repository', async () => {
    const yearTenThousand = new Date(Date.UTC(10_000, 0, 1, 4, 59)).toISOString();
    expect(yearTenThousand).toBe('+010000-01-01T04:59:00.000Z');
    await expect(
      createCaseStudy(a, bareCaseStudyInput({ slug: 'far', status: 'draft', publishAt: yearTenThousand })),
    ).rejects.toBeInstanceOf(RangeError);
    const study = await createCaseStudy(a, bareCaseStudyInput({ slug: 'near', status: 'draft' }));
    const before = await rows();
    await expect(
      updateCaseStudy(
        a,
        study.caseStudy.id,
        bareCaseStudyInput({ slug: 'near', status: 'draft', publishAt: yearTenThousand }),
      ),
    ).rejects.toBeInstanceOf(RangeError);
    expect(await rows()).toEqual(before);
    expect((await schedulerPass()).published).toEqual([]);
  });

  it('compares schedules as time: the last instant of year 9999 and next year wait, a past one is due', async () => {
    const clock = new Date('2026-12-01T09:00:00.000Z');
    const draft = (slug: string, publishAt: string) =>
      createCaseStudy(a, bareCaseStudyInput({ slug, title: slug, status: 'draft', publishAt }));
    await draft('last-instant', '9999-12-31T23:59:59.999Z');
    await draft('next-year', '2027-12-01T09:00:00.000Z');
    const due = (await draft('due', '2026-12-01T08:59:59.999Z')).caseStudy.id;
    const report = await createScheduler({ database: a, logger, now: () => clock }).runOnce();
    expect(report.published).toEqual([due]);
    expect(
      (
        await a.db
          .selectFrom('case_studies')
          .select(['slug', 'publish_at'])
          .where('status', '=', 'draft')
          .orderBy('slug')
          .execute()
      ).map((row) => [row.slug, new Date(row.publish_at as string).toISOString()]),
    ).toEqual([
      ['last-instant', '9999-12-31T23:59:59.999Z'],
      ['next-year', '2027-12-01T09:00:00.000Z'],
    ]);
  });
});

describe.each(engines)('revision retention on %s', (engine) => {
  let a: Database;
  let target: string;
  freshDatabaseEach(engine, (fresh) => ({ database: a, target } = fresh));

  const now = new Date('2026-12-01T12:00:00.000Z');
  const daysAgo = (days: number, time: string) =>
    `${new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10)}T${time}.000Z`;

  async function revision(entityId: string, createdAt: string, kind: 'edited' | 'deleted' = 'edited') {
    await recordRevision(a.db, {
      entityType: 'case_study',
      entityId,
      version: 1,
      kind,
      snapshot: { note: createdAt },
      by: { actor: 'ada@example.com' },
      at: createdAt,
    });
  }

  const revisionsOf = async (entityId: string) =>
    (
      await a.db
        .selectFrom('revisions')
        .select('created_at')
        .where('entity_id', '=', entityId)
        .orderBy('created_at')
        .execute()
    ).map((row) => at(row.created_at as string));

  it('keeps the last 30 days, one a day per record before, and drops records deleted over 30 days ago', async () => {
    const kept = (await createCaseStudy(a, bareCaseStudyInput({ slug: 'kept' }), { now: daysAgo(60, '08:00:00') }))
      .caseStudy.id;
    const other = (await createCaseStudy(a, bareCaseStudyInput({ slug: 'other' }), { now: daysAgo(60, '08:00:00') }))
      .caseStudy.id;
    for (const time of ['09:00:00', '12:00:00', '18:00:00']) await revision(kept, daysAgo(40, time));
    await revision(kept, daysAgo(35, '10:00:00'));
    for (const time of ['09:00:00', '17:00:00']) await revision(kept, daysAgo(10, time));
    // Another record's revision on the same old day is that record's one of the day.
    await revision(other, daysAgo(40, '10:00:00'));
    // Deleted 31 days ago: gone for good, all its revisions with it.
    await revision('deleted-long-ago', daysAgo(45, '09:00:00'));
    await revision('deleted-long-ago', daysAgo(31, '09:00:00'), 'deleted');
    // Deleted 5 days ago: still restorable; its old history is thinned like any other.
    for (const time of ['09:00:00', '11:00:00']) await revision('deleted-lately', daysAgo(50, time));
    await revision('deleted-lately', daysAgo(5, '09:00:00'), 'deleted');

    const deleted = await pruneRevisions(a, { now, keepAllDays: 30 });
    expect(deleted).toBe(2 + 2 + 1);
    expect(await revisionsOf(kept)).toEqual([
      daysAgo(60, '08:00:00'),
      daysAgo(40, '18:00:00'),
      daysAgo(35, '10:00:00'),
      daysAgo(10, '09:00:00'),
      daysAgo(10, '17:00:00'),
    ]);
    expect(await revisionsOf(other)).toEqual([daysAgo(60, '08:00:00'), daysAgo(40, '10:00:00')]);
    expect(await revisionsOf('deleted-long-ago')).toEqual([]);
    expect(await revisionsOf('deleted-lately')).toEqual([daysAgo(50, '11:00:00'), daysAgo(5, '09:00:00')]);
    // Idempotent: a second run finds nothing to do.
    expect(await pruneRevisions(a, { now, keepAllDays: 30 })).toBe(0);
  });

  it('runs about once a day, on one instance only', async () => {
    const study = (await createCaseStudy(a, bareCaseStudyInput({ slug: 'kept' }))).caseStudy.id;
    for (const time of ['09:00:00', '10:00:00']) await revision(study, daysAgo(40, time));
    const pruned = (reports: SchedulerReport[][]) => reports.flat().map((report) => report.pruned);

    expect(pruned(await twoInstances(target, { now })).toSorted()).toEqual([1, null]);
    const ran = await a.db
      .selectFrom('job_leases')
      .selectAll()
      .where('name', '=', REVISION_RETENTION_JOB)
      .executeTakeFirstOrThrow();
    expect(ran.locked_until).toBeNull();
    expect(at(ran.last_run_at as string)).toBe(now.toISOString());

    // Within the day: neither runs it again.
    await revision(study, daysAgo(40, '11:00:00'));
    expect(pruned(await twoInstances(target, { now: new Date(now.getTime() + 23 * 3_600_000) }))).toEqual([null, null]);

    // A day later: one of them does.
    const dayLater = new Date(now.getTime() + 24 * 3_600_000 + 1000);
    expect(pruned(await twoInstances(target, { now: dayLater })).toSorted()).toEqual([1, null]);
    expect(await revisionsOf(study)).toHaveLength(2);
  });
});
