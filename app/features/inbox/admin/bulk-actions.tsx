/**
 * Bulk actions on the inbox's selection (issue 31). The form sits above the list and each item's
 * checkbox joins it with the `form` attribute, so selecting and applying work without JavaScript.
 */
import { Form } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { BULK_STATUSES } from '../../../lib/inbox-bulk.ts';
import { LEAD_STATUS_LABELS, type LeadOwner } from '../../../lib/lead-pipeline.ts';
import { field, label } from '../../leads/admin/pipeline-panel.tsx';

export const BULK_FORM_ID = 'inbox-bulk';

export function BulkActions({
  owners,
  returnTo,
  error,
}: {
  owners: readonly LeadOwner[];
  returnTo: string;
  error: string | null;
}) {
  return (
    <Form
      id={BULK_FORM_ID}
      method="post"
      action="/admin/messages"
      preventScrollReset
      className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <input type="hidden" name="intent" value="bulk" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="sm:w-72">
        <label htmlFor="bulk-action" className={label}>
          With the selected messages
        </label>
        <select id="bulk-action" name="bulkAction" defaultValue="" className={field}>
          <option value="" disabled>
            Choose an action
          </option>
          <optgroup label="Assign to">
            {owners
              .filter((owner) => owner.current)
              .map((owner) => (
                <option key={owner.id} value={`assign:${owner.id}`}>
                  {owner.name ?? owner.email}
                </option>
              ))}
            <option value="assign:none">Nobody (unassign)</option>
          </optgroup>
          <optgroup label="Move to status">
            {BULK_STATUSES.map((status) => (
              <option key={status} value={`status:${status}`}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </optgroup>
          <option value="archive">Archive</option>
        </select>
      </div>
      <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        Apply to selected
      </button>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
