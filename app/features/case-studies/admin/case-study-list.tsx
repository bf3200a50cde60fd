/**
 * The dashboard's case-study rows (SPEC 2.11): '#order', title, status, Scheduled and Featured badges, client and
 * industry, updated date, and the view / edit / delete actions. Delete asks first, in an accessible
 * dialog; without JavaScript the same question appears on the page (?delete=<id>).
 */
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import type { DashboardRow } from '../../../lib/admin-case-studies.ts';
import { formatAdminDate } from '../../../lib/admin-format.ts';
import { CaseStudyStatusBadge, FeaturedBadge, ReviewStateBadge, ScheduledBadge } from './status-badge.tsx';

export const DELETE_QUESTION = 'Are you sure you want to delete this case study?';

const iconAction =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition-colors focus-visible:outline-2';

function DeleteForm({ row, returnTo, onSubmit }: { row: DashboardRow; returnTo: string; onSubmit?: () => void }) {
  return (
    <Form method="post" action="/admin?index" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button type="submit" variant="destructive" size="sm" className="w-full sm:w-auto">
        <Trash2 className="size-4" aria-hidden="true" />
        Delete case study
      </Button>
    </Form>
  );
}

export function CaseStudyList({
  rows,
  returnTo,
  timeZone,
  readOnly = false,
}: {
  rows: DashboardRow[];
  returnTo: string;
  /** The staff member's time zone, for the Scheduled badge. */
  timeZone: string;
  /** For a role that reads but does not change content: View only. */
  readOnly?: boolean;
}) {
  const [pending, setPending] = useState<DashboardRow | null>(null);
  // Before hydration the delete action is a link to the page's own confirmation (works without JS).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-col gap-3 px-4 py-4 sm:px-5 lg:flex-row lg:items-center lg:gap-5">
            <div className="flex min-w-0 flex-1 items-start gap-3 sm:gap-4">
              <span
                className="mt-0.5 inline-flex h-7 min-w-11 shrink-0 items-center justify-center rounded-md bg-slate-100 px-2 text-xs font-semibold text-slate-700 tabular-nums"
                title="Display order"
              >
                {row.orderLabel}
              </span>
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
                  <h3 className="font-semibold text-slate-900">{row.title}</h3>
                  <CaseStudyStatusBadge status={row.status} />
                  {row.scheduledFor ? <ScheduledBadge at={row.scheduledFor} timeZone={timeZone} /> : null}
                  {row.featured ? <FeaturedBadge /> : null}
                  {row.reviewState ? <ReviewStateBadge state={row.reviewState} /> : null}
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {row.clientName}
                  <span aria-hidden="true" className="px-1.5 text-slate-300">
                    •
                  </span>
                  {row.clientIndustry}
                </p>
              </div>
            </div>
            <div className="flex items-center justify-between gap-4 pl-14 sm:pl-15 lg:justify-end lg:pl-0">
              <p className="text-sm whitespace-nowrap text-slate-500">
                Updated <time dateTime={row.updatedAt}>{formatAdminDate(row.updatedAt)}</time>
              </p>
              <div className="flex items-center gap-0.5">
                <a
                  href={row.viewHref}
                  target="_blank"
                  rel="noreferrer"
                  className={`${iconAction} hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-blue-600`}
                  title={row.status === 'published' ? 'View' : 'Preview'}
                >
                  <Eye className="size-4" aria-hidden="true" />
                  <span className="sr-only">
                    {row.status === 'published' ? 'View' : 'Preview'} {row.title} (opens in a new tab)
                  </span>
                </a>
                {readOnly ? null : (
                  <>
                    <Link
                      to={`/admin/case-studies/simple-edit/${encodeURIComponent(row.id)}`}
                      className={`${iconAction} hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-blue-600`}
                      title="Edit"
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                      <span className="sr-only">Edit {row.title}</span>
                    </Link>
                    {hydrated ? (
                      <button
                        type="button"
                        onClick={() => setPending(row)}
                        className={`${iconAction} hover:bg-red-50 hover:text-red-700 focus-visible:outline-red-600`}
                        title="Delete"
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        <span className="sr-only">Delete {row.title}</span>
                      </button>
                    ) : (
                      <a
                        href={`${returnTo}${returnTo.includes('?') ? '&' : '?'}delete=${encodeURIComponent(row.id)}`}
                        className={`${iconAction} hover:bg-red-50 hover:text-red-700 focus-visible:outline-red-600`}
                        title="Delete"
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        <span className="sr-only">Delete {row.title}</span>
                      </a>
                    )}
                  </>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>

      <AlertDialog.Root open={pending !== null} onOpenChange={(open) => (open ? undefined : setPending(null))}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete case study</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              {DELETE_QUESTION} “{pending?.title}” and its sections and metrics will be removed for good.
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Cancel
              </AlertDialog.Cancel>
              {pending ? <DeleteForm row={pending} returnTo={returnTo} onSubmit={() => setPending(null)} /> : null}
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}

/** The same question without JavaScript: shown on the page when the URL asks to delete a row. */
export function InlineDeleteConfirmation({ row, returnTo }: { row: DashboardRow; returnTo: string }) {
  const navigation = useNavigation();
  return (
    <section
      aria-labelledby="confirm-delete-heading"
      className="mb-6 rounded-xl border border-red-200 bg-red-50 p-5"
      data-busy={navigation.state !== 'idle' || undefined}
    >
      <h2 id="confirm-delete-heading" className="font-semibold text-red-900">
        {DELETE_QUESTION}
      </h2>
      <p className="mt-1 text-sm text-red-800">“{row.title}” and its sections and metrics will be removed for good.</p>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row">
        <Link to={returnTo} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Cancel
        </Link>
        <DeleteForm row={row} returnTo={returnTo} />
      </div>
    </section>
  );
}
