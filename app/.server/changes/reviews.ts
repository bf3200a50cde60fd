/**
 * Client review as changes (issue 30): sending a request, revoking it, a reviewer's comment and
 * decision, a staff reply. Each is audited and the four `review.*` webhook events follow from the
 * kinds below, in the change's transaction; the request's e-mail is queued in it too. None of them
 * changes what the public site shows, so no cache is invalidated.
 */

import type { ReviewComment, ReviewDecisionRecord, ReviewRequest } from '../db/repositories/review-requests.ts';
import type { EventDraft, RecordKind } from './pipeline.ts';

/** What the events say of the record under review (never its draft content). */
export interface ReviewSubject {
  id: string;
  title: string;
  slug: string;
}

const subjectData = (subject: ReviewSubject) => ({
  recordType: 'case_study',
  recordId: subject.id,
  title: subject.title,
  slug: subject.slug,
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
  entityType: 'review_request',
  idOf: ({ request }) => request.id,
  auditDetails: ({ before, after }) => {
    const state = after ?? before;
    return state
      ? {
          caseStudyId: state.subject.id,
          title: state.subject.title,
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
  entityType: 'review_request',
  idOf: ({ request }) => request.id,
  auditDetails: ({ after }) =>
    after
      ? {
          caseStudyId: after.subject.id,
          title: after.subject.title,
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
  entityType: 'review_request',
  idOf: ({ request }) => request.id,
  auditDetails: ({ after }) =>
    after
      ? {
          caseStudyId: after.subject.id,
          title: after.subject.title,
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
