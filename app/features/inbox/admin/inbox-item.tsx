/**
 * One message or lead in the admin inbox: who, what they asked, when, whether the notification
 * e-mail went out, and the read / archive actions.
 */
import { Archive, ArchiveRestore, Compass, Mail, MailOpen, Reply } from 'lucide-react';
import { Form, Link } from 'react-router';
import { useStudioTimeZone } from '../../../components/admin/studio-time-zone.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { cn } from '../../../lib/cn.ts';
import type { LeadOwner } from '../../../lib/lead-pipeline.ts';
import { PipelinePanel, PipelineSummary } from '../../leads/admin/pipeline-panel.tsx';
import { deliveryLabel, INBOX_KIND_LABELS, type InboxAttribution, type InboxItem } from '../inbox.ts';
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
  returnTo,
  children,
}: {
  item: InboxItem;
  status: InboxItem['status'];
  returnTo: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action="/admin/messages" preventScrollReset>
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

export function InboxItemCard({
  item,
  returnTo,
  owners = [],
  pipelineError = null,
  selectable = false,
  personHref = null,
}: {
  item: InboxItem;
  returnTo: string;
  /** The staff a lead can be given to (issue 31); the pipeline shows when the item has one. */
  owners?: readonly LeadOwner[];
  /** Why the last save of this item's pipeline was refused. */
  pipelineError?: string | null;
  /** Shows a checkbox that adds the item to the bulk actions' selection. */
  selectable?: boolean;
  /** The page of every submission from this person (issue 31), when not on it already. */
  personHref?: string | null;
}) {
  const unread = item.status === 'new';
  const timeZone = useStudioTimeZone();
  const who = item.name ?? item.email;
  const delivery = item.delivery?.status ?? 'none';
  return (
    <article
      aria-label={`${INBOX_KIND_LABELS[item.kind]} from ${who}`}
      className={cn(
        'rounded-xl border bg-white p-4 shadow-xs sm:p-5',
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
                value={`${item.source}:${item.id}`}
                aria-label={`Select the ${INBOX_KIND_LABELS[item.kind].toLowerCase()} from ${who}`}
                className="size-5 rounded border-slate-300"
              />
            ) : null}
            {unread ? (
              <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-blue-700">
                <span className="size-2 rounded-full bg-blue-600" aria-hidden="true" />
                Unread
              </span>
            ) : null}
            <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {INBOX_KIND_LABELS[item.kind]}
            </span>
            {item.status === 'archived' ? (
              <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">Archived</span>
            ) : null}
          </div>
          <h3 className={cn('mt-2 text-base text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
            {who}
            {item.company ? <span className="font-normal text-slate-600"> · {item.company}</span> : null}
          </h3>
          <p className="text-sm">
            <a href={`mailto:${item.email}`} className="break-all text-blue-700 underline-offset-4 hover:underline">
              {item.email}
            </a>
          </p>
          {personHref ? (
            <p className="mt-1 text-sm">
              <Link
                to={personHref}
                className="inline-flex min-h-6 items-center text-slate-600 underline underline-offset-4 hover:text-slate-900"
              >
                {`Everything from ${item.email}`}
              </Link>
            </p>
          ) : null}
          {item.pipeline ? (
            <div className="mt-2">
              <PipelineSummary pipeline={item.pipeline} owners={owners} />
            </div>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-row items-center gap-2 sm:flex-col sm:items-end">
          <time dateTime={item.createdAt} className="text-sm text-slate-500">
            {formatAdminDateTime(item.createdAt, timeZone)}
          </time>
          <span
            className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', deliveryStyles[delivery])}
            title={item.delivery?.lastError ?? undefined}
          >
            {deliveryLabel(item.delivery)}
          </span>
        </div>
      </div>

      {item.message ? (
        <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-line text-slate-800">{item.message}</p>
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
          <StatusForm item={item} status="read" returnTo={returnTo}>
            <MailOpen className="size-4" aria-hidden="true" />
            Mark as read
          </StatusForm>
        ) : item.status === 'read' ? (
          <StatusForm item={item} status="new" returnTo={returnTo}>
            <Mail className="size-4" aria-hidden="true" />
            Mark as unread
          </StatusForm>
        ) : null}
        {item.status === 'archived' ? (
          <StatusForm item={item} status="read" returnTo={returnTo}>
            <ArchiveRestore className="size-4" aria-hidden="true" />
            Move to inbox
          </StatusForm>
        ) : (
          <StatusForm item={item} status="archived" returnTo={returnTo}>
            <Archive className="size-4" aria-hidden="true" />
            Archive
          </StatusForm>
        )}
      </div>
    </article>
  );
}
