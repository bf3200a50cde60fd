/**
 * One message or lead in the admin inbox (issue 31): the summary a salesperson scans (who, kind,
 * pipeline, when, the start of what they wrote) and, when opened, everything else: the whole
 * message and answers, the visit, whether the notification e-mail went out, the pipeline form with
 * the timeline, and the read / archive actions. Opening is a link (`?open=`), so it works without
 * JavaScript, and only the open one is read and drawn in full.
 */
import { Archive, ArchiveRestore, ChevronDown, ChevronUp, Compass, Mail, MailOpen, Reply } from 'lucide-react';
import { Form, Link } from 'react-router';
import { useStudioTimeZone } from '../../../components/admin/studio-time-zone.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { cn } from '../../../lib/cn.ts';
import { cardAnchor } from '../../../lib/inbox-open.ts';
import type { LeadOwner } from '../../../lib/lead-pipeline.ts';
import { PipelinePanel, PipelineSummary } from '../../leads/admin/pipeline-panel.tsx';
import {
  deliveryLabel,
  INBOX_KIND_LABELS,
  type InboxAttribution,
  type InboxItem,
  type InboxSummary,
} from '../inbox.ts';
import { BULK_FORM_ID } from './bulk-actions.tsx';
import { attributionDetails, describeAttribution } from './lead-attribution-text.ts';

const deliveryStyles = {
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
  none: 'bg-slate-100 text-slate-700 ring-slate-500/20',
} as const;

const actionButton =
  'inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

function StatusForm({
  item,
  status,
  action,
  returnTo,
  children,
}: {
  item: InboxItem;
  status: InboxItem['status'];
  action: string;
  returnTo: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="source" value={item.source} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="status" value={status} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={actionButton}>
        {children}
      </button>
    </Form>
  );
}

/** Where the visit came from, in a sentence, and the recorded trail behind a disclosure. */
function AttributionNote({ attribution }: { attribution: InboxAttribution }) {
  const details = attributionDetails(attribution);
  return (
    <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-attribution>
      <p className="flex gap-2">
        <Compass className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span className="min-w-0 break-words">{describeAttribution(attribution)}</span>
      </p>
      {details.length > 0 ? (
        <details className="mt-1 pl-6">
          <summary className="cursor-pointer text-slate-600 underline-offset-4 hover:underline">Visit details</summary>
          <dl className="mt-1 grid gap-y-1">
            {details.map((detail) => (
              <div key={detail.label} className="flex gap-2">
                <dt className="shrink-0 text-slate-500">{detail.label}:</dt>
                <dd className="min-w-0 break-words text-slate-800">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}

/** The open submission's whole content, its pipeline form and timeline, and its actions. */
function OpenedItem({
  item,
  owners,
  action,
  returnTo,
  pipelineError,
}: {
  item: InboxItem;
  owners: readonly LeadOwner[];
  action: string;
  returnTo: string;
  pipelineError: string | null;
}) {
  const delivery = item.delivery?.status ?? 'none';
  return (
    <div className="mt-3 border-t border-slate-100 pt-3" data-opened>
      <p>
        <span
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', deliveryStyles[delivery])}
          title={item.delivery?.lastError ?? undefined}
        >
          {deliveryLabel(item.delivery)}
        </span>
      </p>
      {item.message ? (
        <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-line break-words text-slate-800">
          {item.message}
        </p>
      ) : null}
      {item.details.length > 0 ? (
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {item.details.map((detail) => (
            <div key={detail.label} className="flex gap-2">
              <dt className="shrink-0 text-slate-500">{detail.label}:</dt>
              <dd className="min-w-0 break-words text-slate-800">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {item.attribution ? <AttributionNote attribution={item.attribution} /> : null}
      {item.delivery?.status === 'failed' && item.delivery.lastError ? (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          The notification e-mail could not be delivered: {item.delivery.lastError}
        </p>
      ) : null}
      {item.pipeline ? (
        <PipelinePanel
          item={item}
          pipeline={item.pipeline}
          timeline={item.timeline ?? []}
          owners={owners}
          action={action}
          returnTo={returnTo}
          error={pipelineError}
        />
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <a href={`mailto:${item.email}`} className={actionButton}>
          <Reply className="size-4" aria-hidden="true" />
          Reply
        </a>
        {item.status === 'new' ? (
          <StatusForm item={item} status="read" action={action} returnTo={returnTo}>
            <MailOpen className="size-4" aria-hidden="true" />
            Mark as read
          </StatusForm>
        ) : item.status === 'read' ? (
          <StatusForm item={item} status="new" action={action} returnTo={returnTo}>
            <Mail className="size-4" aria-hidden="true" />
            Mark as unread
          </StatusForm>
        ) : null}
        {item.status === 'archived' ? (
          <StatusForm item={item} status="read" action={action} returnTo={returnTo}>
            <ArchiveRestore className="size-4" aria-hidden="true" />
            Move to inbox
          </StatusForm>
        ) : (
          <StatusForm item={item} status="archived" action={action} returnTo={returnTo}>
            <Archive className="size-4" aria-hidden="true" />
            Archive
          </StatusForm>
        )}
      </div>
    </div>
  );
}

export function InboxItemCard({
  summary,
  opened = null,
  toggleHref,
  action,
  returnTo,
  owners = [],
  pipelineError = null,
  selectable = false,
  personHref = null,
}: {
  summary: InboxSummary;
  /** The submission in full when it is the open one. */
  opened?: InboxItem | null;
  /** The list with this one open (or, when open, closed). */
  toggleHref: string;
  /** Where its forms post: the list as shown, so a refused save is drawn on the same page. */
  action: string;
  /** Where a save comes back to: this card, open. */
  returnTo: string;
  /** The staff a lead can be given to (issue 31). */
  owners?: readonly LeadOwner[];
  /** Why the last save of this item's pipeline was refused. */
  pipelineError?: string | null;
  /** Shows a checkbox that adds the item to the bulk actions' selection. */
  selectable?: boolean;
  /** The page of every submission from this person (issue 31). */
  personHref?: string | null;
}) {
  const unread = summary.status === 'new';
  const timeZone = useStudioTimeZone();
  const who = summary.name ?? summary.email;
  const kind = INBOX_KIND_LABELS[summary.kind];
  return (
    <article
      id={cardAnchor(summary)}
      aria-label={`${kind} from ${who}`}
      className={cn(
        'scroll-mt-36 rounded-xl border bg-white p-4 shadow-xs sm:p-5',
        unread ? 'border-blue-200 ring-1 ring-blue-100' : 'border-slate-200',
      )}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {selectable ? (
              <input
                type="checkbox"
                form={BULK_FORM_ID}
                name="item"
                value={`${summary.source}:${summary.id}`}
                aria-label={`Select the ${kind.toLowerCase()} from ${who}`}
                className="size-5 rounded border-slate-300"
              />
            ) : null}
            {unread ? (
              <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-blue-700">
                <span className="size-2 rounded-full bg-blue-600" aria-hidden="true" />
                Unread
              </span>
            ) : null}
            <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{kind}</span>
            {summary.status === 'archived' ? (
              <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">Archived</span>
            ) : null}
          </div>
          <h3 className={cn('mt-2 text-base break-words text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
            {who}
            {summary.company ? <span className="font-normal text-slate-600"> · {summary.company}</span> : null}
          </h3>
          {personHref ? (
            <p className="mt-1 text-sm">
              <Link
                to={personHref}
                className="inline-flex min-h-6 items-center break-all text-slate-600 underline underline-offset-4 hover:text-slate-900"
              >
                {`Everything from ${summary.email}`}
              </Link>
            </p>
          ) : null}
          <div className="mt-2">
            <PipelineSummary pipeline={summary.pipeline} owners={owners} />
          </div>
        </div>
        <div className="flex shrink-0 flex-row flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          <time dateTime={summary.createdAt} className="text-sm text-slate-600">
            {formatAdminDateTime(summary.createdAt, timeZone)}
          </time>
          {/* The same link open or closed, so focus stays on it when the card changes under it. */}
          <Link to={toggleHref} preventScrollReset aria-expanded={opened !== null} className={actionButton}>
            {opened ? (
              <ChevronUp className="size-4" aria-hidden="true" />
            ) : (
              <ChevronDown className="size-4" aria-hidden="true" />
            )}
            {opened ? 'Close' : 'Open'}
            <span className="sr-only">{` the ${kind.toLowerCase()} from ${who}`}</span>
          </Link>
        </div>
      </div>
      {opened ? (
        <OpenedItem item={opened} owners={owners} action={action} returnTo={returnTo} pipelineError={pipelineError} />
      ) : summary.excerpt ? (
        <p className="mt-3 text-sm break-words text-slate-700" data-excerpt>
          {summary.excerpt}
        </p>
      ) : null}
    </article>
  );
}
