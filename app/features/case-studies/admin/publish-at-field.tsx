/**
 * "Publish at" (issue 18): when a draft publishes itself. A datetime-local field in the staff
 * member's time zone, which it names, and a hidden field with that zone, so that the server reads the
 * time as it was shown, before hydration too (docs/decisions/scheduled-jobs.md).
 */

import { TextField } from '../../../components/forms/field.tsx';
import { zoneLabel } from '../../../lib/time-zone.ts';
import type { FullEditorValues } from '../case-study-form.ts';
import { scheduledPublication } from '../case-study-form.ts';
import type { TextBinding } from './editor-form.tsx';
import { fieldNames } from './fields.tsx';

/** What the field needs of an editor's values (the full case-study editor's, a page's). */
type ScheduleValues = Pick<FullEditorValues, 'status' | 'publishAt' | 'publishAtZone'>;

export function PublishAtField({
  editor: { values, patch, text },
}: {
  editor: {
    values: ScheduleValues;
    patch: (changes: Partial<ScheduleValues>) => void;
    text: (key: 'publishAt') => TextBinding;
  };
}) {
  const scheduled = scheduledPublication(values);
  const zone = zoneLabel(values.publishAtZone, scheduled ?? new Date());
  return (
    <div className="space-y-2">
      <TextField
        label="Publish at"
        type="datetime-local"
        step={60}
        className="sm:max-w-xs"
        hint={
          <>
            Only for drafts: the draft is published by itself at this time. Leave it empty to publish by hand. Time
            zone: <span className="font-semibold text-slate-700">{zone}</span>.
          </>
        }
        {...text('publishAt')}
      />
      <input type="hidden" {...fieldNames('publishAtZone')} value={values.publishAtZone} />
      {values.publishAt !== '' ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          {values.status === 'draft' ? null : (
            <p className="font-medium text-amber-800">Not used while the status is not Draft: saving clears it.</p>
          )}
          <button
            type="button"
            onClick={() => patch({ publishAt: '' })}
            className="rounded font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            Clear Publish at
          </button>
        </div>
      ) : null}
    </div>
  );
}
