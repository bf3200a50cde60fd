/**
 * Client review as changes (issue 30): sending a request, revoking it, a reviewer's comment and
 * decision, a staff reply. Each is audited and the four `review.*` webhook events follow from the
 * kinds below, in the change's transaction; the request's e-mail is queued in it too. None of them
 * changes what the public site shows, so no cache is invalidated. And the publish gate: a case study
 * or a testimonial that needs its client's approval is not published without an approval of what it
 * shows.
 */
// The page's default section titles: an approval is of what the page shows (lib/review.ts, reviewableContent).
import { defaultSectionTitles } from '../../content/case-study-sections.ts';
import { describeActor } from '../../lib/audit-log.ts';
import type { CaseStudyDetail, Testimonial } from '../../lib/case-study.ts';
import { reviewableContent, testimonialReviewableContent, testimonialReviewTitle } from '../../lib/review.ts';
import type { EmailInput } from '../db/repositories/outbox.ts';
import {
  findApprovalSetting,
  listApprovals,
  listReviewRequests,
  type ReviewComment,
  type ReviewDecisionRecord,
  type ReviewRequest,
} from '../db/repositories/review-requests.ts';
import { latestRevision, revisionAtVersion } from '../db/repositories/revisions.ts';
import type { ReviewRecordType } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import type { EventDraft, RecordKind } from './pipeline.ts';

/** What the events say of the record under review (never its draft content). */
export interface ReviewSubject {
  recordType: ReviewRecordType;
  id: string;
  /** A case study's title; a testimonial's "Testimonial from <author>, <company>". */
  title: string;
  /** A case study's; a testimonial has no page of its own. */
  slug: string | null;
}

export const caseStudySubject = (study: { id: string; title: string; slug: string }): ReviewSubject => ({
  recordType: 'case_study',
  id: study.id,
  title: study.title,
  slug: study.slug,
});

export const testimonialSubject = (testimonial: Pick<Testimonial, 'id' | 'authorName' | 'company'>): ReviewSubject => ({
  recordType: 'testimonial',
  id: testimonial.id,
  title: testimonialReviewTitle(testimonial),
  slug: null,
});

const subjectData = (subject: ReviewSubject) => ({
  recordType: subject.recordType,
  recordId: subject.id,
  title: subject.title,
  slug: subject.slug,
});

/** The head of every review audit entry: it is on the request, and names the record it is about. */
const ON_REQUEST = {
  entityType: 'review_request',
  idOf: ({ request }: { request: ReviewRequest }) => request.id,
} as const;

const subjectDetails = (subject: ReviewSubject) => ({
  [subject.recordType === 'testimonial' ? 'testimonialId' : 'caseStudyId']: subject.id,
  title: subject.title,
});

const requestData = (request: ReviewRequest) => ({
  requestId: request.id,
  contactName: request.contactName,
  contactEmail: request.contactEmail,
  version: request.version,
  expiresAt: request.expiresAt,
  requestedBy: request.requestedByEmail,
});

/** A request and the record it is about. */
export interface RequestState {
  request: ReviewRequest;
  subject: ReviewSubject;
}

export const REVIEW_REQUEST: RecordKind<RequestState> = {
  ...ON_REQUEST,
  auditDetails: ({ before, after }) => {
    const state = after ?? before;
    return state
      ? {
          ...subjectDetails(state.subject),
          contactName: state.request.contactName,
          contactEmail: state.request.contactEmail,
          version: state.request.version,
        }
      : {};
  },
  events: ({ before, after }): EventDraft[] =>
    after && !before
      ? [
          {
            type: 'review.requested',
            data: { ...subjectData(after.subject), ...requestData(after.request) },
            at: after.request.createdAt,
          },
        ]
      : [],
};

export interface CommentState {
  comment: ReviewComment;
  request: ReviewRequest;
  subject: ReviewSubject;
}

/** A comment is audited on its request; a new one is `review.commented`, a staff reply is not an event. */
export const REVIEW_COMMENT: RecordKind<CommentState> = {
  ...ON_REQUEST,
  auditDetails: ({ after }) =>
    after
      ? {
          ...subjectDetails(after.subject),
          commentId: after.comment.id,
          target: after.comment.targetLabel,
          version: after.comment.version,
        }
      : {},
  events: ({ before, after }): EventDraft[] =>
    after && !before
      ? [
          {
            type: 'review.commented',
            data: {
              ...subjectData(after.subject),
              requestId: after.request.id,
              commentId: after.comment.id,
              target: after.comment.target,
              targetLabel: after.comment.targetLabel,
              comment: after.comment.body,
              authorName: after.comment.authorName,
              version: after.comment.version,
              createdAt: after.comment.createdAt,
            },
            at: after.comment.createdAt,
          },
        ]
      : [],
};

export interface DecisionState {
  decision: ReviewDecisionRecord;
  request: ReviewRequest;
  subject: ReviewSubject;
}

export const REVIEW_DECISION: RecordKind<DecisionState> = {
  ...ON_REQUEST,
  auditDetails: ({ after }) =>
    after
      ? {
          ...subjectDetails(after.subject),
          reviewerName: after.decision.reviewerName,
          version: after.decision.version,
          message: after.decision.message,
        }
      : {},
  events: ({ after }): EventDraft[] =>
    after
      ? [
          {
            type: after.decision.decision === 'approved' ? 'review.approved' : 'review.changes_requested',
            data: {
              ...subjectData(after.subject),
              requestId: after.request.id,
              decisionId: after.decision.id,
              reviewerName: after.decision.reviewerName,
              reviewerEmail: after.decision.reviewerEmail,
              message: after.decision.message,
              version: after.decision.version,
              decidedAt: after.decision.createdAt,
            },
            at: after.decision.createdAt,
          },
        ]
      : [],
};

// ---------------------------------------------------------------------------------------------
// The publish gate

/** Where a case study or testimonial stands for publishing: whether it needs the client's approval, and whether it has it. */
export interface ApprovalStatus {
  required: boolean;
  /** The newest approval given, of any version. */
  latest: { version: number; reviewerName: string; at: string } | null;
  /** Whether some approval is of exactly what the record now shows (reviewableContent). */
  current: boolean;
}

/** A record as the gate compares it: what it shows now, and how to tell what a stored version showed. */
interface Reviewed<T> {
  type: ReviewRecordType;
  id: string;
  version: number;
  now: T;
  contentOf: (snapshot: T) => string;
}

async function approvalStatusOf<T>(database: Database, record: Reviewed<T>): Promise<ApprovalStatus> {
  const { type, id } = record;
  const [setting, approvals] = await Promise.all([
    findApprovalSetting(database, id, type),
    listApprovals(database, id, type),
  ]);
  const content = record.contentOf(record.now);
  let current = false;
  const checked = new Set<number>();
  for (const approval of approvals) {
    if (checked.has(approval.version)) continue;
    checked.add(approval.version);
    const approved =
      approval.version === record.version
        ? record.now
        : (await revisionAtVersion<T>(database, type, id, approval.version))?.snapshot;
    if (approved && record.contentOf(approved) === content) {
      current = true;
      break;
    }
  }
  const newest = approvals[0];
  return {
    // Off without a row: records from before the setting keep publishing as they did (client-review.md).
    required: setting ?? false,
    latest: newest ? { version: newest.version, reviewerName: newest.reviewerName, at: newest.createdAt } : null,
    current,
  };
}

const studyContent = (detail: CaseStudyDetail) => reviewableContent(detail, defaultSectionTitles);

export const approvalStatus = (database: Database, detail: CaseStudyDetail): Promise<ApprovalStatus> =>
  approvalStatusOf(database, {
    type: 'case_study',
    id: detail.caseStudy.id,
    version: detail.caseStudy.version,
    now: detail,
    contentOf: studyContent,
  });

export const testimonialApprovalStatus = (database: Database, testimonial: Testimonial): Promise<ApprovalStatus> =>
  approvalStatusOf(database, {
    type: 'testimonial',
    id: testimonial.id,
    version: testimonial.version,
    now: testimonial,
    contentOf: testimonialReviewableContent,
  });

/**
 * A save refused: the case study needs its client's approval of what it would show. `refused` says
 * which: becoming published ('publish'), or changing what a published study shows ('edit').
 */
export class ClientApprovalRequired extends Error {
  readonly reason: string;
  readonly refused: 'publish' | 'edit';
  constructor(reason: string, refused: 'publish' | 'edit' = 'publish') {
    super(reason);
    this.reason = reason;
    this.refused = refused;
    this.name = 'ClientApprovalRequired';
  }
}

export const approvalRequiredReason = (title: string, status: Pick<ApprovalStatus, 'latest'>, version: number) =>
  status.latest
    ? `Client approval required: "${title}" was approved as version ${status.latest.version}, and what it shows has changed since (version ${version}). Send the current version for review, or turn off "Client approval required" in its Client review panel.`
    : `Client approval required: "${title}" has not been approved by the client. Send it for review from its Client review panel, or turn off "Client approval required" there.`;

export const unapprovedEditReason = (title: string) =>
  `Client approval required: "${title}" is published, and this save changes what its page shows, which the client has not approved. Set it to Draft to save the change and send it for review from its Client review panel, then publish it once the client approves; or save only content the client approved.`;

export const newTestimonialReason = (title: string) =>
  `Client approval required: "${title}" cannot be Active before the client approves it. Save it as Inactive and send it for review from its Client review panel, or untick "Client approval required".`;

export const unapprovedTestimonialEditReason = (title: string) =>
  `Client approval required: "${title}" is active on the website, and this save changes what it says, which the client has not approved. Set it to Inactive to save the change and send it for review from its Client review panel, then set it to Active once the client approves; or save only what the client approved.`;

/**
 * Throws ClientApprovalRequired when `after` would be published (from any path: an editor, a
 * restore, the scheduler, the intake API) showing what its client has not approved while it needs
 * their approval: when it becomes published, and when a save changes what a published study shows
 * (a save that leaves the page as it was, say its featured flag, passes; so does one whose content
 * is an approved version). Called in the change that writes, so nothing of it is kept.
 */
export async function refuseUnapprovedPublication(
  database: Database,
  before: CaseStudyDetail | null,
  after: CaseStudyDetail,
): Promise<void> {
  if (after.caseStudy.status !== 'published') return;
  const editing = before?.caseStudy.status === 'published';
  if (editing && studyContent(before) === studyContent(after)) return;
  const status = await approvalStatus(database, after);
  if (!status.required || status.current) return;
  if (editing) throw new ClientApprovalRequired(unapprovedEditReason(after.caseStudy.title), 'edit');
  throw new ClientApprovalRequired(approvalRequiredReason(after.caseStudy.title, status, after.caseStudy.version));
}

/**
 * The same gate for a testimonial, where Active is published (testimonials are not scheduled): refused
 * when it becomes Active unapproved, and when a save changes what an Active one says.
 */
export async function refuseUnapprovedTestimonial(
  database: Database,
  before: Testimonial | null,
  after: Testimonial,
): Promise<void> {
  if (after.status !== 'active') return;
  const editing = before?.status === 'active';
  if (editing && testimonialReviewableContent(before) === testimonialReviewableContent(after)) return;
  const status = await testimonialApprovalStatus(database, after);
  if (!status.required || status.current) return;
  const title = testimonialReviewTitle(after);
  if (editing) throw new ClientApprovalRequired(unapprovedTestimonialEditReason(title), 'edit');
  if (!before) throw new ClientApprovalRequired(newTestimonialReason(title));
  throw new ClientApprovalRequired(approvalRequiredReason(title, status, after.version));
}

/** Who hears that a scheduled publication was skipped: the newest review's requester, else the last staff saver. */
export async function whoToTellOfSkip(database: Database, id: string): Promise<string | null> {
  const [request] = await listReviewRequests(database, id);
  if (request) return request.requestedByEmail;
  const last = await latestRevision(database.db, 'case_study', id);
  return last && describeActor(last.actor).kind === 'staff' && last.actor.includes('@') ? last.actor : null;
}

export function skippedPublicationEmail(
  to: string,
  study: Pick<CaseStudyDetail['caseStudy'], 'title' | 'publishAt'>,
  reason: string,
): EmailInput {
  return {
    to,
    subject: `Not published: ${study.title}`,
    text: `"${study.title}" was scheduled to be published${study.publishAt ? ` at ${study.publishAt}` : ''}, but it was not: ${reason}

It is still a draft and no longer scheduled. Once the client has approved it, publish it or schedule it again.
`,
    relatedType: 'case_study',
  };
}
