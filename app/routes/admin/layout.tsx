/**
 * The studio's layout. Its middleware guards every admin page, loader and action below it (see
 * app/.server/auth/require-admin.ts): no valid session, no data and no change.
 */
import { isRouteErrorResponse, Link, Outlet, useLocation } from 'react-router';
import { countUnread } from '../../.server/admin/inbox.ts';
import { adminMiddleware } from '../../.server/auth/require-admin.ts';
import { adminContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { AdminShell } from '../../components/admin/admin-shell.tsx';
import { StudioTimeZone, useStudioTimeZoneCookie } from '../../components/admin/studio-time-zone.tsx';
import { loginUrlFor } from '../../lib/safe-redirect.ts';
import { timeZoneFromCookies } from '../../lib/time-zone.ts';
import studioStylesheet from '../../styles/studio.css?url';
import type { Route } from './+types/layout';

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

// The studio's own utilities (forms, editors, tables) are not in the site's stylesheet.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: studioStylesheet }];

// The loader also makes client-side navigations between studio pages pass through the middleware.
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const { database, logger } = context.get(servicesContext);
  let unread = 0;
  try {
    unread = await countUnread(database);
  } catch (error) {
    logger.error({ err: error }, 'could not count unread messages');
  }
  // userId names the account's unsaved editor drafts in the browser (use-draft-recovery.ts).
  // timeZone: the zone every studio page shows times in (history, conflicts, drafts).
  return {
    email: admin.email,
    userId: admin.userId,
    unread,
    timeZone: timeZoneFromCookies(request.headers.get('Cookie')),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  useStudioTimeZoneCookie();
  return (
    <StudioTimeZone value={loaderData.timeZone}>
      <AdminShell email={loaderData.email} unread={loaderData.unread} pathname={pathname}>
        <Outlet />
      </AdminShell>
    </StudioTimeZone>
  );
}

/** A request that lost its session mid-way (401) or failed the origin check (403) lands here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A refused body (400/413/415 from readFormDataOrThrow) says what was wrong with it.
  const reason =
    isRouteErrorResponse(error) && typeof error.data?.error === 'string' && status >= 400 && status < 500
      ? (error.data.error as string)
      : null;
  const heading =
    status === 401
      ? 'Your session has ended'
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
