/**
 * The studio's error page: a session that ended (401), a request refused (403: from another site,
 * or a role the route does not admit), a record that is gone (404), a refused body, or a failure.
 * Used by the studio layout's boundary and, for studio paths, by the root's (errors thrown by the
 * layout's middleware are rendered there). It sits with the site's shared pages, not in
 * components/admin: every route's root boundary can load it (on demand, for an /admin path only), and
 * it holds no studio code (the bench's "no admin-only code on public pages" bar).
 */
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { loginUrlFor } from '../../lib/safe-redirect.ts';

export function StudioErrorPage({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A role the route does not admit (as opposed to a request from another site) says so.
  const roleRefusal = isRouteErrorResponse(error) && status === 403 && error.data?.refusal === 'role';
  // A refused body (400/413/415 from readFormDataOrThrow) says what was wrong with it.
  const reason =
    isRouteErrorResponse(error) && typeof error.data?.error === 'string' && status >= 400 && status < 500
      ? (error.data.error as string)
      : null;
  const heading =
    status === 401
      ? 'Your session has ended'
      : roleRefusal
        ? 'You do not have access to this'
        : status === 403
          ? 'This request was refused'
          : status === 404
            ? 'Not found'
            : reason
              ? 'This request was refused'
              : 'Something went wrong';
  const detail =
    status === 401
      ? 'For your security, studio sessions end after a period of inactivity. Sign in again to continue.'
      : roleRefusal && reason
        ? reason
        : status === 403
          ? 'It did not come from a studio page. Reload the page and try again.'
          : status === 404
            ? 'The item you were looking for does not exist or has been deleted.'
            : (reason ?? 'The studio could not complete that request. Please try again in a moment.');
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-6">
      <title>{`${heading} | Studio`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <p className="mt-3 text-slate-600">{detail}</p>
        <div className="mt-6 flex justify-center gap-3">
          {status === 401 ? (
            <a
              href={loginUrlFor(`${pathname}${search}`)}
              className="rounded-lg bg-blue-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-blue-700"
            >
              Sign in again
            </a>
          ) : (
            <Link
              to="/admin"
              reloadDocument
              className="rounded-lg bg-blue-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-blue-700"
            >
              Back to the studio
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
