/**
 * What the Client review panel's two routes do, for a case study or a testimonial (issue 30): its
 * forms' posts (send a request, revoke a link, reply to a comment, the approval setting), answered
 * with a redirect back to the editor's panel and a toast, so the panel works as plain posts; and the
 * comments' CSV. The route modules (routes/admin/*-review*.ts) only say which record.
 */
import { data, type RouterContextProvider, redirect } from 'react-router';
import { assertNotCrossSite } from '../../../.server/auth/csrf.ts';
import { auditEvent, staffActor } from '../../../.server/changes/pipeline.ts';
import type { ReviewRecordType } from '../../../.server/db/schema.ts';
import { adminContext, requestContext, servicesContext } from '../../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../../.server/infrastructure/toast.ts';
import { reviewEditorPath } from '../../../lib/review.ts';
import {
  findReviewRecord,
  loadReviewPanel,
  type ReviewOutcome,
  replyToComment,
  revokeReviewRequest,
  sendReviewRequest,
  setApprovalRequired,
} from '../review.server.ts';
import { reviewCommentsCsv } from '../review-comments-csv.ts';
import { reviewCopy } from '../review-copy.ts';
import { replySchema, sendReviewSchema } from '../review-schema.ts';

type Ref = { type: ReviewRecordType; id: string };
type Args = { request: Request; context: Readonly<RouterContextProvider> };

const panelPath = (ref: Ref) => `${reviewEditorPath(ref.type, ref.id)}#client-review`;

/** A GET of the panel's address leads to the panel. */
export const toReviewPanel = (ref: Ref) => redirect(panelPath(ref));

export async function reviewPanelAction({ request, context }: Args, ref: Ref) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const fields = Object.fromEntries(await readFormDataOrThrow(request, 16 * 1024));
  const answer = (outcome: ReviewOutcome, failedTitle: string) =>
    redirectWithToast(
      services.config,
      panelPath(ref),
      outcome.ok
        ? {
            type: 'success',
            title: outcome.message,
            ...(outcome.description ? { description: outcome.description } : {}),
          }
        : { type: 'error', title: failedTitle, description: outcome.message },
    );
  const invalid = (title: string, message: string) => answer({ ok: false, status: 400, message }, title);

  switch (fields.intent) {
    case 'send': {
      const parsed = sendReviewSchema.safeParse(fields);
      if (!parsed.success) return invalid('Review request not sent', parsed.error.issues[0]?.message ?? '');
      return answer(await sendReviewRequest(services, admin, ip, ref, parsed.data), 'Review request not sent');
    }
    case 'revoke': {
      const requestId = typeof fields.requestId === 'string' ? fields.requestId : '';
      return answer(await revokeReviewRequest(services, admin, ip, ref, requestId), 'Link not revoked');
    }
    case 'reply': {
      const parsed = replySchema.safeParse(fields);
      if (!parsed.success) return invalid('Reply not sent', parsed.error.issues[0]?.message ?? '');
      return answer(await replyToComment(services, admin, ip, ref, parsed.data), 'Reply not sent');
    }
    case 'approval':
      return answer(await setApprovalRequired(services, admin, ip, ref, fields.required === 'on'), 'Setting not saved');
    default:
      return invalid('Nothing was done', 'The form did not say what to do. Reload the page and try again.');
  }
}

/** The record's client-review comments, replies and decisions as a spreadsheet-safe CSV (audited like the other exports). */
export async function reviewCommentsDownload({ request, context }: Args, ref: Ref) {
  const { config, database } = context.get(servicesContext);
  assertNotCrossSite(request, config);
  const record = await findReviewRecord(database, ref);
  if (!record) {
    throw data(ref.type === 'testimonial' ? reviewCopy.testimonialNotFound : reviewCopy.studyNotFound, {
      status: 404,
    });
  }
  const panel = await loadReviewPanel(database, ref);
  const comments = panel.requests.reduce((count, request) => count + request.comments.length, 0);
  await auditEvent(database, staffActor(context.get(adminContext), context.get(requestContext).ip), {
    action: 'review.comments_exported',
    entityType: record.type,
    entityId: record.id,
    details: { title: record.subject.title, comments },
  });
  const name = record.type === 'case_study' ? record.study.slug : `testimonial-${record.id}`;
  return new Response(reviewCommentsCsv(panel.requests), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="review-comments-${name}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
