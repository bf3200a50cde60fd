/**
 * Sign Out (SPEC 2.11): ends the session on the server, clears the cookie and the site's storage in
 * the browser, and returns to the sign-in page. POST only, and same-origin only, so no link or
 * foreign page can sign anyone out.
 */
import { redirect } from 'react-router';
import { assertSameOrigin } from '../../.server/auth/csrf.ts';
import { adminHeadersMiddleware } from '../../.server/auth/require-admin.ts';
import { clearSessionCookie, endSession } from '../../.server/auth/sessions.ts';
import { auditEvent, staffActor } from '../../.server/changes/pipeline.ts';
import { findUserById } from '../../.server/db/repositories/users.ts';
import { requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import type { Route } from './+types/logout';

export const middleware: Route.MiddlewareFunction[] = [adminHeadersMiddleware];

export function loader() {
  return redirect('/admin');
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, config } = context.get(servicesContext);
  const { ip } = context.get(requestContext);
  assertSameOrigin(request, config);
  const session = await endSession(database, request);
  if (session) {
    const user = await findUserById(database, session.userId);
    if (user) {
      await auditEvent(database, staffActor({ userId: user.id, email: user.email }, ip), {
        action: 'auth.sign_out',
        entityType: 'session',
        entityId: session.id,
      });
    }
  }
  return redirectWithToast(
    config,
    '/admin/login',
    { type: 'success', title: 'Signed out', description: 'You have been signed out of the studio.' },
    // "storage": the browser drops this site's local storage, with the unsaved editor drafts in it
    // (issue 18: nothing personal stays behind), even when the page had no JavaScript.
    { headers: { 'Set-Cookie': clearSessionCookie(config), 'Clear-Site-Data': '"storage"' } },
  );
}
