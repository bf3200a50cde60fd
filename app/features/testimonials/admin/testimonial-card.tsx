import { Pencil, Quote, Trash2 } from 'lucide-react';
import { Form, Link } from 'react-router';
import type { Testimonial } from '../../../lib/case-study.ts';
import { cn } from '../../../lib/cn.ts';
import type { DashboardReviewState } from '../../../lib/review.ts';
import { safeContentUrl } from '../../../lib/safe-url.ts';
import { ReviewStateBadge } from '../../case-studies/admin/status-badge.tsx';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('');
}

/** One testimonial in the admin grid, with its edit and (immediate, SPEC 4) delete actions. */
export function TestimonialCard({
  testimonial,
  editing,
  readOnly = false,
  reviewState = null,
}: {
  testimonial: Testimonial;
  editing: boolean;
  /** For a role that reads but does not change content: no Edit or Delete. */
  readOnly?: boolean;
  /** Where its client review stands (issue 30); null when it was never sent for review. */
  reviewState?: DashboardReviewState | null;
}) {
  const active = testimonial.status === 'active';
  const photo = safeContentUrl(testimonial.image);
  return (
    <article
      className={cn(
        'flex h-full flex-col rounded-xl border bg-white p-5 shadow-xs transition-shadow',
        editing ? 'border-blue-400 ring-2 ring-blue-100' : 'border-slate-200',
      )}
      aria-label={`Testimonial by ${testimonial.authorName}`}
    >
      <div className="flex items-start justify-between gap-3">
        <Quote className="size-6 shrink-0 text-blue-200" aria-hidden="true" />
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
            active
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
              : 'bg-slate-100 text-slate-700 ring-slate-500/20',
          )}
        >
          <span
            className={cn('size-1.5 rounded-full', active ? 'bg-emerald-600' : 'bg-slate-500')}
            aria-hidden="true"
          />
          {active ? 'Active' : 'Inactive'}
        </span>
      </div>
      {reviewState ? (
        <p className="mt-2">
          <ReviewStateBadge state={reviewState} />
        </p>
      ) : null}
      <blockquote className="mt-3 flex-1 text-[15px] leading-relaxed text-slate-800">“{testimonial.quote}”</blockquote>
      <div className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
        {photo ? (
          <img src={photo} alt="" className="size-10 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800"
            aria-hidden="true"
          >
            {initials(testimonial.authorName)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{testimonial.authorName}</p>
          <p className="truncate text-sm text-slate-600">
            {testimonial.title} at {testimonial.company}
          </p>
        </div>
        {readOnly ? null : (
          <div className="flex shrink-0 items-center gap-1">
            <Link
              to={`?edit=${encodeURIComponent(testimonial.id)}`}
              preventScrollReset={false}
              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <Pencil className="size-4" aria-hidden="true" />
              <span className="sr-only">Edit testimonial by {testimonial.authorName}</span>
            </Link>
            <Form method="post" action="/admin/testimonials">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={testimonial.id} />
              <button
                type="submit"
                className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-red-600"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="sr-only">Delete testimonial by {testimonial.authorName}</span>
              </button>
            </Form>
          </div>
        )}
      </div>
    </article>
  );
}
