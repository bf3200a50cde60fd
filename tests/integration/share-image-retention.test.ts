/**
 * The share images' clean-up (issue 32) on each engine: a card no published record names any more (a
 * study's older title, a page unpublished since) is deleted from storage SHARE_IMAGE_GRACE_DAYS (7)
 * after it stopped being named, and the unpublished record's row removed, by the daily retention
 * lease of one of two schedulers; the card in use stays, and so does an old card named again.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaseStudy, updateCaseStudy } from '#app/.server/changes/case-studies.ts';
import { createPage, updatePage } from '#app/.server/changes/pages.ts';
import { getShareImage } from '#app/.server/db/repositories/share-images.ts';
import { createScheduler } from '#app/.server/jobs/scheduler.ts';
import { runShareImageJob } from '#app/.server/share-images/job.ts';
import { createDiskStorage } from '#app/.server/storage/disk.ts';
import type { StorageDriver } from '#app/.server/storage/index.ts';
import { caseStudyInput } from '../helpers/case-study-input.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';
import { insurancePage } from '../helpers/page-input.ts';

const logger = pino({ level: 'silent' });
const DAY = 86_400_000;

describe.each(engines)('share image retention on %s (issue 32)', (engine) => {
  let database: TestDatabase;
  let storage: StorageDriver;
  let dir: string;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    dir = mkdtempSync(path.join(tmpdir(), 'share-images-'));
    storage = createDiskStorage(dir);
  });
  afterEach(async () => {
    await database?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const t0 = new Date('2026-12-01T12:00:00.000Z');
  const at = (days: number) => new Date(t0.getTime() + days * DAY);
  const render = (now: Date) => runShareImageJob({ database, storage, logger, now, limit: 20 });
  /** Whether the disk driver holds the card (read from disk: a driver's `get` opens a stream). */
  const stored = async (key: string | null | undefined) => key != null && existsSync(path.join(dir, key));
  /** Two instances' schedulers ticking at the same moment: the deletions of the one that held the lease. */
  const tick = async (now: Date) => {
    const schedulers = [0, 1].map(() => createScheduler({ database, logger, storage, now: () => now }));
    const reports = await Promise.all(schedulers.map((scheduler) => scheduler.runOnce()));
    return reports.map((report) => report.shareImagesDeleted);
  };

  it('deletes the cards no published record names a week after, on one instance, and removes the rows of records no longer published', async () => {
    const study = await createCaseStudy(database, caseStudyInput({ slug: 'invoice-automation' }));
    const id = study.caseStudy.id;
    const page = await createPage(database, insurancePage({ status: 'published' }));
    await render(t0);
    const first = (await getShareImage(database, 'case_study', id))?.imageKey;
    const pageCard = (await getShareImage(database, 'page', page.id))?.imageKey;
    expect(await stored(first)).toBe(true);
    expect(await stored(pageCard)).toBe(true);

    // A new title: a new card; the first is no longer named from t0.
    await updateCaseStudy(database, id, caseStudyInput({ slug: 'invoice-automation', title: 'Touchless invoices' }));
    expect((await render(t0)).rendered).toEqual([id]);
    const second = (await getShareImage(database, 'case_study', id))?.imageKey;
    expect(second).not.toBe(first);
    // The page unpublished a day later.
    await updatePage(database, page.id, insurancePage({ status: 'draft' }));

    // Day 1: the page's row goes (its card retired from now); nothing is a week old yet.
    expect((await tick(at(1))).toSorted()).toEqual([0, null]);
    expect(await getShareImage(database, 'page', page.id)).toBeNull();
    expect(await stored(first)).toBe(true);
    expect(await stored(pageCard)).toBe(true);

    // Later the same day: the lease says it ran lately.
    expect(await tick(at(1.5))).toEqual([null, null]);

    // Day 7.5: the first card, retired at day 0, is deleted; the page's (day 1) and the one in use stay.
    expect((await tick(at(7.5))).toSorted()).toEqual([1, null]);
    expect(await stored(first)).toBe(false);
    expect(await stored(pageCard)).toBe(true);
    expect(await stored(second)).toBe(true);

    // Day 8.5: the page's card goes too; the study's card in use never does.
    expect((await tick(at(8.5))).toSorted()).toEqual([1, null]);
    expect(await stored(pageCard)).toBe(false);
    expect(await stored(second)).toBe(true);
    expect((await getShareImage(database, 'case_study', id))?.imageKey).toBe(second);
  });

  it('keeps an old card that is named again (a title changed back) within or after the grace period', async () => {
    const study = await createCaseStudy(
      database,
      caseStudyInput({ slug: 'claims-triage', title: 'Claims in minutes' }),
    );
    const id = study.caseStudy.id;
    await render(t0);
    const first = (await getShareImage(database, 'case_study', id))?.imageKey;
    await updateCaseStudy(database, id, caseStudyInput({ slug: 'claims-triage', title: 'Claims in seconds' }));
    await render(t0);
    await updateCaseStudy(database, id, caseStudyInput({ slug: 'claims-triage', title: 'Claims in minutes' }));
    await render(at(1));
    expect((await getShareImage(database, 'case_study', id))?.imageKey).toBe(first);

    // The first card was retired at day 0 but is named again: kept; the second (retired day 1) goes at day 8+.
    expect((await tick(at(7.5))).toSorted()).toEqual([0, null]);
    expect(await stored(first)).toBe(true);
    expect((await tick(at(9))).toSorted()).toEqual([1, null]);
    expect(await stored(first)).toBe(true);
  });
});
