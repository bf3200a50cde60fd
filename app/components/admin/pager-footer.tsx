/**
 * The foot of a paged studio list: what is shown, and Previous / Next links to the neighbouring
 * pages (plain links, so paging works without JavaScript). A link is left out where there is no page.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button.tsx';

export function PagerFooter({
  summary,
  label,
  previous,
  next,
}: {
  summary: ReactNode;
  /** The navigation's accessible name. */
  label: string;
  previous: string | null;
  next: string | null;
}) {
  const link = buttonClasses({ variant: 'outline', size: 'sm' });
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <p aria-live="polite">{summary}</p>
      {previous || next ? (
        <nav aria-label={label} className="flex gap-2">
          {previous ? (
            <Link to={previous} rel="prev" className={link}>
              Previous
            </Link>
          ) : null}
          {next ? (
            <Link to={next} rel="next" className={link}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
