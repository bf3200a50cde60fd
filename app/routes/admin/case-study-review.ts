/**
 * POST /admin/case-studies/review/{id} (issue 30): the "Client review" panel's forms: send a review
 * request, revoke a link, reply to a comment. Admin and Editor only (app/lib/studio-access.ts).
 * Answers with a redirect back to the editor's panel and a toast saying what happened (or why not),
 * so the panel works as plain posts.
 */
import { redirect } from 'react-router';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import {
  type ReviewOutcome,
  replyToComment,
  revokeReviewRequest,
  sendReviewRequest,
  setApprovalRequired,
} from '../../features/review/review.server.ts';
import { replySchema, sendReviewSchema } from '../../features/review/review-schema.ts';
import type { Route } from './+types/case-study-review';

const editorPath = (id: string) => `/admin/case-studies/edit/${encodeURIComponent(id)}#client-review`;

export function loader({ params }: Route.LoaderArgs) {
  return redirect(editorPath(params.id));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const fields = Object.fromEntries(await readFormDataOrThrow(request, 16 * 1024));
  const answer = (outcome: ReviewOutcome, failedTitle: string) =>
    redirectWithToast(
      services.config,
      editorPath(params.id),
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
      return answer(await sendReviewRequest(services, admin, ip, params.id, parsed.data), 'Review request not sent');
    }
    case 'revoke': {
      const requestId = typeof fields.requestId === 'string' ? fields.requestId : '';
      return answer(await revokeReviewRequest(services, admin, ip, params.id, requestId), 'Link not revoked');
    }
    case 'reply': {
      const parsed = replySchema.safeParse(fields);
      if (!parsed.success) return invalid('Reply not sent', parsed.error.issues[0]?.message ?? '');
      return answer(await replyToComment(services, admin, ip, params.id, parsed.data), 'Reply not sent');
    }
    case 'approval':
      return answer(
        await setApprovalRequired(services, admin, ip, params.id, fields.required === 'on'),
        'Setting not saved',
      );
    default:
      return invalid('Nothing was done', 'The form did not say what to do. Reload the page and try again.');
  }
}
