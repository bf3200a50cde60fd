/**
 * Rows of an editor's Publishing summary that every record with a schedule shares (a case study's,
 * a page's): when it waits to be published, and when it was first published and last saved.
 */
import { useStudioTimeZone } from '../../../components/admin/studio-time-zone.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { ScheduledBadge } from './status-badge.tsx';

/** "Publish at" with its Scheduled badge, in the zone the time was entered in; nothing without one. */
export function ScheduleRow({ at, timeZone }: { at: string | null; timeZone: string }) {
  if (!at) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <dt className="whitespace-nowrap text-slate-600">Publish at</dt>
      <dd>
        <ScheduledBadge at={at} timeZone={timeZone} />
      </dd>
    </div>
  );
}

/** Published (the first time) and Last saved, in the staff member's zone; nothing for a new record. */
export function SavedTimeRows({ saved }: { saved: { publishedAt: string | null; updatedAt: string } | null }) {
  const timeZone = useStudioTimeZone();
  if (!saved) return null;
  return (
    <>
      {saved.publishedAt ? (
        <div className="flex items-center justify-between gap-3">
          <dt className="whitespace-nowrap text-slate-600">Published</dt>
          <dd className="text-right text-slate-900">{formatAdminDateTime(saved.publishedAt, timeZone)}</dd>
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <dt className="whitespace-nowrap text-slate-600">Last saved</dt>
        <dd className="text-right text-slate-900">{formatAdminDateTime(saved.updatedAt, timeZone)}</dd>
      </div>
    </>
  );
}
