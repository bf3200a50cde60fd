/**
 * /admin/audit (issue 19): the audit log, newest first, 50 entries a page with keyset Next and
 * Previous, filtered by person, action and date range (all in the URL), and the filtered entries as
 * CSV. Times and dates are the staff member's time zone's (app/lib/time-zone.ts).
 */
import { Download, ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { servicesContext } from '../../.server/infrastructure/context.ts';
import { AdminPageHeader, Panel } from '../../components/admin/page-header.tsx';
import { PagerFooter } from '../../components/admin/pager-footer.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AuditFilters, AuditTable } from '../../features/audit-log/admin/audit-table.tsx';
import { listPeople, loadAuditPage, type PersonOption } from '../../features/audit-log/audit.server.ts';
import { auditCopy } from '../../features/audit-log/audit-copy.ts';
import { AUDIT_PAGE_SIZE, type AuditRow, auditCsvHref, isFiltered, parseAuditQuery } from '../../lib/audit-log.ts';
import { timeZoneFromCookies, zoneLabel } from '../../lib/time-zone.ts';
import { errorToast } from '../../lib/toast.ts';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => [
  { title: 'Audit log | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const timeZone = timeZoneFromCookies(request.headers.get('Cookie'));
  try {
    const [page, people] = await Promise.all([
      loadAuditPage(services, query, timeZone, AUDIT_PAGE_SIZE),
      listPeople(services, query.actor),
    ]);
    return { query, timeZone, ...page, people, loadFailed: false, toast: null };
  } catch (error) {
    services.logger.error({ err: error }, 'could not load the audit log');
    const toast = errorToast(auditCopy.loadFailed);
    return {
      query,
      timeZone,
      rows: [] as AuditRow[],
      previous: null,
      next: null,
      people: [] as PersonOption[],
      loadFailed: true,
      toast,
    };
  }
}

function EmptyState({ filtered, paged }: { filtered: boolean; paged: boolean }) {
  return (
    <div className="px-5 py-14 text-center">
      <ScrollText className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      {paged ? (
        <>
          <p className="mt-3 text-slate-600">{auditCopy.pastEndText}</p>
          <Link to="/admin/audit" className="mt-2 inline-block font-semibold text-blue-700 hover:underline">
            {auditCopy.newest}
          </Link>
        </>
      ) : (
        <>
          <h2 className="mt-3 font-semibold">{filtered ? auditCopy.noMatchTitle : auditCopy.emptyTitle}</h2>
          <p className="mt-1 text-sm text-slate-600">{filtered ? auditCopy.noMatchText : auditCopy.emptyText}</p>
        </>
      )}
    </div>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { query, timeZone, rows, previous, next, people, loadFailed } = loaderData;
  useToast(loaderData.toast);
  const paged = Boolean(query.after || query.before);
  return (
    <>
      <AdminPageHeader
        title={auditCopy.heading}
        description={auditCopy.description}
        actions={
          <a href={auditCsvHref(query)} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <Download className="size-4" aria-hidden="true" />
            {auditCopy.exportCsv}
          </a>
        }
      />
      <Panel>
        <AuditFilters query={query} people={people} />
        <p className="border-b border-slate-100 px-4 py-2 text-xs text-slate-600 sm:px-5">
          {auditCopy.timeZoneNote(zoneLabel(timeZone))}
        </p>
        {loadFailed ? (
          <p role="alert" className="px-5 py-12 text-center text-red-700">
            {auditCopy.loadFailed}
          </p>
        ) : rows.length === 0 ? (
          <EmptyState filtered={isFiltered(query)} paged={paged} />
        ) : (
          <AuditTable rows={rows} timeZone={timeZone} />
        )}
        {rows.length > 0 ? (
          <PagerFooter
            summary={auditCopy.showing(rows.length)}
            label={auditCopy.pagesLabel}
            previous={previous}
            next={next}
          />
        ) : null}
      </Panel>
    </>
  );
}
