/**
 * A lead's pipeline in the inbox (issue 31): its status, owner and follow-up date, why it was lost,
 * a note, and the timeline of who changed what. One plain form, so it works without JavaScript:
 * it posts the values it was drawn with beside the new ones, and only what the person changed is
 * saved (app/lib/lead-pipeline.ts).
 */
import { CalendarClock, History, UserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Form } from 'react-router';
import { useStudioTimeZone } from '../../../components/admin/studio-time-zone.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import {
  describeTimelineEntry,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadOwner,
  LOST_REASON_LABELS,
  LOST_REASONS,
  type PipelineState,
  type SubmissionRef,
  type TimelineEntry,
} from '../../../lib/lead-pipeline.ts';

/** The studio's form controls as the inbox draws them (its filters and bulk actions too). */
export const field =
  'mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600';
export const label = 'block text-sm font-medium text-slate-700';

export interface SelectOption {
  value: string;
  label: string;
}

/** An option for each of `values`, named by `labels`; first an empty one named `none`, when given. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
  none?: string,
): SelectOption[] {
  return [
    ...(none === undefined ? [] : [{ value: '', label: none }]),
    ...values.map((value) => ({ value, label: labels[value] })),
  ];
}

/** A select with its label above it, drawn like the inbox's other controls. */
export function LabelledSelect({
  id,
  label: text,
  options,
  ...select
}: Omit<ComponentProps<'select'>, 'className' | 'children'> & {
  id: string;
  label: string;
  options: readonly SelectOption[];
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} className={field} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export const ownerName = (owner: Pick<LeadOwner, 'email' | 'name'>) => owner.name ?? owner.email;

export function PipelineSummary({ pipeline, owners }: { pipeline: PipelineState; owners: readonly LeadOwner[] }) {
  const owner = owners.find((o) => o.id === pipeline.ownerId);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700" data-pipeline-summary>
      <span className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-800">
        {LEAD_STATUS_LABELS[pipeline.status]}
      </span>
      <span className="inline-flex items-center gap-1">
        <UserRound className="size-4 text-slate-500" aria-hidden="true" />
        {owner ? ownerName(owner) : 'Unassigned'}
      </span>
      {pipeline.followUpOn ? (
        <span className="inline-flex items-center gap-1">
          <CalendarClock className="size-4 text-slate-500" aria-hidden="true" />
          {`Follow up on ${pipeline.followUpOn}`}
        </span>
      ) : null}
    </p>
  );
}

/** One entry of a timeline: who did what, `where` (a person's page names the submission), when, and a note's text. */
export function TimelineItem({ entry, where }: { entry: TimelineEntry; where?: string }) {
  const timeZone = useStudioTimeZone();
  return (
    <li className="text-sm">
      <p className="text-slate-800">
        {describeTimelineEntry(entry)} {where ? <span className="text-slate-600">{`${where} `}</span> : null}
        <time dateTime={entry.createdAt} className="text-slate-600">
          · {formatAdminDateTime(entry.createdAt, timeZone)}
        </time>
      </p>
      {entry.entry === 'note' ? (
        <p className="mt-1 rounded-md bg-slate-50 px-3 py-2 whitespace-pre-line text-slate-800">{entry.body}</p>
      ) : null}
    </li>
  );
}

function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details className="mt-3">
      <summary className="inline-flex cursor-pointer items-center gap-1.5 text-sm font-medium text-slate-700 underline-offset-4 hover:underline">
        <History className="size-4" aria-hidden="true" />
        {`Timeline (${entries.length})`}
      </summary>
      <ol className="mt-2 space-y-2 border-l border-slate-200 pl-4">
        {entries.map((entry) => (
          <TimelineItem key={entry.id} entry={entry} />
        ))}
      </ol>
    </details>
  );
}

export function PipelinePanel({
  item,
  pipeline,
  timeline,
  owners,
  action,
  returnTo,
  error,
}: {
  item: SubmissionRef & { email: string };
  pipeline: PipelineState;
  timeline: readonly TimelineEntry[];
  owners: readonly LeadOwner[];
  /** Where the form posts: the list as shown, so a refused save is drawn on the same page. */
  action: string;
  returnTo: string;
  error: string | null;
}) {
  const id = (name: string) => `${item.source}-${item.id}-${name}`;
  const offered = owners.filter((owner) => owner.current || owner.id === pipeline.ownerId);
  return (
    <section aria-label={`Pipeline of ${item.email}`} className="mt-4 border-t border-slate-100 pt-4">
      {/* Drawn again after each save (a new timeline entry): the note field starts empty. */}
      <Form method="post" action={action} preventScrollReset key={timeline.length}>
        <input type="hidden" name="intent" value="pipeline" />
        <input type="hidden" name="source" value={item.source} />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="wasStatus" value={pipeline.status} />
        <input type="hidden" name="wasLostReason" value={pipeline.lostReason ?? ''} />
        <input type="hidden" name="wasLostNote" value={pipeline.lostNote ?? ''} />
        <input type="hidden" name="wasOwnerId" value={pipeline.ownerId ?? ''} />
        <input type="hidden" name="wasFollowUpOn" value={pipeline.followUpOn ?? ''} />
        <div className="grid gap-3 sm:grid-cols-3">
          <LabelledSelect
            id={id('status')}
            label="Status"
            name="status"
            defaultValue={pipeline.status}
            options={optionsOf(LEAD_STATUSES, LEAD_STATUS_LABELS)}
          />
          <LabelledSelect
            id={id('owner')}
            label="Owner"
            name="ownerId"
            defaultValue={pipeline.ownerId ?? ''}
            options={[
              { value: '', label: 'Unassigned' },
              ...offered.map((owner) => ({
                value: owner.id,
                label: `${ownerName(owner)}${owner.current ? '' : ' (no longer on the team)'}`,
              })),
            ]}
          />
          <div>
            <label htmlFor={id('follow-up')} className={label}>
              Follow-up date
            </label>
            <input
              id={id('follow-up')}
              type="date"
              name="followUpOn"
              defaultValue={pipeline.followUpOn ?? ''}
              className={field}
            />
          </div>
        </div>
        <fieldset className="mt-3 grid gap-3 sm:grid-cols-3">
          <legend className="sr-only">If the lead is lost</legend>
          <LabelledSelect
            id={id('lost-reason')}
            label="Reason, if lost"
            name="lostReason"
            defaultValue={pipeline.lostReason ?? ''}
            options={optionsOf(LOST_REASONS, LOST_REASON_LABELS, 'No reason')}
          />
          <div className="sm:col-span-2">
            <label htmlFor={id('lost-note')} className={label}>
              More about why it was lost (optional)
            </label>
            <input
              id={id('lost-note')}
              name="lostNote"
              maxLength={500}
              defaultValue={pipeline.lostNote ?? ''}
              className={field}
            />
          </div>
        </fieldset>
        <div className="mt-3">
          <label htmlFor={id('note')} className={label}>
            Add a note
          </label>
          <textarea
            id={id('note')}
            name="note"
            rows={2}
            maxLength={5000}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600"
          />
        </div>
        {error ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="mt-3 inline-flex h-9 items-center rounded-lg bg-blue-700 px-4 text-sm font-medium text-white transition-colors hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          Save lead
        </button>
      </Form>
      <Timeline entries={timeline} />
    </section>
  );
}
