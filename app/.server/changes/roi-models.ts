/**
 * What follows a change of the ROI model's versions, declared once (the change pipeline; issue 29,
 * docs/decisions/roi-model.md): an audit entry naming the version, and the public pages dropped from
 * every cache when the published version changes (the calculator page and every page with the
 * calculator block send the published model with their data). The versions table is its own
 * history (a version's figures never change), so the kind keeps no revisions.
 */
import { SCHEDULER_ACTOR } from '../../lib/audit-log.ts';
import type { RoiModel } from '../../lib/roi.ts';
import type { RoiModelVersion } from '../../lib/roi-model.ts';
import { storedInstant, now as storedNow } from '../db/mapping.ts';
import {
  dueRoiModelVersions,
  getRoiModelVersion,
  insertRoiModelVersion,
  lockRoiModels,
  publishRoiModelRow,
  setRoiModelPublishAt,
} from '../db/repositories/roi-models.ts';
import { type Actor, type Change, type ChangeTarget, commitChange, type RecordKind, SYSTEM } from './pipeline.ts';

const isPublished = (version: RoiModelVersion | null) => version?.status === 'published';

export const ROI_MODEL: RecordKind<RoiModelVersion> = {
  entityType: 'roi_model',
  idOf: (version) => String(version.version),
  auditDetails({ before, after }) {
    const version = after ?? before;
    if (!version) return {};
    return {
      title: `ROI model version ${version.version}`,
      version: version.version,
      status: version.status,
      ...(before && after && before.status !== after.status ? { previousStatus: before.status } : {}),
      ...(version.restoredFrom !== null ? { restoredFrom: version.restoredFrom } : {}),
    };
  },
  shownIn: ({ before, after }) => (isPublished(before) || isPublished(after) ? ['public'] : []),
};

/** A new draft version inside a change (a restore names the version it copies). */
async function writeVersion(
  change: Change,
  model: RoiModel,
  by: Actor,
  restoredFrom: number | null,
): Promise<RoiModelVersion> {
  await lockRoiModels(change.database);
  const after = await insertRoiModelVersion(change.database, {
    model,
    createdBy: by.actor,
    restoredFrom,
    at: storedNow(),
  });
  await change.record(ROI_MODEL, {
    before: null,
    after,
    by,
    action: restoredFrom === null ? 'roi_model.saved' : 'roi_model.version_restored',
    at: after.createdAt,
  });
  return after;
}

/** Saves a model as a new draft version. */
export function saveRoiModelVersion(
  target: ChangeTarget,
  model: RoiModel,
  meta: { by?: Actor } = {},
): Promise<RoiModelVersion> {
  return commitChange(target, (change) => writeVersion(change, model, meta.by ?? SYSTEM, null));
}

/**
 * Restores an older version: its figures saved as a new draft, to compare and publish like any
 * other. Null when the version does not exist.
 */
export function restoreRoiModelVersion(
  target: ChangeTarget,
  version: number,
  meta: { by?: Actor } = {},
): Promise<RoiModelVersion | null> {
  return commitChange(target, async (change) => {
    const source = await getRoiModelVersion(change.database, version);
    return source ? writeVersion(change, source.model, meta.by ?? SYSTEM, version) : null;
  });
}

export type PublishOutcome =
  | { status: 'published'; version: RoiModelVersion; previous: RoiModelVersion | null }
  | { status: 'not-found' }
  | { status: 'not-draft'; version: RoiModelVersion };

/** Publishes a draft inside a change that holds the lock, recording both versions. */
async function publishLocked(
  change: Change,
  draft: RoiModelVersion,
  meta: { by: Actor; action: 'roi_model.published' | 'roi_model.published_on_schedule'; at: string },
): Promise<PublishOutcome> {
  const done = await publishRoiModelRow(change.database, draft.version, { at: meta.at, by: meta.by.actor });
  if (!done) return { status: 'not-draft', version: draft };
  const details = done.previous ? { previousVersion: done.previous.version } : {};
  await change.record(ROI_MODEL, {
    before: draft,
    after: done.published,
    by: meta.by,
    action: meta.action,
    details,
    at: meta.at,
    ...(meta.action === 'roi_model.published_on_schedule' ? { requestId: null } : {}),
  });
  return { status: 'published', version: done.published, previous: done.previous };
}

/** Publishes draft `version` now; the version published until now is archived. */
export function publishRoiModelVersion(
  target: ChangeTarget,
  version: number,
  meta: { by?: Actor } = {},
): Promise<PublishOutcome> {
  return commitChange(target, async (change) => {
    await lockRoiModels(change.database);
    const draft = await getRoiModelVersion(change.database, version);
    if (!draft) return { status: 'not-found' };
    if (draft.status !== 'draft') return { status: 'not-draft', version: draft };
    return publishLocked(change, draft, { by: meta.by ?? SYSTEM, action: 'roi_model.published', at: storedNow() });
  });
}

export type ScheduleOutcome =
  | { status: 'scheduled'; version: RoiModelVersion }
  | { status: 'not-found' }
  | { status: 'not-draft'; version: RoiModelVersion };

/** Sets (an ISO instant) or clears (null) the moment draft `version` publishes itself. */
export function scheduleRoiModelVersion(
  target: ChangeTarget,
  version: number,
  publishAt: string | null,
  meta: { by?: Actor } = {},
): Promise<ScheduleOutcome> {
  return commitChange(target, async (change) => {
    await lockRoiModels(change.database);
    const before = await getRoiModelVersion(change.database, version);
    if (!before) return { status: 'not-found' };
    const after = await setRoiModelPublishAt(change.database, version, publishAt);
    if (!after) return { status: 'not-draft', version: before };
    await change.record(ROI_MODEL, {
      before,
      after,
      by: meta.by ?? SYSTEM,
      action: publishAt === null ? 'roi_model.publish_unscheduled' : 'roi_model.publish_scheduled',
      details: publishAt === null ? {} : { publishAt: storedInstant(publishAt) },
    });
    return { status: 'scheduled', version: after };
  });
}

/**
 * Publishes the drafts whose "Publish at" has come, exactly once however many instances run it: the
 * lock makes a second instance wait, then find nothing due. Several due at once publish in their
 * order, so the latest one due is the one left published. Each has an entry by "Scheduler".
 */
export async function publishDueRoiModels(target: ChangeTarget, options: { now: Date }): Promise<RoiModelVersion[]> {
  const at = storedInstant(options.now);
  // Every tick of every instance asks; only when something is due does it take the lock (a write)
  // and ask again under it.
  const database = 'db' in target ? target : target.database;
  if ((await dueRoiModelVersions(database, options.now)).length === 0) return [];
  return commitChange(target, async (change) => {
    await lockRoiModels(change.database);
    const published: RoiModelVersion[] = [];
    for (const version of await dueRoiModelVersions(change.database, options.now)) {
      const draft = await getRoiModelVersion(change.database, version);
      if (!draft) continue;
      const outcome = await publishLocked(change, draft, {
        by: { actor: SCHEDULER_ACTOR },
        action: 'roi_model.published_on_schedule',
        at,
      });
      if (outcome.status === 'published') published.push(outcome.version);
    }
    return published;
  });
}
