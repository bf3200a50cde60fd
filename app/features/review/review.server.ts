/**
 * Client review of a case study (issue 30; docs/decisions/client-review.md): staff send a draft to
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
  REVIEW_COMMENT,
  REVIEW_DECISION,
  REVIEW_REQUEST,
  type ReviewSubject,
} from '../../.server/changes/reviews.ts';
import { getCaseStudyById, getCaseStudyDetail } from '../../.server/db/repositories/case-studies.ts';
import { hitRateLimit } from '../../.server/db/repositories/rate-limits.ts';
import {
  findReviewRequestByTokenHash,
  insertReviewComment,
  insertReviewDecision,
  insertReviewRequest,
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
import { findUserById } from '../../.server/db/repositories/users.ts';
import type { Database } from '../../.server/db/types.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { sealedBody } from '../../.server/mail/sealed-body.ts';
import { clientReviewerActor } from '../../lib/audit-log.ts';
import type { CaseStudy } from '../../lib/case-study.ts';
import {
  acceptsReview,
  caseStudyReviewTargets,
  type ReviewRequestState,
  type ReviewTarget,
  reviewExpiry,
  reviewRequestState,
} from '../../lib/review.ts';
import { type CaseStudyBody, type PublicCaseStudy, toPublicCaseStudy } from '../case-studies/case-study-page.ts';
import { loadBody } from '../case-studies/pages.server.ts';
import { companyDetailsIn } from '../settings/site-documents.server.ts';
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

const subjectOf = (study: CaseStudy): ReviewSubject => ({ id: study.id, title: study.title, slug: study.slug });

/** A staff action on one case study, as one change; refused (404) when the study is gone. */
function changeOfStudy(
  services: ReviewServices,
  studyId: string,
  work: (change: Change, study: CaseStudy) => Promise<ReviewOutcome>,
): Promise<ReviewOutcome> {
  return commitChange(services, async (change) => {
    const study = await getCaseStudyById(change.database, studyId);
    return study ? work(change, study) : refused(404, reviewCopy.studyNotFound);
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
  /** The History tab comparing the approved version with the current one, when it is stale. */
  diffPath: string | null;
}

export interface ReviewPanel {
  currentVersion: number;
  requests: PanelRequest[];
  approval: PanelApproval;
}

const lastDecisionOf = (decisions: readonly ReviewDecisionRecord[]) => decisions.at(-1)?.decision ?? null;

export async function loadReviewPanel(database: Database, studyId: string, now = new Date()): Promise<ReviewPanel> {
  const detail = await getCaseStudyDetail(database, studyId, { publishedOnly: false });
  if (!detail) throw new Error(`case study ${studyId} is gone`);
  const study = detail.caseStudy;
  const [requests, status] = await Promise.all([
    listReviewRequests(database, study.id),
    approvalStatus(database, detail),
  ]);
  const ids = requests.map((request) => request.id);
  const [comments, decisions] = await Promise.all([
    listReviewComments(database, ids),
    listReviewDecisions(database, ids),
  ]);
  const approvedBy = status.latest
    ? decisions.find((d) => d.decision === 'approved' && d.version === status.latest?.version)
    : undefined;
  const approvedRequest = requests.find((request) => request.id === approvedBy?.requestId);
  const stale = status.latest !== null && !status.current;
  const approvedRevision =
    stale && status.latest ? await revisionAtVersion(database, 'case_study', study.id, status.latest.version) : null;
  return {
    currentVersion: study.version,
    approval: {
      required: status.required,
      latest:
        status.latest && approvedRequest
          ? { ...status.latest, contactName: approvedRequest.contactName, contactEmail: approvedRequest.contactEmail }
          : null,
      current: status.current,
      diffPath: approvedRevision
        ? `/admin/case-studies/edit/${encodeURIComponent(study.id)}?revision=${encodeURIComponent(approvedRevision.id)}`
        : null,
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
  studyId: string,
  input: SendReviewInput,
  now = new Date(),
): Promise<ReviewOutcome> {
  return changeOfStudy(services, studyId, async (change, study) => {
    const { database } = change;
    const user = await findUserById(database, staff.userId);
    const { token, tokenHash } = newReviewToken();
    const request = await insertReviewRequest(database, {
      recordId: study.id,
      contactName: input.contactName,
      contactEmail: input.contactEmail,
      message: input.message,
      tokenHash,
      version: study.version,
      requestedBy: { userId: staff.userId, email: staff.email, name: user?.name ?? null },
      createdAt: now,
      expiresAt: reviewExpiry(now, input.days),
    });
    const email = reviewRequestEmail(
      {
        contactName: request.contactName,
        title: study.title,
        from: request.requestedByName ?? request.requestedByEmail,
        message: request.message,
        url: reviewUrl(services.config, token),
        expiresAt: request.expiresAt,
      },
      await companyDetailsIn(database),
    );
    await change.record(REVIEW_REQUEST, {
      before: null,
      after: { request, subject: subjectOf(study) },
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
  studyId: string,
  requestId: string,
  now = new Date(),
): Promise<ReviewOutcome> {
  return changeOfStudy(services, studyId, async (change, study) => {
    const request = await revokeReviewRequestRow(change.database, { id: requestId, recordId: study.id, at: now });
    if (!request) return refused(404, reviewCopy.notFound);
    await change.record(REVIEW_REQUEST, {
      before: { request: { ...request, revokedAt: null }, subject: subjectOf(study) },
      after: { request, subject: subjectOf(study) },
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
  studyId: string,
  input: { commentId: string; reply: string },
  now = new Date(),
): Promise<ReviewOutcome> {
  return changeOfStudy(services, studyId, async (change, study) => {
    const { database } = change;
    const user = await findUserById(database, staff.userId);
    const comment = await replyToReviewComment(database, {
      commentId: input.commentId,
      recordId: study.id,
      reply: input.reply,
      by: { email: staff.email, name: user?.name ?? null },
      at: now,
    });
    if (!comment) return refused(404, reviewCopy.commentNotFound);
    const request = (await listReviewRequests(database, study.id)).find((r) => r.id === comment.requestId);
    if (!request) return refused(404, reviewCopy.notFound);
    await change.record(REVIEW_COMMENT, {
      before: { comment, request, subject: subjectOf(study) },
      after: { comment, request, subject: subjectOf(study) },
      by: staffActor(staff, ip),
      action: 'review.replied',
    });
    return { ok: true, message: reviewCopy.replied };
  });
}

/** Turns "Client approval required" on or off for one case study (audited). */
export async function setApprovalRequired(
  services: ReviewServices,
  staff: Staff,
  ip: string | undefined,
  studyId: string,
  required: boolean,
  now = new Date(),
): Promise<ReviewOutcome> {
  return changeOfStudy(services, studyId, async (change, study) => {
    await saveApprovalSetting(change.database, { recordId: study.id, required, by: staff.email, at: now });
    await change.audit(staffActor(staff, ip), {
      action: 'review.approval_setting_changed',
      entityType: 'case_study',
      entityId: study.id,
      details: { title: study.title, approvalRequired: required },
    });
    return { ok: true, message: required ? reviewCopy.approvalOn : reviewCopy.approvalOff };
  });
}

// ---------------------------------------------------------------------------------------------
// The reviewer's page

/** Why a link does not open a review: never sent (or mangled), expired, withdrawn, or done with. */
export type ReviewLinkProblem = 'unknown' | 'expired' | 'revoked' | 'approved';

export type ReviewLink =
  | { ok: true; request: ReviewRequest; study: CaseStudy; state: ReviewRequestState; decisions: ReviewDecisionRecord[] }
  | { ok: false; problem: ReviewLinkProblem };

/** What a token leads to: an open request and its case study, or why it does not work. */
export async function openReviewLink(database: Database, token: string, now = new Date()): Promise<ReviewLink> {
  const request = await findReviewRequestByTokenHash(database, hashToken(token));
  if (!request) return { ok: false, problem: 'unknown' };
  const study = await getCaseStudyById(database, request.recordId);
  if (!study) return { ok: false, problem: 'unknown' };
  const decisions = await listReviewDecisions(database, [request.id]);
  const state = reviewRequestState(request, lastDecisionOf(decisions), now);
  if (!acceptsReview(state)) return { ok: false, problem: state as ReviewLinkProblem };
  return { ok: true, request, study, state, decisions };
}

/** The reviewer's page: the draft as the public page renders it, the request, this request's comments. */
export interface ReviewPage {
  caseStudy: PublicCaseStudy;
  body: CaseStudyBody;
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

export async function loadReviewPage(
  services: Pick<Services, 'database' | 'logger'>,
  link: Extract<ReviewLink, { ok: true }>,
): Promise<ReviewPage> {
  const { request, study, decisions } = link;
  const [body, comments] = await Promise.all([
    loadBody(services, study),
    listReviewComments(services.database, [request.id]),
  ]);
  const last = decisions.at(-1);
  return {
    caseStudy: toPublicCaseStudy(study),
    body,
    version: study.version,
    expiresAt: request.expiresAt,
    contactName: request.contactName,
    // The requester's name only: a reviewer sees no staff e-mail.
    sentBy: request.requestedByName,
    message: request.message,
    targets: targetsOf(body),
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
    const target = targetsOf(await loadBody({ ...services, database: change.database }, link.study)).find(
      (candidate) => candidate.value === input.target,
    );
    if (!target) return { ok: false, status: 400, field: 'target', message: 'Choose what the comment is about' };
    const comment = await insertReviewComment(change.database, {
      requestId: link.request.id,
      target: target.value,
      targetLabel: target.label,
      body: input.comment,
      authorName: input.name,
      version: link.study.version,
      ip: ip ?? null,
      createdAt: now.toISOString(),
    });
    await change.record(REVIEW_COMMENT, {
      before: null,
      after: { comment, request: link.request, subject: subjectOf(link.study) },
      by: { actor: clientReviewerActor(link.request.contactEmail), ip: ip ?? null },
      action: 'review.commented',
      at: comment.createdAt,
    });
    return { ok: true, kind: 'commented', version: link.study.version };
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
    const { request, study } = link;
    const decision = await insertReviewDecision(database, {
      requestId: request.id,
      decision: input.decision,
      message: input.message,
      version: study.version,
      reviewerName: input.name,
      reviewerEmail: request.contactEmail,
      ip: ip ?? null,
      createdAt: now.toISOString(),
    });
    const email = reviewDecisionEmail(
      {
        decision: decision.decision,
        title: study.title,
        reviewerName: decision.reviewerName,
        reviewerEmail: decision.reviewerEmail,
        version: decision.version,
        message: decision.message,
        editorUrl: `${services.config.publicUrl}/admin/case-studies/edit/${encodeURIComponent(study.id)}`,
      },
      await companyDetailsIn(database),
    );
    await change.record(REVIEW_DECISION, {
      before: null,
      after: { decision, request, subject: subjectOf(study) },
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
