/**
 * POST /review/{token}/respond (issue 30): the review page's comment and decision forms. A resource
 * route that answers with a redirect back to the page (post, redirect, get: a reload sends nothing
 * twice), which says what happened. The post must come from the review page (isPostFromReviewPage:
 * the page's no-referrer policy makes browsers send `Origin: null`), and every post counts against
 * the address's budget. Inputs are length-limited by the schemas and stored as text.
 */
import { redirect } from 'react-router';
import { requestContext, servicesContext } from '../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../.server/infrastructure/request-body.ts';
import { commentAsReviewer, decideAsReviewer, spendReviewAttempt } from '../features/review/review.server.ts';
import { isPostFromReviewPage } from '../features/review/review-origin.server.ts';
import { commentSchema, decisionSchema } from '../features/review/review-schema.ts';
import { isWellFormedReviewToken, reviewPath } from '../features/review/review-token.server.ts';
import type { Route } from './+types/review-respond';

const NO_STORE = { 'Cache-Control': 'no-store' };

const back = (token: string, query = '') =>
  redirect(`${reviewPath(token)}${query ? `?${query}` : ''}`, { status: 303, headers: NO_STORE });

/** The first field a schema refused, as the page's `error` code. */
const firstField = (issues: readonly { path: readonly PropertyKey[] }[]) => String(issues[0]?.path[0] ?? 'comment');

export function loader({ params }: Route.LoaderArgs) {
  return back(params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  const { token } = params;
  if (!isPostFromReviewPage(request, services.config)) {
    return new Response('This form did not come from the review page. Open the link from the e-mail again.', {
      status: 403,
      headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (await spendReviewAttempt(services, ip)) return back(token, 'error=busy');
  if (!isWellFormedReviewToken(token)) return back(token);
  const fields = Object.fromEntries(await readFormDataOrThrow(request, 16 * 1024));

  if (fields.intent === 'decision') {
    const parsed = decisionSchema.safeParse(fields);
    if (!parsed.success) return back(token, `form=decision&error=${firstField(parsed.error.issues)}`);
    const outcome = await decideAsReviewer(services, token, parsed.data, ip);
    if (!outcome.ok) return back(token);
    return back(token, outcome.kind === 'approved' ? 'done=approved' : 'done=changes');
  }
  const parsed = commentSchema.safeParse(fields);
  if (!parsed.success) return back(token, `form=comment&error=${firstField(parsed.error.issues)}`);
  const outcome = await commentAsReviewer(services, token, parsed.data, ip);
  if (!outcome.ok) return back(token, 'field' in outcome ? 'form=comment&error=target' : '');
  return back(token, 'done=comment');
}
