import { SCHEDULER_ACTOR } from '../../lib/audit-log.ts';
import type { CaseStudyDetail, CaseStudyInput } from '../../lib/case-study.ts';
import { storedInstant } from '../db/mapping.ts';
import {
  deleteCaseStudyRow,
  type InsertOptions,
  insertCaseStudy,
  lockCaseStudyDetail,
  replaceCaseStudy,
} from '../db/repositories/case-studies.ts';
import {
  clearScheduledPublication,
  dueDraftsNeedingApproval,
  saveApprovalSetting,
} from '../db/repositories/review-requests.ts';
import { claimDueCaseStudies } from '../db/repositories/scheduled-publications.ts';
import { caseStudyPublished } from '../webhooks/events.ts';
import {
  type Actor,
  type Change,
  type ChangeMeta,
  type ChangeTarget,
  commitChange,
  deleteRecord,
  type RecordKind,
  revisionOfSave,
  SYSTEM,
} from './pipeline.ts';
import {
  approvalRequiredReason,
  approvalStatus,
  refuseUnapprovedPublication,
  skippedPublicationEmail,
  whoToTellOfSkip,
} from './reviews.ts';

export { VersionConflict } from '../db/repositories/revisions.ts';

const isPublished = (detail: CaseStudyDetail | null) => detail?.caseStudy.status === 'published';

export const CASE_STUDY: RecordKind<CaseStudyDetail> = {
  entityType: 'case_study',
  idOf: (detail) => detail.caseStudy.id,
  history: {
    versionOf: (detail) => detail.caseStudy.version,
    // Saved before version history existed: attributed to whoever the audit log last names.
    async baseline(database, detail) {
      const audited = await database.db
        .selectFrom('audit_log')
        .select('actor')
        .where('entity_type', '=', 'case_study')
        .where('entity_id', '=', detail.caseStudy.id)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const created = detail.caseStudy.createdAt === detail.caseStudy.updatedAt;
      return { revision: created ? 'created' : 'edited', by: { actor: audited?.actor ?? SYSTEM.actor } };
    },
  },
  auditDetails({ before, after }) {
    const study = (after ?? before)?.caseStudy;
    if (!study) return {};
    return {
      title: study.title,
      slug: study.slug,
      status: study.status,
      ...(before && after && before.caseStudy.slug !== after.caseStudy.slug
        ? { previousSlug: before.caseStudy.slug }
        : {}),
      ...(before && after && before.caseStudy.status !== after.caseStudy.status
        ? { previousStatus: before.caseStudy.status }
        : {}),
    };
  },
  // Becoming published, not every save of a published study.
  events: ({ before, after }) =>
    after && isPublished(after) && !isPublished(before) ? [caseStudyPublished(after.caseStudy)] : [],
  // Lists, details, the home page, the sitemap and the JSON-LD show published studies: a change
  // of a study that is or was published makes them stale; a draft's shows only in the studio.
  shownIn: ({ before, after }) => (isPublished(before) || isPublished(after) ? ['public'] : []),
};

/**
 * Who made a change, what the History tab calls it and what the audit log says (null: no entry); for
 * a new study, whether it starts with "Client approval required" on (the studio's create form and
 * the intake API: docs/decisions/client-review.md, "On by default").
 */
type Meta = ChangeMeta<CaseStudyDetail> & { approvalRequired?: boolean };

/**
 * Writes a study inside a change: a new one when `before` is null, else a replacement of `before`
 * (read in the same transaction), and records it. The one write every path shares.
 */
export async function writeCaseStudy(
  change: Change,
  before: CaseStudyDetail | null,
  input: CaseStudyInput,
  meta: Meta & { insert?: InsertOptions } = {},
): Promise<CaseStudyDetail> {
  const after = before
    ? await replaceCaseStudy(change.database, before.caseStudy, input)
    : await insertCaseStudy(change.database, input, meta.insert);
  // Before the gate, which then applies to the new study's own first save (a 'published' one is refused).
  if (!before && meta.approvalRequired && after.caseStudy.clientName.trim() !== '') {
    await saveApprovalSetting(change.database, {
      recordId: after.caseStudy.id,
      required: true,
      by: (meta.by ?? SYSTEM).actor,
      at: new Date(after.caseStudy.updatedAt),
    });
  }
  // Whoever publishes it (an editor, a restore, the intake API): not without the client's approval
  // when it needs one (issue 30); the throw undoes the write.
  await refuseUnapprovedPublication(change.database, before, after);
  await change.record(CASE_STUDY, {
    before,
    after,
    by: meta.by ?? SYSTEM,
    revision: meta.kind ?? revisionOfSave(before?.caseStudy.status ?? null, after.caseStudy.status),
    action: meta.action ?? null,
    ...(meta.details ? { details: meta.details } : {}),
    // The row's own time: a backdated study (the seed) has its revision then too.
    at: after.caseStudy.updatedAt,
  });
  return after;
}

/**
 * The study to replace, locked for the change; a VersionConflict when it was saved since the
 * `expectedVersion` the editor opened (nothing is written then). Null when it does not exist.
 */
export async function caseStudyToChange(
  change: Change,
  id: string,
  expectedVersion?: number,
): Promise<CaseStudyDetail | null> {
  const before = await lockCaseStudyDetail(change.database, id);
  if (!before) return null;
  await change.keepBaseline(CASE_STUDY, before);
  await change.refuseStale(CASE_STUDY, before, expectedVersion, { actor: 'someone', at: before.caseStudy.updatedAt });
  return before;
}

/** Creates a case study with its children and what follows (the seed, tests and intake use it). */
export function createCaseStudy(
  target: ChangeTarget,
  input: CaseStudyInput,
  options: Meta & InsertOptions = {},
): Promise<CaseStudyDetail> {
  const { by, kind, action, details, approvalRequired, ...insert } = options;
  return commitChange(target, (change) =>
    writeCaseStudy(change, null, input, { by, kind, action, details, approvalRequired, insert } as Meta & {
      insert: InsertOptions;
    }),
  );
}

/**
 * Replaces a case study and all its children: a failure anywhere leaves the old version intact.
 * Returns null when not found; throws VersionConflict when saved since `expectedVersion`.
 */
export function updateCaseStudy(
  target: ChangeTarget,
  id: string,
  input: CaseStudyInput,
  options: Meta & { expectedVersion?: number | undefined } = {},
): Promise<CaseStudyDetail | null> {
  return commitChange(target, async (change) => {
    const before = await caseStudyToChange(change, id, options.expectedVersion);
    return before ? writeCaseStudy(change, before, input, options) : null;
  });
}

/**
 * Deletes a case study; its children and redirects go with it. Its last state is kept as a
 * 'deleted' revision, from which it can be restored (same id and slug). False when it did not exist.
 */
export function deleteCaseStudy(
  target: ChangeTarget,
  id: string,
  options: Pick<Meta, 'by' | 'action'> = {},
): Promise<boolean> {
  return deleteRecord(target, CASE_STUDY, { lock: lockCaseStudyDetail, remove: deleteCaseStudyRow }, id, options);
}

/** Who a scheduled publication is attributed to in the History tab and the audit log. */
export const SCHEDULER_AUTHOR: Actor = { actor: SCHEDULER_ACTOR };

/**
 * Publishes up to `limit` drafts whose time has come, exactly once however many instances run it
 * (docs/decisions/scheduled-jobs.md): the claim, each study's 'scheduled' revision, its audit entry
 * (by "Scheduler") and its event exist together or not at all.
 */
export function publishDueCaseStudies(
  target: ChangeTarget,
  options: { now: Date; limit: number },
): Promise<CaseStudyDetail[]> {
  const at = storedInstant(options.now);
  return commitChange(target, async (change) => {
    await skipUnapprovedPublications(change, at);
    const published = await claimDueCaseStudies(change.database, options);
    for (const after of published) {
      // The claim publishes drafts only: this is the state it replaced.
      const draft = { ...after.caseStudy, status: 'draft' as const, version: after.caseStudy.version - 1 };
      await change.record(CASE_STUDY, {
        before: { ...after, caseStudy: draft },
        after,
        by: SCHEDULER_AUTHOR,
        revision: 'scheduled',
        action: 'case_study.published_on_schedule',
        details: { version: after.caseStudy.version },
        at,
        // No request made it (and a timer started during one must not inherit that request's id).
        requestId: null,
      });
    }
    return published;
  });
}

/**
 * A scheduled publication that reaches its time without the client's approval it needs (issue 30)
 * is skipped: the draft comes off the schedule (a version by "Scheduler"), audited with the reason,
 * and whoever asked the client for review (else whoever saved it last) is e-mailed.
 */
async function skipUnapprovedPublications(change: Change, at: string): Promise<void> {
  for (const id of await dueDraftsNeedingApproval(change.database, at)) {
    const before = await lockCaseStudyDetail(change.database, id);
    if (!before) continue;
    const status = await approvalStatus(change.database, before);
    if (!status.required || status.current) continue;
    await change.keepBaseline(CASE_STUDY, before);
    await clearScheduledPublication(change.database, id, at);
    const after = await lockCaseStudyDetail(change.database, id);
    if (!after) continue;
    const reason = approvalRequiredReason(before.caseStudy.title, status, before.caseStudy.version);
    const to = await whoToTellOfSkip(change.database, id);
    await change.record(CASE_STUDY, {
      before,
      after,
      by: SCHEDULER_AUTHOR,
      revision: 'edited',
      action: 'case_study.publication_skipped',
      details: { scheduledFor: before.caseStudy.publishAt, reason },
      at,
      requestId: null,
      emails: to ? [skippedPublicationEmail(to, before.caseStudy, reason)] : [],
    });
  }
}
