/**
 * "Due today" on the dashboard (issue 31): how many of the signed-in staff member's leads have a
 * follow-up on or before today in their time zone, linking to the inbox filtered to exactly those.
 */
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The inbox filtered to the signed-in member's leads due today or earlier. */
export const DUE_TODAY_HREF = '/admin/messages?owner=mine&due=1';

export function DueToday({ count }: { count: number | null }) {
  return (
    <section
      aria-labelledby="due-today-heading"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 sm:px-5"
    >
      <CalendarClock className="size-5 shrink-0 text-amber-800" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="due-today-heading" className="font-semibold text-amber-950">
          Due today
        </h2>
        <p className="text-sm text-amber-900" data-due-today={count ?? ''}>
          {count === null
            ? 'Failed to count your follow-ups.'
            : count === 0
              ? 'None of your leads has a follow-up due today.'
              : `${count.toLocaleString('en-US')} of your leads ${count === 1 ? 'has' : 'have'} a follow-up due today or earlier.`}
        </p>
      </div>
      {count ? (
        <Link to={DUE_TODAY_HREF} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Open your follow-ups
        </Link>
      ) : null}
    </section>
  );
}
