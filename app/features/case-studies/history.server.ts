/**
 * A case study's history (issue 18): its versions, how one differs from the current version, and
 * restoring one. Restoring saves that content as a new version (nothing is ever destroyed): a
 * change like any save (../../.server/changes/case-studies.ts).
 */

import { caseStudyToChange, createCaseStudy, writeCaseStudy } from '../../.server/changes/case-studies.ts';
import { commitChange } from '../../.server/changes/pipeline.ts';
import { ClientApprovalRequired } from '../../.server/changes/reviews.ts';
import { storedInstant } from '../../.server/db/mapping.ts';
import { getCaseStudyDetail, isSlugTaken } from '../../.server/db/repositories/case-studies.ts';
import {
  getRevision,
  latestRevision,
  listDeleted,
  listRevisions,
  type RevisionEntityType,
  type RevisionSummary,
  revisionAtVersion,
} from '../../.server/db/repositories/revisions.ts';
import { isUniqueViolation } from '../../.server/db/repositories/unique-violation.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import {
  caseStudyFieldLabels,
  revisionCopy,
  revisionKindLabels,
  sectionLabel,
  yesNo,
} from '../../content/revision-copy.ts';
import { formatAdminDateTime } from '../../lib/admin-format.ts';
import { type CaseStudy, type CaseStudyDetail, type CaseStudyInput, SECTION_TYPES } from '../../lib/case-study.ts';
import {
  compareText,
  type FieldChange,
  type HistoryEntry,
  type HistoryView,
  richTextToPlain,
} from '../../lib/revisions.ts';
import { defaultSectionTitles } from './case-study-copy.ts';
import { SECTION_LABELS } from './case-study-form.ts';
import { publishAtProblem } from './publish-at.ts';

type ScalarField = Exclude<keyof typeof caseStudyFieldLabels, 'metrics' | 'processes' | 'media'>;

const listText = (values: readonly string[]) => values.join(', ');

/** A case-study field as the comparison shows it. */
function fieldText(study: CaseStudy, field: ScalarField): string {
  const value = study[field];
  if (Array.isArray(value)) return listText(value);
  if (typeof value === 'boolean') return yesNo(value);
  if (value === null || value === undefined) return '';
  if (field === 'publishAt') return formatAdminDateTime(String(value));
  return String(value);
}

const metricsText = (detail: CaseStudyDetail) =>
  detail.metrics
    .map((m) => `${m.label}: ${m.value}${m.description ? ` (${m.description})` : ''}${m.emphasis ? ' *' : ''}`)
    .join('\n');
const processesText = (detail: CaseStudyDetail) =>
  detail.processes.map((p) => `${p.title}${p.description ? `: ${p.description}` : ''}`).join('\n');
const mediaText = (detail: CaseStudyDetail) =>
  detail.media.map((m) => `${m.kind}: ${m.url}${m.caption ? ` (${m.caption})` : ''}`).join('\n');

function sectionText(detail: CaseStudyDetail, type: (typeof SECTION_TYPES)[number]): string {
  const section = detail.sections.find((s) => s.sectionType === type);
  if (!section) return '';
  // A blank title shows the default one on the site: only a title of its own is content.
  const own = section.title?.trim();
  const title = own && own !== defaultSectionTitles[type] ? `${own}\n` : '';
  return `${title}${richTextToPlain(section.content)}`;
}

/** Every field in which `after` differs from `before`, in the editors' order; sections as readable text. */
export function diffCaseStudies(before: CaseStudyDetail, after: CaseStudyDetail): FieldChange[] {
  const scalar = (Object.keys(caseStudyFieldLabels) as (keyof typeof caseStudyFieldLabels)[]).filter(
    (field): field is ScalarField => field !== 'metrics' && field !== 'processes' && field !== 'media',
  );
  const changes = [
    ...scalar.map((field) =>
      compareText(caseStudyFieldLabels[field], fieldText(before.caseStudy, field), fieldText(after.caseStudy, field)),
    ),
    ...SECTION_TYPES.map((type) =>
      compareText(sectionLabel(SECTION_LABELS[type]), sectionText(before, type), sectionText(after, type)),
    ),
    compareText(caseStudyFieldLabels.metrics, metricsText(before), metricsText(after)),
    compareText(caseStudyFieldLabels.processes, processesText(before), processesText(after)),
    compareText(caseStudyFieldLabels.media, mediaText(before), mediaText(after)),
  ];
  return changes.filter((change): change is FieldChange => change !== null);
}

const toEntry = (revision: RevisionSummary, currentVersion: number): HistoryEntry => ({
  id: revision.id,
  version: revision.version,
  change: revisionKindLabels[revision.kind] ?? revision.kind,
  actor: revision.actor,
  at: revision.createdAt,
  current: revision.version === currentVersion && revision.kind !== 'deleted',
});

/**
 * A record's History tab (a case study's, a page's): its versions newest first, and the chosen one
 * compared with the record as it is now (`compare` lists what differs).
 */
export async function historyView<Snapshot>(
  database: Services['database'],
  entityType: RevisionEntityType,
  current: { id: string; version: number },
  selectedId: string | null,
  compare: (snapshot: Snapshot) => FieldChange[],
): Promise<HistoryView> {
  const revisions = await listRevisions(database, entityType, current.id);
  const entries = revisions.map((revision) => toEntry(revision, current.version));
  if (!selectedId) return { entries, selected: null };
  const revision = await getRevision<Snapshot>(database, entityType, current.id, selectedId);
  if (!revision) return { entries, selected: null };
  return {
    entries,
    selected: {
      id: revision.id,
      at: revision.createdAt,
      actor: revision.actor,
      current: revision.version === current.version,
      changes: compare(revision.snapshot),
    },
  };
}

/** The History tab of a study: its versions newest first, and the chosen one compared with the current study. */
export function loadHistory(
  services: Pick<Services, 'database'>,
  current: CaseStudyDetail,
  selectedId: string | null,
): Promise<HistoryView> {
  return historyView<CaseStudyDetail>(services.database, 'case_study', current.caseStudy, selectedId, (snapshot) =>
    diffCaseStudies(snapshot, current),
  );
}

/**
 * What the editor saves to put a stored version back: the version's content, minus ids and
 * timestamps, and minus a publication schedule that has lapsed or lies beyond the limit.
 */
export function detailToInput(detail: CaseStudyDetail, now = new Date()): CaseStudyInput {
  const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, version: _v, ...fields } = detail.caseStudy;
  // A schedule whose time has passed is not brought back (the scheduler would publish the study at
  // once), nor one an editor would refuse now: more than five years ahead, or not a time at all.
  const scheduleDropped = fields.publishAt !== null && publishAtProblem(Date.parse(fields.publishAt), now) !== null;
  const caseStudy = scheduleDropped ? { ...fields, publishAt: null } : fields;
  const owned = <T extends { id: string; caseStudyId: string }>({ id: _i, caseStudyId: _o, ...rest }: T) => rest;
  return {
    caseStudy,
    sections: detail.sections.map(owned),
    metrics: detail.metrics.map(owned),
    processes: detail.processes.map(owned),
    media: detail.media.map(owned),
  };
}

/** A restore is a change: the page cache, or without one the shared cache version, is invalidated. */
type ChangeServices = Pick<Services, 'database' | 'logger'> & Partial<Pick<Services, 'pageCache'>>;

export type RestoreOutcome =
  | { ok: true; detail: CaseStudyDetail }
  | { ok: false; status: 404 | 409 | 500; message: string };

/** Saves an earlier version of a study as its newest one. */
export async function restoreVersion(
  services: ChangeServices,
  request: { id: string; revisionId: string; admin: Pick<AdminIdentity, 'userId' | 'email'>; ip?: string | undefined },
): Promise<RestoreOutcome> {
  const { database, logger } = services;
  try {
    const revision = await getRevision<CaseStudyDetail>(database, 'case_study', request.id, request.revisionId);
    if (!revision) return { ok: false, status: 404, message: revisionCopy.revisionMissing };
    const input = detailToInput(revision.snapshot);
    const { slug } = input.caseStudy;
    if (await isSlugTaken(database, slug, request.id)) {
      return { ok: false, status: 409, message: revisionCopy.deletedSlugTaken(slug) };
    }
    const detail = await commitChange(services, async (change) => {
      const before = await caseStudyToChange(change, request.id);
      if (!before) return null;
      return writeCaseStudy(change, before, input, {
        by: { actor: request.admin.email, userId: request.admin.userId, ip: request.ip },
        kind: 'restored',
        action: 'case_study.version_restored',
        details: { revisionId: revision.id, restoredVersion: revision.version, version: before.caseStudy.version + 1 },
      });
    });
    if (!detail) return { ok: false, status: 404, message: revisionCopy.revisionMissing };
    return { ok: true, detail };
  } catch (error) {
    if (error instanceof ClientApprovalRequired) return { ok: false, status: 409, message: error.reason };
    logger.error({ err: error, caseStudyId: request.id }, revisionCopy.restoreFailed);
    return { ok: false, status: 500, message: 'Nothing was changed. Please try again in a moment.' };
  }
}

/** What another save changed since the version an editor opened: its snapshot compared with the study now. */
export async function changesSince(
  services: Pick<Services, 'database'>,
  id: string,
  baseVersion: number,
): Promise<FieldChange[]> {
  const [base, current] = await Promise.all([
    revisionAtVersion<CaseStudyDetail>(services.database, 'case_study', id, baseVersion),
    getCaseStudyDetail(services.database, id, { publishedOnly: false }),
  ]);
  return base && current ? diffCaseStudies(base.snapshot, current) : [];
}

/** How long a deleted case study can be restored (and its revisions are kept). */
export const RESTORABLE_DAYS = 30;

export interface DeletedStudy {
  id: string;
  title: string;
  slug: string;
  actor: string;
  at: string;
}

/** Case studies deleted in the last 30 days that are still gone, most recently deleted first. */
export async function listRecentlyDeleted(
  services: Pick<Services, 'database'>,
  options: { now?: Date } = {},
): Promise<DeletedStudy[]> {
  const since = storedInstant((options.now ?? new Date()).getTime() - RESTORABLE_DAYS * 86_400_000);
  const deleted = await listDeleted<CaseStudyDetail>(services.database, 'case_study', since);
  const seen = new Set<string>();
  return deleted.flatMap((revision) => {
    if (seen.has(revision.entityId)) return [];
    seen.add(revision.entityId);
    const { title, slug } = revision.snapshot.caseStudy;
    return [{ id: revision.entityId, title, slug, actor: revision.actor, at: revision.createdAt }];
  });
}

/**
 * Brings a deleted case study back as it was when deleted: same id, slug, creation and publication
 * dates, the next version number. Refused when its address has been taken since (409).
 */
export async function restoreDeleted(
  services: ChangeServices,
  request: { id: string; admin: Pick<AdminIdentity, 'userId' | 'email'>; ip?: string | undefined },
): Promise<RestoreOutcome> {
  const { database, logger } = services;
  const gone = (await listRecentlyDeleted(services)).find((study) => study.id === request.id);
  if (!gone) return { ok: false, status: 404, message: revisionCopy.deletedGone };
  try {
    const revision = await latestRevision<CaseStudyDetail>(database.db, 'case_study', request.id);
    if (revision?.kind !== 'deleted') return { ok: false, status: 404, message: revisionCopy.deletedGone };
    const snapshot = revision.snapshot.caseStudy;
    if (await isSlugTaken(database, snapshot.slug)) {
      return { ok: false, status: 409, message: revisionCopy.deletedSlugTaken(snapshot.slug) };
    }
    const input = detailToInput(revision.snapshot);
    const detail = await createCaseStudy(
      services,
      {
        ...input,
        caseStudy: { ...input.caseStudy, publishedAt: snapshot.publishedAt, externalId: snapshot.externalId },
      },
      {
        id: request.id,
        createdAt: snapshot.createdAt,
        version: revision.version + 1,
        by: { actor: request.admin.email, userId: request.admin.userId, ip: request.ip },
        kind: 'undeleted',
        action: 'case_study.undeleted',
      },
    );
    return { ok: true, detail };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: revisionCopy.deletedGone };
    logger.error({ err: error, caseStudyId: request.id }, revisionCopy.deletedRestoreFailed);
    return { ok: false, status: 500, message: 'Nothing was changed. Please try again in a moment.' };
  }
}
