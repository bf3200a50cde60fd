/**
 * The ROI model's versions, the data layer (issue 29): version 1 is SPEC 9's model, published, on a
 * fresh install; saving makes drafts, publishing archives the version published before, restoring
 * makes a new draft, "Publish at" is claimed once however many instances run the scheduler; each
 * change is audited and a change of the published version invalidates the public pages. On every engine.
 */
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  publishDueRoiModels,
  publishRoiModelVersion,
  restoreRoiModelVersion,
  saveRoiModelVersion,
  scheduleRoiModelVersion,
} from '#app/.server/changes/roi-models.ts';
import { createLead } from '#app/.server/changes/submissions.ts';
import { listAudit } from '#app/.server/db/repositories/audit-log.ts';
import { getCacheVersions } from '#app/.server/db/repositories/cache-versions.ts';
import { getLead } from '#app/.server/db/repositories/leads.ts';
import {
  getPublishedRoiModel,
  getRoiModelVersion,
  listRoiModelVersions,
} from '#app/.server/db/repositories/roi-models.ts';
import { createScheduler, type SchedulerReport } from '#app/.server/jobs/scheduler.ts';
import { roiModelOfRequest } from '#app/features/roi/roi-model-lookup.server.ts';
import { type RoiModel, SEEDED_ROI_MODEL } from '#app/lib/roi.ts';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/database.ts';
import { freshDatabase, twoInstances } from '../helpers/scheduler-instances.ts';

const editor = { actor: 'editor@example.com', userId: null, ip: '203.0.113.9' };

/** SPEC 9's model with the medium savings rate at 0.75. */
const mediumAt75: RoiModel = {
  ...SEEDED_ROI_MODEL,
  complexities: {
    ...SEEDED_ROI_MODEL.complexities,
    medium: { ...SEEDED_ROI_MODEL.complexities.medium, savingsRate: 0.75 },
  },
};

describe.each(engines)('ROI model versions on %s', (engine) => {
  let database: TestDatabase;
  const invalidations = async () => (await getCacheVersions(database)).public ?? 0;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await database.destroy();
  });

  it('starts with SPEC 9 published as version 1', async () => {
    expect(await getPublishedRoiModel(database)).toEqual({ version: 1, model: SEEDED_ROI_MODEL });
    const [first] = await listRoiModelVersions(database);
    expect(first).toMatchObject({ version: 1, status: 'published', createdBy: 'Site setup', restoredFrom: null });
  });

  it('saves a draft version without touching the published one or the public pages, and audits it', async () => {
    const before = await invalidations();
    const draft = await saveRoiModelVersion(database, mediumAt75, { by: editor });
    expect(draft).toMatchObject({ version: 2, status: 'draft', model: mediumAt75, createdBy: 'editor@example.com' });
    expect((await getPublishedRoiModel(database))?.version).toBe(1);
    expect(await invalidations()).toBe(before);
    const [entry] = await listAudit(database, { limit: 1 });
    expect(entry).toMatchObject({
      action: 'roi_model.saved',
      actor: 'editor@example.com',
      entityType: 'roi_model',
      entityId: '2',
      details: { title: 'ROI model version 2', version: 2, status: 'draft' },
    });
  });

  it('publishes a draft: the old version is archived, one is published, the public pages are refreshed', async () => {
    const draft = await saveRoiModelVersion(database, mediumAt75, { by: editor });
    const before = await invalidations();
    const outcome = await publishRoiModelVersion(database, draft.version, { by: editor });
    expect(outcome).toMatchObject({ status: 'published', version: { version: 2, status: 'published' } });
    expect(await getPublishedRoiModel(database)).toEqual({ version: 2, model: mediumAt75 });
    expect((await getRoiModelVersion(database, 1))?.status).toBe('archived');
    expect(await invalidations()).toBeGreaterThan(before);
    // Written in the same millisecond as the save on a fast machine: found by its action.
    const entry = (await listAudit(database, { limit: 5 })).find((e) => e.action === 'roi_model.published');
    expect(entry).toMatchObject({
      action: 'roi_model.published',
      entityId: '2',
      details: { version: 2, status: 'published', previousStatus: 'draft', previousVersion: 1 },
    });
    // Only a draft is published: publishing it again, or an archived version, is refused.
    expect(await publishRoiModelVersion(database, 2, { by: editor })).toMatchObject({ status: 'not-draft' });
    expect(await publishRoiModelVersion(database, 1, { by: editor })).toMatchObject({ status: 'not-draft' });
    expect(await publishRoiModelVersion(database, 99, { by: editor })).toEqual({ status: 'not-found' });
  });

  it('refuses a second published version in the database itself', async () => {
    await saveRoiModelVersion(database, mediumAt75);
    await expect(
      database.db.updateTable('roi_models').set({ status: 'published' }).where('version', '=', 2).execute(),
    ).rejects.toThrow();
  });

  it('restores an older version as a new draft, naming the one it restores', async () => {
    await publishRoiModelVersion(database, (await saveRoiModelVersion(database, mediumAt75)).version);
    const restored = await restoreRoiModelVersion(database, 1, { by: editor });
    expect(restored).toMatchObject({ version: 3, status: 'draft', restoredFrom: 1, model: SEEDED_ROI_MODEL });
    const entry = (await listAudit(database, { limit: 5 })).find((e) => e.action === 'roi_model.version_restored');
    expect(entry).toMatchObject({ action: 'roi_model.version_restored', details: { version: 3, restoredFrom: 1 } });
    expect(await restoreRoiModelVersion(database, 42, { by: editor })).toBeNull();
  });

  it('publishes a scheduled draft when its time comes, by "Scheduler", and a cleared schedule never', async () => {
    const now = new Date('2027-03-01T09:00:00Z');
    const draft = await saveRoiModelVersion(database, mediumAt75);
    const other = await saveRoiModelVersion(database, SEEDED_ROI_MODEL);
    expect(
      await scheduleRoiModelVersion(database, draft.version, '2027-03-01T08:59:00.000Z', { by: editor }),
    ).toMatchObject({
      status: 'scheduled',
      version: { publishAt: '2027-03-01T08:59:00.000Z' },
    });
    await scheduleRoiModelVersion(database, other.version, '2027-03-01T08:00:00.000Z', { by: editor });
    await scheduleRoiModelVersion(database, other.version, null, { by: editor });
    const scheduler = createScheduler({ database, logger: pino({ level: 'silent' }), now: () => now });
    expect((await scheduler.runOnce()).publishedRoiModels).toEqual([draft.version]);
    expect((await scheduler.runOnce()).publishedRoiModels).toEqual([]);
    expect((await getPublishedRoiModel(database))?.version).toBe(draft.version);
    expect((await getRoiModelVersion(database, other.version))?.status).toBe('draft');
    const entry = (await listAudit(database, { limit: 10 })).find(
      (e) => e.action === 'roi_model.published_on_schedule',
    );
    expect(entry).toMatchObject({ actor: 'Scheduler', entityId: String(draft.version) });
    // A published version cannot be scheduled.
    expect(await scheduleRoiModelVersion(database, draft.version, '2027-04-01T00:00:00.000Z')).toMatchObject({
      status: 'not-draft',
    });
  });

  it('several due at once are published in their order: the last one due stays published', async () => {
    const first = await saveRoiModelVersion(database, mediumAt75);
    const second = await saveRoiModelVersion(database, SEEDED_ROI_MODEL);
    await scheduleRoiModelVersion(database, second.version, '2027-03-01T08:30:00.000Z');
    await scheduleRoiModelVersion(database, first.version, '2027-03-01T08:00:00.000Z');
    const published = await publishDueRoiModels(database, { now: new Date('2027-03-01T09:00:00Z') });
    expect(published.map((version) => version.version)).toEqual([first.version, second.version]);
    expect((await getPublishedRoiModel(database))?.version).toBe(second.version);
    const statuses = (await listRoiModelVersions(database)).map((version) => [version.version, version.status]);
    expect(statuses).toEqual([
      [3, 'published'],
      [2, 'archived'],
      [1, 'archived'],
    ]);
  });

  it('names the version a request computes with: the one named, else the published one; never a draft', async () => {
    const draft = await saveRoiModelVersion(database, mediumAt75);
    const ask = (query: string) => roiModelOfRequest(database, new URLSearchParams(query));
    expect(await ask('')).toEqual({ status: 'found', computedWith: { version: 1, model: SEEDED_ROI_MODEL } });
    expect(await ask('model=2')).toMatchObject({ status: 'refused', httpStatus: 404 });
    expect(await ask('model=abc')).toMatchObject({ status: 'refused', httpStatus: 400 });
    await publishRoiModelVersion(database, draft.version);
    expect(await ask('model=1')).toEqual({ status: 'found', computedWith: { version: 1, model: SEEDED_ROI_MODEL } });
    expect(await ask('model=2')).toEqual({ status: 'found', computedWith: { version: 2, model: mediumAt75 } });
    expect(await ask('')).toEqual({ status: 'found', computedWith: { version: 2, model: mediumAt75 } });
  });

  it('keeps the version on a lead, and none on leads without one', async () => {
    const roi = await createLead(database, { kind: 'roi_email', email: 'cfo@example.com', roiModelVersion: 3 });
    const other = await createLead(database, { kind: 'lead_intake', email: 'ops@example.com' });
    expect((await getLead(database, roi.id))?.roiModelVersion).toBe(3);
    expect(await getLead(database, other.id)).not.toHaveProperty('roiModelVersion');
  });
});

describe.each(engines)('the ROI model schedule with two instances on %s', (engine) => {
  it('publishes a due version once however many instances claim it at the same moment', async () => {
    const { database, target, destroy } = await freshDatabase(engine);
    try {
      const draft = await saveRoiModelVersion(database, mediumAt75);
      await scheduleRoiModelVersion(database, draft.version, '2027-03-01T08:59:00.000Z');
      const reports = await twoInstances(target, { now: new Date('2027-03-01T09:00:00Z') });
      const published = reports.flatMap((runs: SchedulerReport[]) => runs.flatMap((run) => run.publishedRoiModels));
      expect(published).toEqual([draft.version]);
      const entries = (await listAudit(database, { limit: 10 })).filter(
        (entry) => entry.action === 'roi_model.published_on_schedule',
      );
      expect(entries).toHaveLength(1);
      expect((await getPublishedRoiModel(database))?.version).toBe(draft.version);
    } finally {
      await destroy();
    }
  });
});
