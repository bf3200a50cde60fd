/** /admin/pages: the site's pages built from blocks (issue 28), the most recently changed first. */
import { LayoutTemplate, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { listPages } from '../../.server/db/repositories/pages.ts';
import { servicesContext } from '../../.server/infrastructure/context.ts';
import { AdminPageHeader, Panel } from '../../components/admin/page-header.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageList } from '../../features/pages/admin/page-list.tsx';
import { pageCopy } from '../../features/pages/page-copy.ts';
import { type PageRow, toPageRows } from '../../features/pages/page-rows.ts';
import { timeZoneFromCookies } from '../../lib/time-zone.ts';
import { errorToast, type Toast } from '../../lib/toast.ts';
import type { Route } from './+types/pages';

export const meta: Route.MetaFunction = () => [
  { title: `${pageCopy.listTitle} | Studio` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  let rows: PageRow[] = [];
  let toast: Toast | null = null;
  try {
    rows = toPageRows(await listPages(services.database));
  } catch (error) {
    services.logger.error({ err: error }, 'could not list pages');
    toast = errorToast('Failed to fetch pages');
  }
  return { rows, toast, loadFailed: toast !== null, timeZone: timeZoneFromCookies(request.headers.get('Cookie')) };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { rows, loadFailed, timeZone } = loaderData;
  useToast(loaderData.toast);
  return (
    <>
      <AdminPageHeader
        title={pageCopy.listTitle}
        description={pageCopy.listDescription}
        actions={
          <Link to="/admin/pages/new" className={buttonClasses({ size: 'sm' })}>
            <Plus className="size-4" aria-hidden="true" />
            {pageCopy.newPage}
          </Link>
        }
      />
      <Panel>
        {loadFailed ? (
          <p role="alert" className="px-5 py-12 text-center text-red-700">
            Failed to fetch pages
          </p>
        ) : rows.length === 0 ? (
          <div className="px-5 py-14 text-center">
            <LayoutTemplate className="mx-auto size-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-3 font-semibold">No pages yet</h2>
            <p className="mt-1 text-sm text-slate-600">{pageCopy.listEmpty}</p>
          </div>
        ) : (
          <PageList rows={rows} timeZone={timeZone} />
        )}
      </Panel>
    </>
  );
}
