/**
 * Pages built from blocks, the data layer (issue 28): rows, revisions, the audit log, path redirects,
 * conflicts, scheduled publishing and what a change invalidates, on every engine; and the migration
 * that lets revisions be of pages while keeping the ones already stored.
 */
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPage, deletePage, publishDuePages, updatePage } from '#app/.server/changes/pages.ts';
import { migrateToLatest } from '#app/.server/db/index.ts';
import { listAudit } from '#app/.server/db/repositories/audit-log.ts';
import { getCacheVersions } from '#app/.server/db/repositories/cache-versions.ts';
import {
  findPagePathRedirect,
  getPageByPath,
  isPagePathTaken,
  listIndexablePages,
} from '#app/.server/db/repositories/pages.ts';
import { listRevisions, VersionConflict } from '#app/.server/db/repositories/revisions.ts';
import { createScheduler } from '#app/.server/jobs/scheduler.ts';
import { createTestDatabase, createTestDatabaseAt, engines, type TestDatabase } from '../helpers/database.ts';
import { insuranceHero, insurancePage } from '../helpers/page-input.ts';

const hero = insuranceHero;
const insurance = insurancePage;

const logger = pino({ level: 'silent' });
const editor = { actor: 'editor@example.com', userId: null, ip: '203.0.113.9' };

describe.each(engines)('pages on %s', (engine) => {
  let database: TestDatabase;
  const invalidations = async () => (await getCacheVersions(database)).public ?? 0;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('stores a page with its blocks, its first revision and its audit entry; a draft invalidates nothing', async () => {
    const before = await invalidations();
    const page = await createPage(database, insurance(), { by: editor, action: 'page.created' });
    expect(page).toMatchObject({ path: '/industries/insurance', status: 'draft', version: 1, blocks: [hero] });
    expect(page.publishedAt).toBeNull();
    expect(await getPageByPath(database, '/industries/insurance', { publishedOnly: true })).toBeNull();
    expect(await getPageByPath(database, '/industries/insurance', { publishedOnly: false })).toEqual(page);
    expect(await invalidations()).toBe(before);

    const revisions = await listRevisions(database, 'page', page.id);
    expect(revisions.map((r) => [r.kind, r.version, r.actor])).toEqual([['created', 1, 'editor@example.com']]);
    const [entry] = await listAudit(database, { limit: 1 });
    expect(entry).toMatchObject({
      action: 'page.created',
      actor: 'editor@example.com',
      entityType: 'page',
      entityId: page.id,
      ip: '203.0.113.9',
      details: { title: 'Automation for insurance', path: '/industries/insurance', status: 'draft' },
    });
  });

  it('publishes: visitors may read it, search engines may list it, the public pages are invalidated', async () => {
    const draft = await createPage(database, insurance());
    const before = await invalidations();
    const live = await updatePage(database, draft.id, insurance({ status: 'published' }), { by: editor });
    expect(live).toMatchObject({ status: 'published', version: 2 });
    expect(live?.publishedAt).not.toBeNull();
    expect(await invalidations()).toBe(before + 1);
    expect(await getPageByPath(database, '/industries/insurance', { publishedOnly: true })).toMatchObject({
      id: draft.id,
    });
    expect((await listIndexablePages(database)).map((p) => p.path)).toEqual(['/industries/insurance']);

    await updatePage(database, draft.id, insurance({ status: 'published', noindex: true }));
    expect(await listIndexablePages(database)).toEqual([]);
    const kinds = (await listRevisions(database, 'page', draft.id)).map((r) => r.kind);
    expect(kinds).toEqual(['edited', 'published', 'created']);
  });

  it('keeps a published page’s old path as a redirect, and a path taken again stops redirecting', async () => {
    const page = await createPage(database, insurance({ status: 'published' }));
    await updatePage(database, page.id, insurance({ status: 'published', path: '/industries/insurers' }));
    expect(await findPagePathRedirect(database, '/industries/insurance')).toBe('/industries/insurers');
    expect(await isPagePathTaken(database, '/industries/insurers')).toBe(true);
    expect(await isPagePathTaken(database, '/industries/insurers', page.id)).toBe(false);

    await createPage(database, insurance({ title: 'A new page at the old path' }));
    expect(await findPagePathRedirect(database, '/industries/insurance')).toBeNull();
  });

  it('refuses a save based on an older version, writing nothing', async () => {
    const page = await createPage(database, insurance());
    await updatePage(database, page.id, insurance({ title: 'First edit' }), { by: editor });
    const stale = updatePage(database, page.id, insurance({ title: 'Lost edit' }), { expectedVersion: 1 });
    await expect(stale).rejects.toBeInstanceOf(VersionConflict);
    expect((await getPageByPath(database, page.path, { publishedOnly: false }))?.title).toBe('First edit');
    expect(await listRevisions(database, 'page', page.id)).toHaveLength(2);
    expect(await updatePage(database, 'missing', insurance())).toBeNull();
  });

  it('deletes a page, keeping its last state as a revision, with its redirects', async () => {
    const page = await createPage(database, insurance({ status: 'published' }));
    await updatePage(database, page.id, insurance({ status: 'published', path: '/insurance' }));
    expect(await deletePage(database, page.id, { by: editor, action: 'page.deleted' })).toBe(true);
    expect(await deletePage(database, page.id)).toBe(false);
    expect(await getPageByPath(database, '/insurance', { publishedOnly: false })).toBeNull();
    expect(await findPagePathRedirect(database, '/industries/insurance')).toBeNull();
    const [last] = await listRevisions(database, 'page', page.id);
    expect(last).toMatchObject({ kind: 'deleted', actor: 'editor@example.com' });
  });

  it('publishes a scheduled draft once, as the Scheduler, however often the job runs', async () => {
    const at = new Date('2030-01-01T09:00:00.000Z');
    const page = await createPage(database, insurance({ publishAt: '2030-01-01T08:59:00.000Z' }));
    await createPage(database, insurance({ path: '/later', publishAt: '2030-01-01T10:00:00.000Z' }));
    const [first, second] = await Promise.all([
      publishDuePages(database, { now: at, limit: 10 }),
      publishDuePages(database, { now: at, limit: 10 }),
    ]);
    expect([...first, ...second].map((p) => [p.id, p.status, p.publishAt])).toEqual([[page.id, 'published', null]]);
    const [scheduled] = await listRevisions(database, 'page', page.id);
    expect(scheduled).toMatchObject({ kind: 'scheduled', actor: 'Scheduler', version: 2 });
    const audited = (await listAudit(database, { limit: 5 })).filter((e) => e.action === 'page.published_on_schedule');
    expect(audited).toMatchObject([{ actor: 'Scheduler', entityId: page.id, details: { previousStatus: 'draft' } }]);
  });

  it('is published by the jobs scheduler, which reports it', async () => {
    const page = await createPage(database, insurance({ publishAt: '2030-01-01T08:59:00.000Z' }));
    const scheduler = createScheduler({ database, logger, now: () => new Date('2030-01-01T09:00:00.000Z') });
    const report = await scheduler.runOnce();
    expect(report.publishedPages).toEqual([page.id]);
    expect(await getPageByPath(database, page.path, { publishedOnly: true })).toMatchObject({ id: page.id });
    expect((await scheduler.runOnce()).publishedPages).toEqual([]);
  });
});

describe.each(engines)('the pages migration on %s', (engine) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.destroy();
  });

  it('lets revisions be of pages and keeps the revisions already stored', async () => {
    database = await createTestDatabaseAt(engine, '0010_sealed_outbox');
    const at = new Date().toISOString();
    await database.db
      .insertInto('revisions')
      .values({
        id: 'kept',
        entity_type: 'case_study',
        entity_id: 'study',
        version: 3,
        kind: 'edited',
        snapshot: JSON.stringify({ title: 'Kept' }),
        actor: 'ana@example.com',
        user_id: null,
        created_at: at,
      })
      .execute();
    expect(await migrateToLatest(database)).toContain('0011_pages');
    expect(await listRevisions(database, 'case_study', 'study')).toMatchObject([{ id: 'kept', version: 3 }]);
    await createPage(database, insurance());
    expect(
      (
        await listRevisions(
          database,
          'page',
          (await getPageByPath(database, '/industries/insurance', { publishedOnly: false }))?.id ?? '',
        )
      ).length,
    ).toBe(1);
    await expect(
      database.db
        .insertInto('revisions')
        .values({
          ...{
            id: 'x',
            entity_id: 'y',
            version: 1,
            kind: 'edited',
            snapshot: '{}',
            actor: 'a',
            user_id: null,
            created_at: at,
          },
          entity_type: 'nonsense' as never,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
