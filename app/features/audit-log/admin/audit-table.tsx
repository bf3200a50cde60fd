/**
 * The audit log's pieces (issue 19): the filter form (a GET form, so it works before and without
 * JavaScript and every filter lives in the URL) and the table of entries.
 */
import { Filter } from 'lucide-react';
import { Form, Link } from 'react-router';
import { FieldFrame, SelectField, useControlClasses } from '../../../components/forms/field.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { AUDIT_ACTIONS, type AuditQuery, type AuditRow, type AuditSubject } from '../../../lib/audit-log.ts';
import { actionLabel, actorLabel, auditCopy, entityTypeLabel } from '../audit-copy.ts';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((code) => ({ value: code, label: actionLabel(code) }));

export function AuditFilters({
  query,
  people,
}: {
  query: AuditQuery;
  people: readonly { value: string; label: string }[];
}) {
  const control = useControlClasses();
  const filtered = Boolean(query.actor || query.action || query.from || query.to);
  return (
    <Form
      method="get"
      action="/admin/audit"
      role="search"
      aria-label={auditCopy.filtersLabel}
      className="grid grid-cols-2 gap-3 border-b border-slate-100 p-4 sm:px-5 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-end"
    >
      <SelectField
        id="audit-person"
        label={auditCopy.person}
        name="actor"
        placeholder={auditCopy.anyPerson}
        options={people}
        defaultValue={query.actor ?? ''}
        key={`actor:${query.actor ?? ''}`}
        className="col-span-2 sm:col-span-1"
      />
      <SelectField
        id="audit-action"
        label={auditCopy.action}
        name="action"
        placeholder={auditCopy.anyAction}
        options={ACTION_OPTIONS}
        defaultValue={query.action ?? ''}
        key={`action:${query.action ?? ''}`}
        className="col-span-2 sm:col-span-1"
      />
      <FieldFrame id="audit-from" label={auditCopy.from}>
        <input
          id="audit-from"
          type="date"
          name="from"
          defaultValue={query.from ?? ''}
          key={`from:${query.from ?? ''}`}
          className={control}
        />
      </FieldFrame>
      <FieldFrame id="audit-to" label={auditCopy.to}>
        <input
          id="audit-to"
          type="date"
          name="to"
          defaultValue={query.to ?? ''}
          key={`to:${query.to ?? ''}`}
          className={control}
        />
      </FieldFrame>
      <div className="col-span-2 flex gap-2 xl:col-span-1">
        <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'h-10.5' })}>
          <Filter className="size-4" aria-hidden="true" />
          {auditCopy.apply}
        </button>
        {filtered ? (
          <Link to="/admin/audit" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'h-10.5' })}>
            {auditCopy.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

const label = 'block text-xs text-slate-500';
const cell = 'px-4 py-3 align-top';

function Who({ actor }: { actor: AuditRow['actor'] }) {
  if (actor.kind === 'intake_key' || actor.kind === 'intake_without_key') {
    return (
      <>
        <span className="font-medium break-words text-slate-900">
          {actor.kind === 'intake_key' ? actor.name : auditCopy.withoutKey}
        </span>
        <span className={label}>{auditCopy.actorKinds[actor.kind]}</span>
      </>
    );
  }
  return <span className="font-medium break-words text-slate-900">{actorLabel(actor)}</span>;
}

function What({ subject }: { subject: AuditSubject | null }) {
  if (!subject) return <span className="text-slate-500">{auditCopy.none}</span>;
  return (
    <>
      <span className={label}>{entityTypeLabel(subject.type)}</span>
      {subject.href ? (
        <Link to={subject.href} className="font-medium break-words text-blue-700 hover:underline">
          {subject.name}
        </Link>
      ) : (
        <span className="break-words text-slate-800">{subject.name}</span>
      )}
      {subject.gone ? <span className={label}>({auditCopy.gone})</span> : null}
    </>
  );
}

export function AuditTable({ rows, timeZone }: { rows: readonly AuditRow[]; timeZone: string }) {
  const columns = auditCopy.columns;
  return (
    // A named <section> is a region landmark: the table scrolls sideways inside it on a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
    <section className="relative overflow-x-auto" aria-label={auditCopy.tableCaption} tabIndex={0}>
      {/* Fixed columns: the widths below, not the longest e-mail or action code, decide the layout. */}
      <table className="w-full min-w-[77rem] table-fixed text-left text-sm">
        <caption className="sr-only">{auditCopy.tableCaption}</caption>
        <colgroup>
          <col className="w-64" />
          <col className="w-56" />
          <col className="w-56" />
          <col className="w-56" />
          <col className="w-36" />
          <col className="w-40" />
        </colgroup>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 sm:pl-5">
              {columns.time}
            </th>
            <th scope="col" className="px-4 py-3">
              {columns.who}
            </th>
            <th scope="col" className="px-4 py-3">
              {columns.action}
            </th>
            <th scope="col" className="px-4 py-3">
              {columns.subject}
            </th>
            <th scope="col" className="px-4 py-3">
              {columns.ip}
            </th>
            <th scope="col" className="px-4 py-3 sm:pr-5">
              {columns.requestId}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} data-audit-id={row.id}>
              <td className={`${cell} text-slate-700 sm:pl-5`}>
                <time dateTime={row.createdAt}>{formatAdminDateTime(row.createdAt, timeZone)}</time>
              </td>
              <td className={`${cell} break-words`}>
                <Who actor={row.actor} />
              </td>
              <td className={cell}>
                <span className="text-slate-900">{actionLabel(row.action)}</span>
                <code className="mt-0.5 block font-mono text-xs break-all text-slate-500">{row.action}</code>
              </td>
              <td className={`${cell} break-words`}>
                <What subject={row.subject} />
              </td>
              <td className={`${cell} font-mono text-xs break-all text-slate-700`}>
                {row.ip ?? <span className="text-slate-500">{auditCopy.none}</span>}
              </td>
              <td className={`${cell} font-mono text-xs text-slate-700 sm:pr-5`}>
                {row.requestId ? (
                  <span className="break-all">{row.requestId}</span>
                ) : (
                  <span className="text-slate-500">{auditCopy.none}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
