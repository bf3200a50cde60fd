/**
 * Client review of a case study or a testimonial (issue 30; docs/decisions/client-review.md): staff send a draft to
 * a client contact, revoke the link and reply to comments; the contact, through the link alone,
 * comments and approves or asks for changes. Every step is a change (app/.server/changes/reviews.ts):
 * audited, with its webhook event and e-mail in the same transaction.
 */

import { ADDRESS_BUDGET_FACTOR, secondsUntilReset } from '../../.server/auth/login.ts';
import { rateLimitAddress } from '../../.server/auth/rate-limit-address.ts';
import { hashToken } from '../../.server/auth/sessions.ts';
import { type Change, commitChange, staffActor } from '../../.server/changes/pipeline.ts';
import {
  approvalStatus,
  caseStudySubject,
  REVIEW_COMMENT,
  REVIEW_DECISION,
  REVIEW_REQUEST,
  type ReviewSubject,
  testimonialApprovalStatus,
  testimonialSubject,
} from '../../.server/changes/reviews.ts';
import { getCaseStudyById, getCaseStudyDetail } from '../../.server/db/repositories/case-studies.ts';
import { hitRateLimit } from '../../.server/db/repositories/rate-limits.ts';
import {
  findReviewRequestByTokenHash,
  insertReviewComment,
  insertReviewDecision,
  insertReviewRequest,
  listReviewActivity,
  listReviewComments,
  listReviewDecisions,
  listReviewRequests,
  type ReviewComment,
  type ReviewDecisionRecord,
  type ReviewRequest,
  replyToReviewComment,
  revokeReviewRequestRow,
  saveApprovalSetting,
} from '../../.server/db/repositories/review-requests.ts';
import { revisionAtVersion } from '../../.server/db/repositories/revisions.ts';
import { getTestimonial } from '../../.server/db/repositories/testimonials.ts';
import { findUserById } from '../../.server/db/repositories/users.ts';
import type { ReviewRecordType } from '../../.server/db/schema.ts';
import type { Database } from '../../.server/db/types.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { sealedBody } from '../../.server/mail/sealed-body.ts';
import { clientReviewerActor } from '../../lib/audit-log.ts';
import type { CaseStudy, DisplayTestimonial, Testimonial } from '../../lib/case-study.ts';
import {
  acceptsReview,
  caseStudyReviewTargets,
  type DashboardReviewState,
  dashboardReviewState,
  type ReviewRequestState,
  type ReviewTarget,
  reviewEditorPath,
  reviewExpiry,
  reviewRequestState,
  TESTIMONIAL_REVIEW_TARGETS,
} from '../../lib/review.ts';
import type { FieldChange } from '../../lib/revisions.ts';
import { type CaseStudyBody, type PublicCaseStudy, toPublicCaseStudy } from '../case-studies/case-study-page.ts';
import { loadBody } from '../case-studies/pages.server.ts';
import { companyDetailsIn } from '../settings/site-documents.server.ts';
import { diffTestimonials } from '../testimonials/testimonials.server.ts';
import { reviewCopy } from './review-copy.ts';
import { reviewDecisionEmail, reviewRequestEmail } from './review-emails.server.ts';
import type { CommentInput, DecisionInput, SendReviewInput } from './review-schema.ts';
import { newReviewToken, reviewUrl } from './review-token.server.ts';

type ReviewServices = Pick<Services, 'database' | 'config'>;
type Staff = Pick<AdminIdentity, 'userId' | 'email'>;

export type ReviewOutcome =
  | { ok: true; message: string; description?: string }
  | { ok: false; status: number; message: string };

const refused = (status: number, message: string): ReviewOutcome => ({ ok: false, status, message });

/** Which record a staff action is on: a case study's id, or a record of either kind. */
export type RecordRef = string | { type: ReviewRecordType; id: string };

/** A record under review, as the requests, the page and the e-mails need it. */
export type ReviewRecord =
  | { type: 'case_study'; id: string; version: number; subject: ReviewSubject; study: CaseStudy }
  | { type: 'testimonial'; id: string; version: number; subject: ReviewSubject; testimonial: Testimonial };

const refOf = (ref: RecordRef) => (typeof ref === 'string' ? { type: 'case_study' as const, id: ref } : ref);

export async function findReviewRecord(database: Database, ref: RecordRef): Promise<ReviewRecord | null> {
  const { type, id } = refOf(ref);
  if (type === 'testimonial') {
    const testimonial = await getTestimonial(database, id);
    return testimonial
      ? { type, id, version: testimonial.version, subject: testimonialSubject(testimonial), testimonial }
      : null;
  }
  const study = await getCaseStudyById(database, id);
  return study ? { type, id, version: study.version, subject: caseStudySubject(study), study } : null;
}

/** A staff action on one record, as one change; refused (404) when the record is gone. */
function changeOfRecord(
  services: ReviewServices,
  ref: RecordRef,
  work: (change: Change, record: ReviewRecord) => Promise<ReviewOutcome>,
): Promise<ReviewOutcome> {
  return commitChange(services, async (change) => {
    const record = await findReviewRecord(change.database, ref);
    if (record) return work(change, record);
    return refused(404, refOf(ref).type === 'testimonial' ? reviewCopy.testimonialNotFound : reviewCopy.studyNotFound);
  });
}

// ---------------------------------------------------------------------------------------------
// The studio's panel

/** One request as the panel lists it: its state, its comments (with replies) and its decisions. */
export interface PanelRequest {
  id: string;
  contactName: string;
  contactEmail: string;
  message: string | null;
  version: number;
  requestedBy: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  state: ReviewRequestState;
  comments: ReviewComment[];
  decisions: ReviewDecisionRecord[];
}

/** "Client approval required" and where the study stands against it. */
export interface PanelApproval {
  required: boolean;
  /** The newest approval; `current` says whether the page still shows what it approved. */
  latest: { version: number; reviewerName: string; at: string; contactName: string; contactEmail: string } | null;
  current: boolean;
  /** The History tab comparing the approved version with the current one, when it is stale (case studies). */
  diffPath: string | null;
  /** What changed since the approved version, field by field, when it is stale (testimonials, which have no History tab). */
  changes: FieldChange[];
}

export interface ReviewPanel {
  recordType: ReviewRecordType;
  recordId: string;
  currentVersion: number;
  requests: PanelRequest[];
  approval: PanelApproval;
}

const lastDecisionOf = (decisions: readonly ReviewDecisionRecord[]) => decisions.at(-1)?.decision ?? null;

/**
 * Where the record stands for approval, and, when its approval is stale, how to see what changed
 * since: a study's History diff, a testimonial's changes field by field.
 */
async function approvalOf(database: Database, record: ReviewRecord) {
  if (record.type === 'case_study') {
    const detail = await getCaseStudyDetail(database, record.id, { publishedOnly: false });
    if (!detail) throw new Error(`case study ${record.id} is gone`);
    const approved = await approvalStatus(database, detail);
    const stale = approved.latest !== null && !approved.current;
    const revision =
      stale && approved.latest
        ? await revisionAtVersion(database, 'case_study', record.id, approved.latest.version)
        : null;
    return {
      status: approved,
      diffPath: revision
        ? `${reviewEditorPath('case_study', record.id)}?revision=${encodeURIComponent(revision.id)}`
        : null,
      changes: [],
    };
  }
  const approved = await testimonialApprovalStatus(database, record.testimonial);
  const stale = approved.latest !== null && !approved.current;
  const revision =
    stale && approved.latest
      ? await revisionAtVersion<Testimonial>(database, 'testimonial', record.id, approved.latest.version)
      : null;
  return {
    status: approved,
    diffPath: null,
    changes: revision ? diffTestimonials(revision.snapshot, record.testimonial) : [],
  };
}

export async function loadReviewPanel(database: Database, ref: RecordRef, now = new Date()): Promise<ReviewPanel> {
  const record = await findReviewRecord(database, ref);
  if (!record) throw new Error(`${refOf(ref).type} ${refOf(ref).id} is gone`);
  const [requests, approval] = await Promise.all([
    listReviewRequests(database, record.id, record.type),
    approvalOf(database, record),
  ]);
  const { status } = approval;
  const ids = requests.map((request) => request.id);
  const [comments, decisions] = await Promise.all([
    listReviewComments(database, ids),
    listReviewDecisions(database, ids),
  ]);
  const approvedBy = status.latest
    ? decisions.find((d) => d.decision === 'approved' && d.version === status.latest?.version)
    : undefined;
  const approvedRequest = requests.find((request) => request.id === approvedBy?.requestId);
  return {
    recordType: record.type,
    recordId: record.id,
    currentVersion: record.version,
    approval: {
      required: status.required,
      latest:
        status.latest && approvedRequest
          ? { ...status.latest, contactName: approvedRequest.contactName, contactEmail: approvedRequest.contactEmail }
          : null,
      current: status.current,
      diffPath: approval.diffPath,
      changes: approval.changes,
    },
    requests: requests.map((request) => {
      const own = decisions.filter((decision) => decision.requestId === request.id);
      return {
        id: request.id,
        contactName: request.contactName,
        contactEmail: request.contactEmail,
        message: request.message,
        version: request.version,
        requestedBy: request.requestedByName ?? request.requestedByEmail,
        createdAt: request.createdAt,
        expiresAt: request.expiresAt,
        revokedAt: request.revokedAt,
        state: reviewRequestState(request, lastDecisionOf(own), now),
        // The reviewer's address stays on the server (audit log); the panel needs none of it.
        comments: comments.filter((comment) => comment.requestId === request.id).map((c) => ({ ...c, ip: null })),
        decisions: own.map((decision) => ({ ...decision, ip: null })),
      };
    }),
  };
}

export async function sendReviewRequest(
  services: ReviewServices,
  staff: Staff,
  ip: string | undefined,
  ref: RecordRef,
  input: SendReviewInput,
  now = new Date(),
): Promise<ReviewOutcome> {
  return changeOfRecord(services, ref, async (change, record) => {
    const { database } = change;
    const user = await findUserById(database, staff.userId);
    const { token, tokenHash } = newReviewToken();
    const request = await insertReviewRequest(database, {
      recordType: record.type,
      recordId: record.id,
      contactName: input.contactName,
      contactEmail: input.contactEmail,
      message: input.message,
      tokenHash,
      version: record.version,
      requestedBy: { userId: staff.userId, email: staff.email, name: user?.name ?? null },
      createdAt: now,
      expiresAt: reviewExpiry(now, input.days),
    });
    const email = reviewRequestEmail(
      {
        contactName: request.contactName,
        recordType: record.type,
        title: record.subject.title,
        from: request.requestedByName ?? request.requestedByEmail,
        message: request.message,
        url: reviewUrl(services.config, token),
        expiresAt: request.expiresAt,
      },
      await companyDetailsIn(database),
    );
    await change.record(REVIEW_REQUEST, {
      before: null,
      after: { request, subject: record.subject },
      by: staffActor(staff, ip),
      action: 'review.requested',
      at: request.createdAt,
      // The link opens the draft: the body waits sealed and is blanked once sent (outbox-delivery.md).
      emails: [
        {
          to: request.contactEmail,
          subject: email.subject,
          ...sealedBody(services.config, email),
          relatedType: 'review_request',
          relatedId: request.id,
        },
      ],
    });
    return { ok: true, message: reviewCopy.sent(request.contactEmail), description: reviewCopy.sentDescription };
  });
}

export async function revokeReviewRequest(
  services: ReviewServices,
  staff: Staff,
  ip: string | undefined,
  ref: RecordRef,
  requestId: string,
  now = new Date(),
): Promise<ReviewOutcome> {
  return changeOfRecord(services, ref, async (change, record) => {
    const request = await revokeReviewRequestRow(change.database, { id: requestId, recordId: record.id, at: now });
    if (!request) return refused(404, reviewCopy.notFound);
    await change.record(REVIEW_REQUEST, {
      before: { request: { ...request, revokedAt: null }, subject: record.subject },
      after: { request, subject: record.subject },
      by: staffActor(staff, ip),
      action: 'review.revoked',
    });
    return { ok: true, message: reviewCopy.revoked(request.contactEmail) };
  });
}

export async function replyToComment(
  services: ReviewServices,
  staff: Staff,
  ip: string | undefined,
  ref: RecordRef,
  input: { commentId: string; reply: string },
  now = new Date(),
): Promise<ReviewOutcome> {
  return changeOfRecord(services, ref, async (change, record) => {
    const { database } = change;
    const user = await findUserById(database, staff.userId);
    const comment = await replyToReviewComment(database, {
      commentId: input.commentId,
      recordId: record.id,
      reply: input.reply,
      by: { email: staff.email, name: user?.name ?? null },
      at: now,
    });
    if (!comment) return refused(404, reviewCopy.commentNotFound);
    const request = (await listReviewRequests(database, record.id, record.type)).find(
      (r) => r.id === comment.requestId,
    );
    if (!request) return refused(404, reviewCopy.notFound);
    await change.record(REVIEW_COMMENT, {
      before: { comment, request, subject: record.subject },
      after: { comment, request, subject: record.subject },
      by: staffActor(staff, ip),
      action: 'review.replied',
    });
    return { ok: true, message: reviewCopy.replied };
  });
}

/** Turns "Client approval required" on or off for one case study or testimonial (audited). */
export async function setApprovalRequired(
  services: ReviewServices,
  staff: Staff,
  ip: string | undefined,
  ref: RecordRef,
  required: boolean,
  now = new Date(),
): Promise<ReviewOutcome> {
  return changeOfRecord(services, ref, async (change, record) => {
    await saveApprovalSetting(change.database, {
      recordType: record.type,
      recordId: record.id,
      required,
      by: staff.email,
      at: now,
    });
    await change.audit(staffActor(staff, ip), {
      action: 'review.approval_setting_changed',
      entityType: record.type,
      entityId: record.id,
      details: { title: record.subject.title, approvalRequired: required },
    });
    return { ok: true, message: required ? reviewCopy.approvalOn : reviewCopy.approvalOff };
  });
}

/**
 * Where each record's client review stands for a list of them (the case-study dashboard, the
 * testimonials' cards): two queries for the rows shown, the newest word winning (dashboardReviewState).
 */
export async function reviewStatesFor(
  database: Database,
  recordType: ReviewRecordType,
  ids: readonly string[],
  now = new Date(),
): Promise<Map<string, DashboardReviewState | null>> {
  const activity = await listReviewActivity(database, ids, recordType);
  return new Map(
    ids.map((id) => [
      id,
      dashboardReviewState(
        activity.requests.filter((request) => request.recordId === id),
        activity.decisions.filter((decision) => decision.recordId === id),
        now,
      ),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// The reviewer's page

/** Why a link does not open a review: never sent (or mangled), expired, withdrawn, or done with. */
export type ReviewLinkProblem = 'unknown' | 'expired' | 'revoked' | 'approved';

export type ReviewLink =
  | {
      ok: true;
      request: ReviewRequest;
      record: ReviewRecord;
      state: ReviewRequestState;
      decisions: ReviewDecisionRecord[];
    }
  | { ok: false; problem: ReviewLinkProblem; recordType?: ReviewRecordType };

/** What a token leads to: an open request and its record, or why it does not work. */
export async function openReviewLink(database: Database, token: string, now = new Date()): Promise<ReviewLink> {
  const request = await findReviewRequestByTokenHash(database, hashToken(token));
  if (!request) return { ok: false, problem: 'unknown' };
  const record = await findReviewRecord(database, { type: request.recordType, id: request.recordId });
  if (!record) return { ok: false, problem: 'unknown' };
  const decisions = await listReviewDecisions(database, [request.id]);
  const state = reviewRequestState(request, lastDecisionOf(decisions), now);
  if (!acceptsReview(state)) return { ok: false, problem: state as ReviewLinkProblem, recordType: record.type };
  return { ok: true, request, record, state, decisions };
}

/** What the reviewer sees of the record: the public page's own rendering of it. */
export type ReviewDraft =
  | { kind: 'case_study'; caseStudy: PublicCaseStudy; body: CaseStudyBody }
  | { kind: 'testimonial'; testimonial: DisplayTestimonial };

/** The reviewer's page: the draft as the public page renders it, the request, this request's comments. */
export interface ReviewPage {
  draft: ReviewDraft;
  title: string;
  version: number;
  expiresAt: string;
  contactName: string;
  sentBy: string | null;
  message: string | null;
  targets: ReviewTarget[];
  comments: {
    id: string;
    targetLabel: string;
    body: string;
    authorName: string;
    version: number;
    createdAt: string;
    reply: string | null;
    repliedBy: string | null;
    repliedAt: string | null;
  }[];
  lastDecision: { decision: ReviewDecisionRecord['decision']; version: number; at: string } | null;
}

export const targetsOf = (body: CaseStudyBody): ReviewTarget[] =>
  caseStudyReviewTargets({
    sections: body.blocks.flatMap((block) =>
      block.kind === 'section' ? [{ type: block.sectionType, title: block.title }] : [],
    ),
    metrics: body.metrics,
    hasTestimonial: body.testimonial !== null,
  });

async function draftOf(services: Pick<Services, 'database' | 'logger'>, record: ReviewRecord): Promise<ReviewDraft> {
  if (record.type === 'case_study') {
    return {
      kind: 'case_study',
      caseStudy: toPublicCaseStudy(record.study),
      body: await loadBody(services, record.study),
    };
  }
  const { id, quote, authorName, title, company, image } = record.testimonial;
  return { kind: 'testimonial', testimonial: { id, quote, authorName, title, company, image } };
}

/** What a reviewer may comment on in this record (a posted target must be one of them). */
async function targetsOfRecord(
  services: Pick<Services, 'database' | 'logger'>,
  record: ReviewRecord,
): Promise<readonly ReviewTarget[]> {
  return record.type === 'case_study' ? targetsOf(await loadBody(services, record.study)) : TESTIMONIAL_REVIEW_TARGETS;
}

export async function loadReviewPage(
  services: Pick<Services, 'database' | 'logger'>,
  link: Extract<ReviewLink, { ok: true }>,
): Promise<ReviewPage> {
  const { request, record, decisions } = link;
  const [draft, comments] = await Promise.all([
    draftOf(services, record),
    listReviewComments(services.database, [request.id]),
  ]);
  const last = decisions.at(-1);
  return {
    draft,
    title: record.subject.title,
    version: record.version,
    expiresAt: request.expiresAt,
    contactName: request.contactName,
    // The requester's name only: a reviewer sees no staff e-mail.
    sentBy: request.requestedByName,
    message: request.message,
    targets: draft.kind === 'case_study' ? targetsOf(draft.body) : [...TESTIMONIAL_REVIEW_TARGETS],
    comments: comments.map((comment) => ({
      id: comment.id,
      targetLabel: comment.targetLabel,
      body: comment.body,
      authorName: comment.authorName,
      version: comment.version,
      createdAt: comment.createdAt,
      reply: comment.reply,
      repliedBy: comment.reply ? comment.repliedByName : null,
      repliedAt: comment.repliedAt,
    })),
    lastDecision: last ? { decision: last.decision, version: last.version, at: last.createdAt } : null,
  };
}

export type ReviewerOutcome =
  | { ok: true; kind: 'commented' | ReviewDecisionRecord['decision']; version: number }
  | { ok: false; status: number; field?: 'target'; message: string }
  | { ok: false; status: 404 | 410; problem: ReviewLinkProblem };

const linkRefused = (problem: ReviewLinkProblem): ReviewerOutcome => ({
  ok: false,
  status: problem === 'unknown' ? 404 : 410,
  problem,
});

export async function commentAsReviewer(
  services: Pick<Services, 'database' | 'config' | 'logger'>,
  token: string,
  input: CommentInput,
  ip: string | undefined,
  now = new Date(),
): Promise<ReviewerOutcome> {
  return commitChange(services, async (change) => {
    const link = await openReviewLink(change.database, token, now);
    if (!link.ok) return linkRefused(link.problem);
    const target = (await targetsOfRecord({ ...services, database: change.database }, link.record)).find(
      (candidate) => candidate.value === input.target,
    );
    if (!target) return { ok: false, status: 400, field: 'target', message: 'Choose what the comment is about' };
    const comment = await insertReviewComment(change.database, {
      requestId: link.request.id,
      target: target.value,
      targetLabel: target.label,
      body: input.comment,
      authorName: input.name,
      version: link.record.version,
      ip: ip ?? null,
      createdAt: now.toISOString(),
    });
    await change.record(REVIEW_COMMENT, {
      before: null,
      after: { comment, request: link.request, subject: link.record.subject },
      by: { actor: clientReviewerActor(link.request.contactEmail), ip: ip ?? null },
      action: 'review.commented',
      at: comment.createdAt,
    });
    return { ok: true, kind: 'commented', version: link.record.version };
  });
}

export async function decideAsReviewer(
  services: Pick<Services, 'database' | 'config'>,
  token: string,
  input: DecisionInput,
  ip: string | undefined,
  now = new Date(),
): Promise<ReviewerOutcome> {
  return commitChange(services, async (change) => {
    const { database } = change;
    const link = await openReviewLink(database, token, now);
    if (!link.ok) return linkRefused(link.problem);
    const { request, record } = link;
    const decision = await insertReviewDecision(database, {
      requestId: request.id,
      decision: input.decision,
      message: input.message,
      version: record.version,
      reviewerName: input.name,
      reviewerEmail: request.contactEmail,
      ip: ip ?? null,
      createdAt: now.toISOString(),
    });
    const email = reviewDecisionEmail(
      {
        decision: decision.decision,
        recordType: record.type,
        title: record.subject.title,
        reviewerName: decision.reviewerName,
        reviewerEmail: decision.reviewerEmail,
        version: decision.version,
        message: decision.message,
        editorUrl: `${services.config.publicUrl}${reviewEditorPath(record.type, record.id)}`,
      },
      await companyDetailsIn(database),
    );
    await change.record(REVIEW_DECISION, {
      before: null,
      after: { decision, request, subject: record.subject },
      by: { actor: clientReviewerActor(request.contactEmail), ip: ip ?? null },
      action: decision.decision === 'approved' ? 'review.approved' : 'review.changes_requested',
      at: decision.createdAt,
      emails: [
        {
          to: request.requestedByEmail,
          subject: email.subject,
          text: email.text,
          html: email.html,
          relatedType: 'review_request',
          relatedId: request.id,
        },
      ],
    });
    return { ok: true, kind: decision.decision, version: decision.version };
  });
}

// ---------------------------------------------------------------------------------------------
// The reviewer's budget

/**
 * One hit on this address's budget for review links (the sign-in page's size, per address): every
 * post, and every look-up of a link that does not work, so links cannot be guessed at speed.
 */
export async function spendReviewAttempt(services: Pick<Services, 'database' | 'config'>, ip: string | undefined) {
  const { limit, windowSeconds } = services.config.rateLimits.login;
  const result = await hitRateLimit(services.database, `review:ip:${rateLimitAddress(ip)}`, {
    limit: limit * ADDRESS_BUDGET_FACTOR,
    windowSeconds,
  });
  if (result.allowed) return null;
  const seconds = secondsUntilReset([result]);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return {
    message: `Too many attempts from your address. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    headers: { 'Retry-After': String(seconds) },
  };
}
