/**
 * The inbox's filters (issue 31): a plain GET form, so the query lives in the URL and works without
 * JavaScript, and the exact count of each pipeline status as links that filter by it.
 */
import { Form, Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { INBOX_KINDS, type InboxQuery, inboxHref, isInboxFiltered, NO_SOURCE } from '../../../lib/inbox-query.ts';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadOwner, type LeadStatus } from '../../../lib/lead-pipeline.ts';
import {
  field,
  LabelledSelect,
  label,
  optionsOf,
  ownerName,
  type SelectOption,
} from '../../leads/admin/pipeline-panel.tsx';
import { INBOX_KIND_LABELS } from '../inbox.ts';

export function InboxFilters({
  query,
  owners,
  sources,
}: {
  query: InboxQuery;
  owners: readonly LeadOwner[];
  /** The sources received so far (null: not recorded), most used first. */
  sources: readonly (string | null)[];
}) {
  // A source in the URL that is not among the listed ones (rare, or a hand-made link) stays selectable.
  const sourceValues = [
    ...new Set([...sources.map((source) => source ?? NO_SOURCE), ...(query.source ? [query.source] : [])]),
  ];
  return (
    <Form method="get" action="/admin/messages" className="mb-4 rounded-xl border border-slate-200 bg-white p-4">
      {query.view !== 'inbox' ? <input type="hidden" name="view" value={query.view} /> : null}
      {query.person ? <input type="hidden" name="person" value={query.person} /> : null}
      <div className="mb-3">
        <label htmlFor="filter-q" className={label}>
          Search name, e-mail, company and message
        </label>
        <input id="filter-q" type="search" name="q" defaultValue={query.q ?? ''} maxLength={200} className={field} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
        <FilterSelect
          query={query}
          param="status"
          label="Status"
          options={optionsOf(LEAD_STATUSES, LEAD_STATUS_LABELS, 'Any status')}
        />
        <FilterSelect
          query={query}
          param="owner"
          label="Owner"
          options={[
            { value: '', label: 'Anyone' },
            { value: 'mine', label: 'Mine' },
            { value: 'none', label: 'Unassigned' },
            ...owners.filter((owner) => owner.current).map((owner) => ({ value: owner.id, label: ownerName(owner) })),
          ]}
        />
        <FilterSelect
          query={query}
          param="kind"
          label="Type"
          options={optionsOf(INBOX_KINDS, INBOX_KIND_LABELS, 'Any type')}
        />
        <FilterSelect
          query={query}
          param="source"
          label="Source"
          options={[
            { value: '', label: 'Any source' },
            ...sourceValues.map((source) => ({ value: source, label: source === NO_SOURCE ? 'Not recorded' : source })),
          ]}
        />
        <div>
          <label htmlFor="filter-from" className={label}>
            Received from
          </label>
          <input id="filter-from" type="date" name="from" defaultValue={query.from ?? ''} className={field} />
        </div>
        <div>
          <label htmlFor="filter-to" className={label}>
            Received until
          </label>
          <input id="filter-to" type="date" name="to" defaultValue={query.to ?? ''} className={field} />
        </div>
        <div className="flex items-end">
          <label className="inline-flex h-10 items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              name="due"
              value="1"
              defaultChecked={query.due}
              className="size-4 rounded border-slate-300"
            />
            Follow-up due
          </label>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses({ size: 'sm' })}>
          Filter
        </button>
        {isInboxFiltered(query) ? (
          <Link
            to={inboxHref({
              ...query,
              status: null,
              owner: null,
              kind: null,
              from: null,
              to: null,
              due: false,
              q: null,
              source: null,
            })}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A filter's select, named and filled in from the query parameter it sets. */
function FilterSelect({
  query,
  param,
  label,
  options,
}: {
  query: InboxQuery;
  param: 'status' | 'owner' | 'kind' | 'source';
  label: string;
  options: readonly SelectOption[];
}) {
  return (
    <LabelledSelect
      id={`filter-${param}`}
      label={label}
      name={param}
      defaultValue={query[param] ?? ''}
      options={options}
    />
  );
}

/** The exact number of each status under the other filters, each a link that filters by it. */
export function StatusCounts({ query, counts }: { query: InboxQuery; counts: Record<LeadStatus, number> }) {
  return (
    <nav aria-label="Lead statuses" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {LEAD_STATUSES.map((status) => {
          const current = query.status === status;
          return (
            <li key={status}>
              <Link
                to={inboxHref(query, { status: current ? null : status })}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium',
                  current
                    ? 'border-indigo-600 bg-indigo-50 text-indigo-900'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {LEAD_STATUS_LABELS[status]}
                <span className="tabular-nums" data-status-count={status}>
                  {counts[status]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
