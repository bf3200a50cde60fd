/**
 * 'Before you publish': what a visitor or a search engine would miss (app/features/case-studies/publish-checklist.ts).
 * Warnings only; they turn amber when the study is about to be published with gaps.
 */
import { CircleAlert, CircleCheck, ListChecks } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { type ChecklistInput, publishChecklist } from '../publish-checklist.ts';

export function PublishChecklistPanel({
  values,
  sections,
  metricCount,
}: Pick<ChecklistInput, 'sections' | 'metricCount'> & {
  /** The editor's values: what they say of the image and search fields, and whether they publish. */
  values: Omit<ChecklistInput, 'sections' | 'metricCount'> & { status: string };
}) {
  const items = publishChecklist({ ...values, sections, metricCount });
  const publishing = values.status === 'published';
  const open = items.filter((item) => !item.ok).length;
  return (
    <section
      aria-labelledby="publish-checklist-heading"
      className={cn(
        'rounded-xl border bg-white shadow-xs',
        publishing && open > 0 ? 'border-amber-300' : 'border-slate-200',
      )}
    >
      <header className="flex items-start gap-3 border-b border-slate-100 px-5 py-4">
        <span
          className={cn(
            'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg',
            open === 0 ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-700',
          )}
        >
          <ListChecks className="size-4" aria-hidden="true" />
        </span>
        <div>
          <h2 id="publish-checklist-heading" className="text-base font-semibold text-slate-900">
            Before you publish
          </h2>
          <p className="mt-0.5 text-sm text-slate-600" aria-live="polite">
            {open === 0
              ? 'Everything a visitor and a search engine look for is there.'
              : `${open} ${open === 1 ? 'thing' : 'things'} to check${publishing ? ' before this goes live' : ''}.`}
          </p>
        </div>
      </header>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 px-5 py-3">
            {item.ok ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
            )}
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">
                <span className="sr-only">{item.ok ? 'Done: ' : 'To check: '}</span>
                {item.label}
              </p>
              <p className="text-xs text-slate-600">{item.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
