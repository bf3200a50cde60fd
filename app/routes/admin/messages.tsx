/**
 * The inbox (DESIGN 6, "nothing is lost"): contact messages and leads, newest first, with read /
 * unread, archive, the notification e-mail's delivery status, and CSV export.
 */
import { Download, Inbox } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { applyBulkAction, PipelineRefused, updateLeadPipeline } from '../../.server/changes/leads.ts';
import { setInboxStatus } from '../../.server/changes/submissions.ts';
import { listInboxSources } from '../../.server/db/repositories/inbox-page.ts';
import { findUserById } from '../../.server/db/repositories/users.ts';
import { adminContext, requestContext, servicesContext } from '../../.server/infrastructure/context.ts';
import { readFormDataOrThrow } from '../../.server/infrastructure/request-body.ts';
import { redirectWithToast } from '../../.server/infrastructure/toast.ts';
import { AdminPageHeader } from '../../components/admin/page-header.tsx';
import { useToast } from '../../components/layout/toaster.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { BulkActions } from '../../features/inbox/admin/bulk-actions.tsx';
import { InboxFilters, StatusCounts } from '../../features/inbox/admin/inbox-filters.tsx';
import { InboxItemCard } from '../../features/inbox/admin/inbox-item.tsx';
import { loadInboxItem, loadInboxPage } from '../../features/inbox/inbox.server.ts';
import { INBOX_VIEWS, type InboxItem, type InboxSummary, type InboxView } from '../../features/inbox/inbox.ts';
import { listLeadOwners } from '../../features/leads/owners.server.ts';
import { cn } from '../../lib/cn.ts';
import { bulkDoneText, parseBulkForm } from '../../lib/inbox-bulk.ts';
import { inboxOpenHref, parseSubmissionKey } from '../../lib/inbox-open.ts';
import { inboxCsvHref, inboxHref, isInboxFiltered, parseInboxQuery } from '../../lib/inbox-query.ts';
import { type LeadOwner, parsePipelineForm } from '../../lib/lead-pipeline.ts';
import { safeAdminRedirect } from '../../lib/safe-redirect.ts';
import { mayOpen } from '../../lib/studio-access.ts';
import { timeZoneFromCookies, utcToWallTime } from '../../lib/time-zone.ts';
import { errorToast } from '../../lib/toast.ts';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = () => [
  { title: 'Messages | Studio' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const VIEW_LABELS: Record<InboxView, string> = { inbox: 'Inbox', unread: 'Unread', archived: 'Archived' };
const EMPTY_TEXT: Record<InboxView, string> = {
  inbox: 'No messages yet. Contact-form messages, ROI e-mail requests and leads will appear here.',
  unread: 'You are all caught up: no unread messages.',
  archived: 'No archived messages.',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, logger } = context.get(servicesContext);
  const admin = context.get(adminContext);
  const params = new URL(request.url).searchParams;
  const query = parseInboxQuery(params);
  const open = parseSubmissionKey(params.get('open'));
  const timeZone = timeZoneFromCookies(request.headers.get('Cookie'));
  const today = utcToWallTime(new Date().toISOString(), timeZone).slice(0, 10);
  try {
    const [page, owners, sources, opened] = await Promise.all([
      loadInboxPage(database, query, { userId: admin.userId, timeZone, today }),
      listLeadOwners(database),
      listInboxSources(database),
      open ? loadInboxItem(database, open) : null,
    ]);
    return {
      query,
      ...page,
      // Opened in its place in the list: one that has left it (archived, filtered out) closes.
      opened:
        opened && page.items.some((item) => item.source === opened.source && item.id === opened.id) ? opened : null,
      next: page.next ? inboxHref(query, { after: page.next }) : null,
      previous: page.previous ? inboxHref(query, { before: page.previous }) : null,
      owners,
      sources,
      retention: mayOpen(admin.role, '/admin/lead-retention'),
      toast: null,
    };
  } catch (error) {
    logger.error({ err: error }, 'could not load the inbox');
    return {
      query,
      items: [] as InboxSummary[],
      opened: null as InboxItem | null,
      next: null,
      previous: null,
      sources: [] as (string | null)[],
      retention: false,
      counts: {
        statuses: { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0 },
        views: { inbox: 0, unread: 0, archived: 0 },
      },
      owners: [] as LeadOwner[],
      toast: errorToast('Failed to load messages'),
    };
  }
}

const STATUSES = ['new', 'read', 'archived'] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { database, logger } = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const form = await readFormDataOrThrow(request, 16 * 1024);
  if (form.get('intent') === 'pipeline') return savePipeline(context, form);
  if (form.get('intent') === 'bulk') return applyBulk(context, form);
  const id = form.get('id');
  const source = form.get('source');
  const status = form.get('status');
  if (
    form.get('intent') !== 'status' ||
    typeof id !== 'string' ||
    (source !== 'contact' && source !== 'lead') ||
    !STATUSES.includes(status as (typeof STATUSES)[number])
  ) {
    return data({ toast: errorToast('Failed to update message') }, { status: 400 });
  }
  const next = status as (typeof STATUSES)[number];
  try {
    const by = { actor: admin.email, userId: admin.userId, ip };
    if (!(await setInboxStatus({ database, logger }, by, source, id, next))) {
      return data({ toast: errorToast('That message no longer exists') }, { status: 404 });
    }
  } catch (error) {
    logger.error({ err: error, id }, 'could not update message status');
    return data({ toast: errorToast('Failed to update message') }, { status: 500 });
  }
  return redirect(safeAdminRedirect(form.get('returnTo'), '/admin/messages'));
}

/** Which item's pipeline save was refused, and why (shown in that item's form, also without JavaScript). */
interface PipelineError {
  source: string;
  id: string;
  message: string;
}

/** A save of a lead's pipeline form (issue 31): back to the list with a toast, or the reason it was refused. */
async function savePipeline(context: Route.ActionArgs['context'], form: FormData) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const fields: Record<string, string | undefined> = Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : undefined]),
  );
  const item = { source: fields.source ?? '', id: fields.id ?? '' };
  const refused = (message: string, status: number) =>
    data({ toast: errorToast(message), pipelineError: { ...item, message } satisfies PipelineError }, { status });
  const parsed = parsePipelineForm(fields);
  if (!parsed.ok) return refused(parsed.message, 400);
  try {
    await updateLeadPipeline(services, { actor: admin.email, userId: admin.userId, ip }, parsed.ref, parsed.update);
  } catch (error) {
    if (error instanceof PipelineRefused) return refused(error.message, error.reason === 'missing' ? 404 : 400);
    services.logger.error({ err: error, id: parsed.ref.id }, 'could not update a lead');
    return refused('Failed to update the lead', 500);
  }
  return redirectWithToast(services.config, safeAdminRedirect(form.get('returnTo'), '/admin/messages'), {
    type: 'success',
    title: 'Lead updated',
  });
}

/** A bulk action on the selection (issue 31): all of it or none, back to the list with a toast. */
async function applyBulk(context: Route.ActionArgs['context'], form: FormData) {
  const services = context.get(servicesContext);
  const admin = context.get(adminContext);
  const { ip } = context.get(requestContext);
  const items = form.getAll('item').filter((value): value is string => typeof value === 'string');
  const bulkAction = form.get('bulkAction');
  const parsed = parseBulkForm(items, typeof bulkAction === 'string' ? bulkAction : null);
  const refused = (message: string, status: number) =>
    data({ toast: errorToast(message), bulkError: message }, { status });
  if (!parsed.ok) return refused(parsed.message, 400);
  let done: number;
  try {
    done = await applyBulkAction(
      services,
      { actor: admin.email, userId: admin.userId, ip },
      parsed.refs,
      parsed.action,
    );
  } catch (error) {
    if (error instanceof PipelineRefused) return refused(error.message, 400);
    services.logger.error({ err: error }, 'could not apply a bulk action');
    return refused('Failed to update the selected messages', 500);
  }
  const owner =
    parsed.action.type === 'assign' && parsed.action.ownerId
      ? await findUserById(services.database, parsed.action.ownerId)
      : null;
  return redirectWithToast(services.config, safeAdminRedirect(form.get('returnTo'), '/admin/messages'), {
    type: 'success',
    title: bulkDoneText(parsed.action, done, owner ? (owner.name ?? owner.email) : null),
  });
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { query, items, opened, counts, owners, next, previous, sources } = loaderData;
  const view = query.view;
  const refusal = actionData as { pipelineError?: PipelineError; bulkError?: string } | undefined;
  const pipelineError = refusal?.pipelineError ?? null;
  useToast(loaderData.toast);
  useToast(actionData?.toast);
  // Back to the page the action was made on, filters and cursor included; an open card stays open.
  const returnTo = inboxOpenHref(query, opened, null);
  const isOpen = (item: InboxSummary) => opened?.source === item.source && opened.id === item.id;

  return (
    <>
      <AdminPageHeader
        title="Messages"
        description="Contact messages, ROI e-mail requests, lead intake and assessments, newest first."
        actions={
          <>
            {loaderData.retention ? (
              <Link to="/admin/lead-retention" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                Retention
              </Link>
            ) : null}
            <a href={inboxCsvHref(query)} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              <Download className="size-4" aria-hidden="true" />
              Export CSV
            </a>
          </>
        }
      />
      <nav aria-label="Message folders" className="mb-5 flex gap-1 overflow-x-auto border-b border-slate-200">
        {INBOX_VIEWS.map((v) => (
          <Link
            key={v}
            to={inboxHref(query, { view: v })}
            aria-current={v === view ? 'page' : undefined}
            className={cn(
              '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors',
              v === view ? 'border-blue-600 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {VIEW_LABELS[v]}
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs tabular-nums',
                v === view ? 'bg-blue-100 text-blue-800' : 'bg-slate-100 text-slate-700',
              )}
            >
              {counts.views[v]}
            </span>
          </Link>
        ))}
      </nav>
      {query.person ? (
        <section aria-labelledby="person-heading" className="mb-4 rounded-xl border border-indigo-200 bg-indigo-50 p-4">
          <h2 id="person-heading" className="text-base font-semibold text-indigo-950">
            {`Everything from ${query.person}`}
          </h2>
          <p className="mt-1 text-sm text-indigo-900">
            Every submission sent from this address or the same address written differently (capitals, a +tag, or dots
            in a Gmail address), with its status, answers, visit and timeline. Each keeps the address it came with.
          </p>
          <Link
            to={inboxHref({ ...query, person: null })}
            className="mt-2 inline-block text-sm font-medium text-indigo-800 underline underline-offset-4"
          >
            Back to all messages
          </Link>
        </section>
      ) : null}
      <InboxFilters query={query} owners={owners} sources={sources} />
      <StatusCounts query={query} counts={counts.statuses} />
      {items.length > 0 ? <BulkActions owners={owners} returnTo={returnTo} error={refusal?.bulkError ?? null} /> : null}
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <Inbox className="mx-auto size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 text-slate-600">
            {isInboxFiltered(query) ? 'Nothing matches these filters.' : EMPTY_TEXT[view]}
          </p>
        </div>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={`${item.source}-${item.id}`}>
              <InboxItemCard
                summary={item}
                opened={isOpen(item) ? opened : null}
                toggleHref={inboxOpenHref(query, isOpen(item) ? null : item, item)}
                action={inboxOpenHref(query, item, null)}
                returnTo={inboxOpenHref(query, item)}
                owners={owners}
                selectable
                personHref={`/admin/people/${encodeURIComponent(item.id)}`}
                pipelineError={
                  pipelineError?.source === item.source && pipelineError.id === item.id ? pipelineError.message : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      {query.after || query.before || next ? (
        <nav aria-label="Inbox pages" className="mt-4 flex flex-wrap gap-2">
          {previous ? (
            <>
              <Link to={inboxHref(query)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Newest
              </Link>
              <Link to={previous} rel="prev" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Newer
              </Link>
            </>
          ) : null}
          {next ? (
            <Link to={next} rel="next" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
