import { CalendarClock, Star, UserCheck } from 'lucide-react';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import type { CaseStudyStatus } from '../../../lib/case-study.ts';
import { cn } from '../../../lib/cn.ts';
import { DASHBOARD_REVIEW_LABELS, type DashboardReviewState } from '../../../lib/review.ts';

const statusStyles: Record<CaseStudyStatus, { label: string; className: string; dot: string }> = {
  published: {
    label: 'Published',
    className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
    dot: 'bg-emerald-600',
  },
  draft: { label: 'Draft', className: 'bg-amber-50 text-amber-800 ring-amber-600/25', dot: 'bg-amber-500' },
  archived: { label: 'Archived', className: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-500' },
};

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

export function CaseStudyStatusBadge({ status }: { status: CaseStudyStatus }) {
  const style = statusStyles[status];
  return (
    <span className={cn(pill, style.className)}>
      <span className={cn('size-1.5 rounded-full', style.dot)} aria-hidden="true" />
      {style.label}
    </span>
  );
}

export function FeaturedBadge() {
  return (
    <span className={cn(pill, 'bg-violet-50 text-violet-800 ring-violet-600/20')}>
      <Star className="size-3 fill-current" aria-hidden="true" />
      Featured
    </span>
  );
}

/**
 * A draft waiting for its "Publish at": a 'Scheduled' pill and when, in the staff member's time zone.
 * The time sits beside the pill and moves under it when the line is too narrow.
 */
export function ScheduledBadge({ at, timeZone }: { at: string; timeZone: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <span className={cn(pill, 'bg-sky-50 text-sky-900 ring-sky-700/25')}>
        <CalendarClock className="size-3" aria-hidden="true" />
        Scheduled
      </span>{' '}
      <span className="sr-only">for </span>
      <time dateTime={at} className="text-xs font-medium whitespace-nowrap text-sky-900">
        {formatAdminDateTime(at, timeZone)}
      </time>
    </span>
  );
}

const REVIEW_STYLES: Record<DashboardReviewState, string> = {
  in_review: 'bg-violet-50 text-violet-900 ring-violet-700/25',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-700/25',
  changes_requested: 'bg-amber-50 text-amber-950 ring-amber-700/30',
};

/** Where the client review stands (issue 30): "In review", "Approved" or "Changes requested". */
export function ReviewStateBadge({ state }: { state: DashboardReviewState }) {
  return (
    <span className={cn(pill, REVIEW_STYLES[state])}>
      <UserCheck className="size-3" aria-hidden="true" />
      <span className="sr-only">Client review: </span>
      {DASHBOARD_REVIEW_LABELS[state]}
    </span>
  );
}
