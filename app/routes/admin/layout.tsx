/**
 * The studio's layout. Its middleware guards every admin page, loader and action below it (see
 * app/.server/auth/require-admin.ts): no valid session, no data and no change; a role the route's
 * entry in app/lib/studio-access.ts does not name, a 403 in the studio's look. The navigation shows
 * only what the role may open.
 */
import { Outlet, useLocation } from 'react-router';
import { adminHeadersMiddleware, adminMiddleware } from '../../.server/auth/require-admin.ts';
import { adminContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { AdminShell } from '../../components/admin/admin-shell.tsx';
import { StudioTimeZone, useStudioTimeZoneCookie } from '../../components/admin/studio-time-zone.tsx';
import { StudioErrorPage } from '../../components/site/studio-error-page.tsx';
import { countUnread } from '../../features/inbox/inbox.server.ts';
import { mayOpen } from '../../lib/studio-access.ts';
import { timeZoneFromCookies } from '../../lib/time-zone.ts';
import studioStylesheet from '../../styles/studio.css?url';
import type { Route } from './+types/layout';

// The headers first, so that they are also on a refusal the second one renders (401, 403).
export const middleware: Route.MiddlewareFunction[] = [adminHeadersMiddleware, adminMiddleware];

// The studio's own utilities (forms, editors, tables) are not in the site's stylesheet.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: studioStylesheet }];

// The loader also makes client-side navigations between studio pages pass through the middleware.
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const { database, logger } = context.get(servicesContext);
  let unread = 0;
  try {
    // Only a role that reads the inbox learns how full it is.
    if (mayOpen(admin.role, '/admin/messages')) unread = await countUnread(database);
  } catch (error) {
    logger.error({ err: error }, 'could not count unread messages');
  }
  // userId names the account's unsaved editor drafts in the browser (use-draft-recovery.ts).
  // timeZone: the zone every studio page shows times in (history, conflicts, drafts).
  return {
    email: admin.email,
    userId: admin.userId,
    role: admin.role,
    unread,
    timeZone: timeZoneFromCookies(request.headers.get('Cookie')),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  useStudioTimeZoneCookie();
  return (
    <StudioTimeZone value={loaderData.timeZone}>
      <AdminShell email={loaderData.email} role={loaderData.role} unread={loaderData.unread} pathname={pathname}>
        <Outlet />
      </AdminShell>
    </StudioTimeZone>
  );
}

/**
 * A refusal or failure below the layout. Refusals thrown by the layout's middleware (401, 403) are
 * rendered by the root's boundary instead (React Router renders a middleware's error above the
 * routes whose loaders did not run), which shows the same page for studio paths.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioErrorPage error={error} />;
}
