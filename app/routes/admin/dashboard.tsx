/**
 * The studio's dashboard (SPEC 2.11): counters, the case-study list in display order with search and
 * a status filter, and view / edit / delete for each case study. A role that may not change content
 * (Sales) reads the published studies only, with View links and nothing to change; the Leads panel
 * is for the roles that read the inbox.
 */
import { FileText, Plus, Search, SquarePen } from 'lucide-react';
import { data, Form, Link, useSearchParams } from 'react-router';
import { countDueFor } from '../../.server/db/repositories/inbox-page.ts';
import { listClientDecisionsFor } from '../../.server/db/repositories/review-requests.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { AdminPageHeader, Panel } from '../../components/admin/page-header.tsx';
import { PagerFooter } from '../../components/admin/pager-footer.tsx';
import { FieldFrame, SelectField, useControlClasses } from '../../components/forms/field.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { revisionCopy } from '../../content/revision-copy.ts';
import { CaseStudyList, InlineDeleteConfirmation } from '../../features/case-studies/admin/case-study-list.tsx';
import { type DeletedStudyRow, RecentlyDeleted } from '../../features/case-studies/admin/recently-deleted.tsx';
import { type DashboardData, loadDashboard, removeCaseStudy } from '../../features/case-studies/dashboard.server.ts';
import { listRecentlyDeleted, restoreDeleted } from '../../features/case-studies/history.server.ts';
import { DueToday } from '../../features/inbox/admin/due-today.tsx';
import { LeadsPanel } from '../../features/inbox/admin/leads-panel.tsx';
import { loadLeadsPanel } from '../../features/inbox/leads-panel.server.ts';
import { ClientDecisions, type ClientDecisionsData } from '../../features/review/admin/client-decisions.tsx';
import { DASHBOARD_PAGE_SIZE, dashboardHref, parseDashboardQuery } from '../../lib/admin-case-studies.ts';
import { cn } from '../../lib/cn.ts';
import { safeAdminRedirect } from '../../lib/safe-redirect.ts';
import { mayAccess, mayOpen } from '../../lib/studio-access.ts';
import { timeZoneFromCookies, utcToWallTime } from '../../lib/time-zone.ts';
import { errorToast, type Toast } from '../../lib/toast.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [
  { title: 'Case Studies | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { role, userId } = context.get(adminContext);
  const readOnly = !mayAccess(role, '/admin', 'change');
  const parsed = parseDashboardQuery(new URL(request.url).searchParams);
  const query = readOnly ? { ...parsed, status: 'published' as const } : parsed;
  let dashboard: DashboardData = {
    counts: { total: 0, published: 0, drafts: 0, featured: 0 },
    rows: [],
    matching: 0,
    page: 1,
    pageCount: 1,
  };
  let deleted: DeletedStudyRow[] = [];
  let toast: Toast | null = null;
  // The panel's own failure leaves the case studies (the page's purpose) in place, and vice versa.
  const showLeads = mayOpen(role, '/admin/messages');
  const leadsLoading = showLeads
    ? loadLeadsPanel(services.database).catch((error: unknown) => {
        services.logger.error({ err: error }, 'could not load the leads panel');
        return null;
      })
    : Promise.resolve(null);
  const timeZone = timeZoneFromCookies(request.headers.get('Cookie'));
  const dueLoading = showLeads
    ? countDueFor(services.database, userId, utcToWallTime(new Date().toISOString(), timeZone).slice(0, 10)).catch(
        (error: unknown) => {
          services.logger.error({ err: error }, 'could not count the follow-ups due');
          return null;
        },
      )
    : Promise.resolve(null);
  try {
    [dashboard, deleted] = await Promise.all([
      loadDashboard(services, query),
      readOnly ? ([] as DeletedStudyRow[]) : listRecentlyDeleted(services),
    ]);
  } catch (error) {
    services.logger.error({ err: error }, 'could not load case studies for the dashboard');
    toast = errorToast('Failed to fetch case studies');
  }
  // Reviews are Admin and Editor: what clients decided on the requests this person sent, unread until opened.
  const decisions: ClientDecisionsData | null = readOnly
    ? null
    : await listClientDecisionsFor(services.database, userId, CLIENT_DECISIONS_SHOWN).catch((error: unknown) => {
        services.logger.error({ err: error }, 'could not load client decisions');
        return null;
      });
  const [leads, dueToday] = await Promise.all([leadsLoading, dueLoading]);
  return {
    ...dashboard,
    query,
    readOnly,
    deleted,
    showLeads,
    leads,
    decisions,
    dueToday,
    loadFailed: toast !== null,
    toast,
    timeZone,
  };
}

/** How many client decisions the dashboard lists (the unread count covers them all). */
const CLIENT_DECISIONS_SHOWN = 8;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const form = await readFormDataOrThrow(request, 16 * 1024);
  const id = form.get('id');
  const returnTo = safeAdminRedirect(form.get('returnTo'));
  if (form.get('intent') === 'undelete' && typeof id === 'string') {
    const outcome = await restoreDeleted(services, { id, admin, ip });
    if (outcome.ok) {
      return redirectWithToast(services.config, returnTo, {
        type: 'success',
        title: revisionCopy.deletedRestored,
        description: outcome.detail.caseStudy.title,
      });
    }
    return data(
      { toast: { ...errorToast(outcome.message), title: revisionCopy.deletedRestoreFailed } },
      { status: outcome.status },
    );
  }
  if (form.get('intent') !== 'delete' || typeof id !== 'string') {
    return data({ toast: errorToast('Failed to delete case study') }, { status: 400 });
  }
  try {
    if (await removeCaseStudy(services, admin, ip, id)) {
      return redirectWithToast(services.config, returnTo, {
        type: 'success',
        title: 'Success',
        description: 'Case study deleted successfully',
      });
    }
  } catch (error) {
    services.logger.error({ err: error, id }, 'could not delete case study');
    return data({ toast: errorToast('Failed to delete case study') }, { status: 500 });
  }
  return data({ toast: errorToast('Failed to delete case study') }, { status: 404 });
}

const counters = [
  { key: 'total', label: 'Total Cases' },
  { key: 'published', label: 'Published' },
  { key: 'drafts', label: 'Drafts' },
  { key: 'featured', label: 'Featured' },
] as const;

const STATUS_FILTERS = [
  { value: 'all', label: 'All statuses' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'archived', label: 'Archived' },
];

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const control = useControlClasses();
  const { counts, query, rows, matching, page, pageCount, loadFailed, readOnly } = loaderData;
  const [searchParams] = useSearchParams();
  useToast(loaderData.toast);
  useToast(actionData?.toast);

  const returnTo = dashboardHref(query);
  const confirmId = searchParams.get('delete');
  const confirming = confirmId && !readOnly ? rows.find((row) => row.id === confirmId) : undefined;
  const filtered = query.q !== '' || (!readOnly && query.status !== 'all');
  const first = (page - 1) * DASHBOARD_PAGE_SIZE + 1;

  return (
    <>
      <AdminPageHeader
        title="Case Studies"
        description={
          readOnly
            ? 'The case studies published on /use-cases, in the order visitors see them.'
            : 'Everything published on /use-cases, in the order visitors see it.'
        }
        actions={
          readOnly ? null : (
            <>
              <Link to="/admin/case-studies/new" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                <SquarePen className="size-4" aria-hidden="true" />
                Full editor
              </Link>
              <Link to="/admin/case-studies/simple-new" className={buttonClasses({ size: 'sm' })}>
                <Plus className="size-4" aria-hidden="true" />
                Quick Add Case Study
              </Link>
            </>
          )
        }
      />

      {loaderData.showLeads ? <DueToday count={loaderData.dueToday} /> : null}

      <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counters
          .filter((counter) => !readOnly || counter.key === 'published' || counter.key === 'featured')
          .map((counter) => (
            <div key={counter.key} className="rounded-xl border border-slate-200 bg-white px-4 py-4 shadow-xs sm:px-5">
              <dt className="text-sm font-medium text-slate-600">{counter.label}</dt>
              <dd
                className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums"
                data-counter={counter.key}
              >
                {counts[counter.key].toLocaleString('en-US')}
              </dd>
            </div>
          ))}
      </dl>

      {confirming ? <InlineDeleteConfirmation row={confirming} returnTo={returnTo} /> : null}

      <Panel>
        <Form
          method="get"
          action="/admin"
          role="search"
          aria-label="Case studies"
          className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-end sm:px-5"
        >
          <FieldFrame id="case-study-search" label="Search" className="flex-1">
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <input
                id="case-study-search"
                type="search"
                name="q"
                defaultValue={query.q}
                key={query.q}
                placeholder="Title, client or industry"
                className={cn(control, 'pl-9')}
              />
            </div>
          </FieldFrame>
          {readOnly ? null : (
            <SelectField
              id="case-study-status"
              label="Status"
              name="status"
              options={STATUS_FILTERS}
              defaultValue={query.status}
              key={query.status}
              className="sm:w-48"
            />
          )}
          <div className="flex gap-2">
            <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'h-10.5' })}>
              Apply
            </button>
            {filtered ? (
              <Link to="/admin" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'h-10.5' })}>
                Clear
              </Link>
            ) : null}
          </div>
        </Form>

        {loadFailed ? (
          <p role="alert" className="px-5 py-12 text-center text-red-700">
            Failed to fetch case studies
          </p>
        ) : rows.length === 0 ? (
          <div className="px-5 py-14 text-center">
            <FileText className="mx-auto size-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-3 font-semibold">{filtered ? 'No case studies match' : 'No case studies yet'}</h2>
            <p className="mt-1 text-sm text-slate-600">
              {filtered
                ? 'Try another search or status.'
                : readOnly
                  ? 'Published case studies will be listed here.'
                  : 'Add your first case study to show it on the website.'}
            </p>
          </div>
        ) : (
          <>
            <h2 className="sr-only">Case study list</h2>
            <CaseStudyList rows={rows} returnTo={returnTo} timeZone={loaderData.timeZone} readOnly={readOnly} />
          </>
        )}

        {matching > 0 ? (
          <PagerFooter
            summary={
              <>
                Showing {first.toLocaleString('en-US')}–{(first + rows.length - 1).toLocaleString('en-US')} of{' '}
                {matching.toLocaleString('en-US')} case {matching === 1 ? 'study' : 'studies'}
              </>
            }
            label="Pages"
            previous={page > 1 ? dashboardHref({ ...query, page: page - 1 }) : null}
            next={page < pageCount ? dashboardHref({ ...query, page: page + 1 }) : null}
          />
        ) : null}
      </Panel>

      {readOnly ? null : <ClientDecisions data={loaderData.decisions} />}
      {readOnly ? null : <RecentlyDeleted studies={loaderData.deleted} returnTo={returnTo} />}
      {loaderData.showLeads ? <LeadsPanel data={loaderData.leads} /> : null}
    </>
  );
}
