/**
 * The studio's safety net on every engine (issue 18): every change stores a revision with who made
 * it, a version can be compared and restored, a save based on an older version is refused (409)
 * without writing anything, a deleted study can be brought back with its id and slug, and the
 * retention rule thins old revisions.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import { getCacheVersions } from '#app/.server/db/repositories/cache-versions.ts';
import { getCaseStudyDetail } from '#app/.server/db/repositories/case-studies.ts';
import { listRevisions, pruneRevisions, recordRevision } from '#app/.server/db/repositories/revisions.ts';
import { createUser } from '#app/.server/db/repositories/users.ts';
import { createLogger } from '#app/.server/infrastructure/logger.ts';
import { defaultSectionTitles } from '#app/features/case-studies/case-study-copy.ts';
import { type FullEditorValues, fullValuesFromDetail } from '#app/features/case-studies/case-study-form.ts';
import { saveCaseStudy } from '#app/features/case-studies/editor.server.ts';
import {
  diffCaseStudies,
  listRecentlyDeleted,
  loadHistory,
  restoreDeleted,
  restoreVersion,
} from '#app/features/case-studies/history.server.ts';
import type { CaseStudyDetail } from '#app/lib/case-study.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';

const logger = createLogger({ logLevel: 'silent' });

describe.each(engines)('case-study revisions on %s', (engine) => {
  let database: TestDatabase;
  let admin = { userId: '', email: '' };
  let colleague = { userId: '', email: '' };
  let services: { database: TestDatabase; logger: typeof logger };
  /** How many times the public pages were invalidated (without a page cache: the shared cache version). */
  const invalidations = async () => (await getCacheVersions(database)).public ?? 0;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    services = { database, logger };
    const a = await createUser(database, { email: 'ana@example.com', passwordHash: 'not-used' });
    const b = await createUser(database, { email: 'ben@example.com', passwordHash: 'not-used' });
    admin = { userId: a.id, email: a.email };
    colleague = { userId: b.id, email: b.email };
  });
  afterEach(async () => {
    await database.destroy();
  });

  const values = (detail: CaseStudyDetail, changes: Partial<FullEditorValues> = {}) => ({
    ...fullValuesFromDetail(detail, defaultSectionTitles),
    ...changes,
  });

  async function stored(id: string): Promise<CaseStudyDetail> {
    const detail = await getCaseStudyDetail(database, id, { publishedOnly: false });
    if (!detail) throw new Error('study missing');
    return detail;
  }

  it('records every change with who made it and what kind it was, newest first', async () => {
    const created = await createCaseStudy(database, caseStudyInput({ status: 'draft' }), {
      by: { actor: admin.email, userId: admin.userId },
    });
    const id = created.caseStudy.id;
    const edit = (who: typeof admin, changes: Partial<FullEditorValues>, version: number) =>
      saveCaseStudy(services, {
        editor: 'full',
        id,
        payload: values(created, changes),
        admin: who,
        expectedVersion: version,
      });

    expect(await edit(admin, { title: 'Second title' }, 1)).toMatchObject({ ok: true });
    expect(await edit(colleague, { title: 'Second title', status: 'published' }, 2)).toMatchObject({ ok: true });

    const revisions = await listRevisions(database, 'case_study', id);
    expect(revisions.map((r) => [r.version, r.kind, r.actor])).toEqual([
      [3, 'published', 'ben@example.com'],
      [2, 'edited', 'ana@example.com'],
      [1, 'created', 'ana@example.com'],
    ]);
    expect((await stored(id)).caseStudy.version).toBe(3);
  });

  it('compares a version with the current one field by field, sections as the words a reader sees', async () => {
    const input = caseStudyInput({ title: 'Invoice Automation' });
    const created = await createCaseStudy(database, {
      ...input,
      sections: [
        {
          sectionType: 'challenge',
          title: 'The challenge',
          content: '<p>Invoices &amp; credit notes were keyed by hand into the ledger every morning.</p>',
          orderIndex: 1,
        },
      ],
    });
    const next = await updateCaseStudy(database, created.caseStudy.id, {
      ...input,
      caseStudy: { ...input.caseStudy, title: 'Invoices Without Typing', tags: ['RPA'] },
      sections: [
        {
          sectionType: 'challenge',
          title: 'The challenge',
          content: '<p>Invoices &amp; credit notes were checked by hand, twice, before the ledger every morning.</p>',
          orderIndex: 1,
        },
      ],
    });
    if (!next) throw new Error('update failed');

    const changes = diffCaseStudies(created, next);
    expect(changes.map((c) => c.field)).toEqual(['Title', 'Tags', 'Challenge section']);
    expect(changes[0]).toEqual({ field: 'Title', before: 'Invoice Automation', after: 'Invoices Without Typing' });
    const section = changes[2];
    expect(section?.before).toBe('Invoices & credit notes were keyed by hand into the ledger every morning.');
    const words = (change: 'added' | 'removed') =>
      section?.parts
        ?.filter((p) => p.change === change)
        .map((p) => p.text)
        .join('');
    expect(words('removed')).toContain('keyed');
    expect(words('added')).toContain('checked');
    expect(words('added')).toContain('twice');
    expect(words('removed')).not.toContain('Invoices');
    // The parts put together again read as the current text.
    expect(
      section?.parts
        ?.filter((p) => p.change !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(section?.after);

    const first = (await listRevisions(database, 'case_study', created.caseStudy.id)).at(-1);
    const history = await loadHistory(services, next, first?.id ?? null);
    expect(history.entries.map((e) => [e.change, e.current])).toEqual([
      ['Edited', true],
      ['Created', false],
    ]);
    expect(history.selected?.changes.map((c) => c.field)).toEqual(['Title', 'Tags', 'Challenge section']);
  });

  it('restores a version as a new one: nothing destroyed, the public pages invalidated', async () => {
    const created = await createCaseStudy(database, caseStudyInput({ title: 'Original', status: 'published' }));
    const id = created.caseStudy.id;
    await saveCaseStudy(services, {
      editor: 'full',
      id,
      payload: values(created, { title: 'Rewritten', executiveSummary: 'Another summary.' }),
      admin: colleague,
      expectedVersion: 1,
    });
    const original = (await listRevisions(database, 'case_study', id)).find((r) => r.version === 1);
    const before = await invalidations();

    const outcome = await restoreVersion(services, { id, revisionId: original?.id ?? '', admin });
    expect(outcome).toMatchObject({ ok: true });
    const now = await stored(id);
    expect(now.caseStudy).toMatchObject({ title: 'Original', version: 3, slug: created.caseStudy.slug });
    expect(now.caseStudy.executiveSummary).toBe(created.caseStudy.executiveSummary);
    expect(now.metrics.map((m) => m.label)).toEqual(created.metrics.map((m) => m.label));
    expect(await invalidations()).toBe(before + 1);
    expect((await listRevisions(database, 'case_study', id)).map((r) => [r.version, r.kind, r.actor])).toEqual([
      [3, 'restored', 'ana@example.com'],
      [2, 'edited', 'ben@example.com'],
      [1, 'created', 'System'],
    ]);

    // Another study's version is not this study's.
    const other = await createCaseStudy(database, caseStudyInput({ slug: 'other' }));
    const foreign = (await listRevisions(database, 'case_study', other.caseStudy.id))[0];
    expect(await restoreVersion(services, { id, revisionId: foreign?.id ?? '', admin })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('refuses a save based on an older version with 409, names who saved and what changed, and writes nothing', async () => {
    const created = await createCaseStudy(database, caseStudyInput({ title: 'Shared study', status: 'draft' }));
    const id = created.caseStudy.id;
    // Two editors open version 1; Ben saves first.
    expect(
      await saveCaseStudy(services, {
        editor: 'full',
        id,
        payload: values(created, { subtitle: 'Ben was here' }),
        admin: colleague,
        expectedVersion: 1,
      }),
    ).toMatchObject({ ok: true });

    const refused = await saveCaseStudy(services, {
      editor: 'full',
      id,
      payload: values(created, { title: 'Ana’s title' }),
      admin,
      expectedVersion: 1,
    });
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      conflict: { actor: 'ben@example.com', version: 2, basedOn: 1 },
    });
    if (refused.ok || refused.status !== 409 || !refused.conflict) return;
    expect(refused.conflict.changes).toEqual([
      { field: 'Subtitle', before: 'Straight-through posting', after: 'Ben was here' },
    ]);
    expect((await stored(id)).caseStudy).toMatchObject({ title: 'Shared study', subtitle: 'Ben was here', version: 2 });

    // 'Keep yours': the save names their version and goes over it; both saves stay in the history.
    const kept = await saveCaseStudy(services, {
      editor: 'full',
      id,
      payload: values(created, { title: 'Ana’s title' }),
      admin,
      expectedVersion: 2,
    });
    expect(kept).toMatchObject({ ok: true });
    expect((await stored(id)).caseStudy).toMatchObject({ title: 'Ana’s title', version: 3 });
    expect((await listRevisions(database, 'case_study', id)).map((r) => r.actor)).toEqual([
      'ana@example.com',
      'ben@example.com',
      'System',
    ]);
  });

  it('keeps a study saved before version history as a restorable first revision', async () => {
    const created = await createCaseStudy(database, caseStudyInput({ title: 'Before history' }));
    // As a database migrated from before revisions existed: no revision at all.
    await database.db.deleteFrom('revisions').execute();
    await updateCaseStudy(database, created.caseStudy.id, caseStudyInput({ title: 'After history' }), {
      by: { actor: admin.email },
    });
    const revisions = await listRevisions(database, 'case_study', created.caseStudy.id);
    expect(revisions.map((r) => [r.version, r.kind])).toEqual([
      [2, 'edited'],
      [1, 'created'],
    ]);
    const outcome = await restoreVersion(services, {
      id: created.caseStudy.id,
      revisionId: revisions[1]?.id ?? '',
      admin,
    });
    expect(outcome).toMatchObject({ ok: true, detail: { caseStudy: { title: 'Before history' } } });
  });

  it('brings a deleted study back for 30 days, with its id, slug and content', async () => {
    const created = await createCaseStudy(database, caseStudyInput({ slug: 'gone-for-now', status: 'published' }));
    const id = created.caseStudy.id;
    expect(await deleteCaseStudy(database, id, { by: { actor: colleague.email } })).toBe(true);

    const deleted = await listRecentlyDeleted(services);
    expect(deleted).toEqual([
      { id, title: created.caseStudy.title, slug: 'gone-for-now', actor: 'ben@example.com', at: expect.any(String) },
    ]);
    // Not after 30 days.
    expect(await listRecentlyDeleted(services, { now: new Date(Date.now() + 31 * 86_400_000) })).toEqual([]);

    expect(await restoreDeleted(services, { id, admin })).toMatchObject({ ok: true });
    const back = await stored(id);
    expect(back.caseStudy).toMatchObject({
      id,
      slug: 'gone-for-now',
      status: 'published',
      createdAt: created.caseStudy.createdAt,
      publishedAt: created.caseStudy.publishedAt,
      version: 2,
    });
    expect(back.metrics.map((m) => m.label)).toEqual(created.metrics.map((m) => m.label));
    expect(await listRecentlyDeleted(services)).toEqual([]);
    expect((await listRevisions(database, 'case_study', id)).map((r) => r.kind)).toEqual([
      'undeleted',
      'deleted',
      'created',
    ]);
    // Restoring twice is refused, not a crash.
    expect(await restoreDeleted(services, { id, admin })).toMatchObject({ ok: false, status: 404 });
  });

  it('does not restore a deleted study over another that took its address', async () => {
    const created = await createCaseStudy(database, caseStudyInput({ slug: 'taken-address' }));
    await deleteCaseStudy(database, created.caseStudy.id);
    await createCaseStudy(database, caseStudyInput({ slug: 'taken-address', title: 'Newcomer' }));
    expect(await restoreDeleted(services, { id: created.caseStudy.id, admin })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining('"taken-address"'),
    });
  });

  it('retention keeps the last 30 days whole, one revision a day before, and forgets studies deleted long ago', async () => {
    const kept = await createCaseStudy(database, caseStudyInput({ slug: 'kept' }));
    const gone = await createCaseStudy(database, caseStudyInput({ slug: 'gone' }));
    await database.db.deleteFrom('revisions').execute();
    const now = new Date('2026-11-25T12:00:00.000Z');
    const at = (daysAgo: number, hour: number) =>
      new Date(now.getTime() - daysAgo * 86_400_000 + (hour - 12) * 3_600_000).toISOString();
    const record = (entityId: string, version: number, when: string, kind: 'edited' | 'deleted' = 'edited') =>
      recordRevision(database.db, {
        entityType: 'case_study',
        entityId,
        version,
        kind,
        snapshot: {},
        by: { actor: 'x' },
        at: when,
      });
    // Three saves on one day 40 days ago, two on a day 35 days ago, three in the last 30 days.
    let version = 0;
    for (const when of [at(40, 9), at(40, 11), at(40, 15), at(35, 8), at(35, 10), at(10, 9), at(10, 9.5), at(1, 9)]) {
      await record(kept.caseStudy.id, ++version, when);
    }
    // A study deleted 31 days ago: its whole history goes; one deleted 5 days ago keeps it.
    await record(gone.caseStudy.id, 1, at(50, 9));
    await database.db.deleteFrom('case_studies').where('id', '=', gone.caseStudy.id).execute();
    await record(gone.caseStudy.id, 1, at(31, 9), 'deleted');
    await record('deleted-lately', 1, at(20, 9));
    await record('deleted-lately', 1, at(5, 9), 'deleted');

    expect(await pruneRevisions(database, { now, keepAllDays: 30 })).toBe(5);
    const left = await database.db.selectFrom('revisions').select(['entity_id', 'version']).execute();
    const byEntity = (entityId: string) => left.filter((r) => r.entity_id === entityId).map((r) => Number(r.version));
    expect(byEntity(kept.caseStudy.id).sort()).toEqual([3, 5, 6, 7, 8]);
    expect(byEntity('deleted-lately')).toEqual([1, 1]);
    expect(byEntity(gone.caseStudy.id)).toEqual([]);
    // A second run (another instance) finds nothing more to do.
    expect(await pruneRevisions(database, { now, keepAllDays: 30 })).toBe(0);
  });

  it('restoring a version does not bring back a schedule whose time has passed, and keeps one still ahead', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const created = await createCaseStudy(database, caseStudyInput({ status: 'draft', publishAt: soon }));
    const id = created.caseStudy.id;
    await updateCaseStudy(database, id, caseStudyInput({ status: 'draft', publishAt: null }));
    const scheduled = (await listRevisions(database, 'case_study', id)).find((r) => r.version === 1);
    expect(await restoreVersion(services, { id, revisionId: scheduled?.id ?? '', admin })).toMatchObject({ ok: true });
    expect((await stored(id)).caseStudy.publishAt).toBe(soon);

    // The same version once its time has passed: restored unscheduled, left a draft.
    await database.db
      .updateTable('revisions')
      .set({
        snapshot: JSON.stringify({
          ...created,
          caseStudy: { ...created.caseStudy, publishAt: new Date(Date.now() - 60_000).toISOString() },
        }),
      })
      .where('id', '=', scheduled?.id ?? '')
      .execute();
    expect(await restoreVersion(services, { id, revisionId: scheduled?.id ?? '', admin })).toMatchObject({ ok: true });
    expect((await stored(id)).caseStudy).toMatchObject({ status: 'draft', publishAt: null });
  });
});
