/**
 * The full editor's History tab (issue 18): the study's versions, newest first; choosing one (a
 * link, so it works before hydration and can be bookmarked) shows what differs from the current
 * version and offers to restore it. The restore button belongs to a form outside the editor's own
 * (`RESTORE_FORM_ID`), so restoring never posts the editor's fields and saving never restores.
 */
import { History } from 'lucide-react';
import { Form, Link } from 'react-router';
import { ChangeList } from '../../../components/admin/revisions/change-list.tsx';
import { useStudioTimeZone } from '../../../components/admin/studio-time-zone.tsx';
import { revisionCopy } from '../../../content/revision-copy.ts';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { cn } from '../../../lib/cn.ts';
import type { HistoryView } from '../../../lib/revisions.ts';
import { EditorCard } from './fields.tsx';

export const RESTORE_FORM_ID = 'restore-version';

const changeLabels = {
  before: revisionCopy.thisVersionColumn,
  after: revisionCopy.currentColumn,
  empty: revisionCopy.empty,
};

export function HistoryPanel({
  history,
  intro = revisionCopy.historyIntro,
  empty = revisionCopy.historyEmpty,
}: {
  history: HistoryView;
  /** The tab's words for another kind of record than a case study (a page). */
  intro?: string;
  empty?: string;
}) {
  const { entries, selected } = history;
  const timeZone = useStudioTimeZone();
  return (
    <EditorCard
      title={revisionCopy.historyHeading}
      description={intro}
      icon={<History className="size-4" aria-hidden="true" />}
    >
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <nav aria-label={revisionCopy.historyListLabel}>
            <ol className="space-y-1">
              {entries.map((entry) => {
                const isSelected = entry.id === selected?.id;
                return (
                  <li key={entry.id}>
                    <Link
                      to={`?revision=${entry.id}`}
                      preventScrollReset
                      replace
                      aria-current={isSelected ? 'true' : undefined}
                      className={cn(
                        'block rounded-lg border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                        isSelected
                          ? 'border-blue-300 bg-blue-50 text-blue-900'
                          : 'border-transparent text-slate-800 hover:border-slate-200 hover:bg-slate-50',
                      )}
                    >
                      <span className="block font-medium">
                        {formatAdminDateTime(entry.at, timeZone)} by {entry.actor}
                      </span>
                      <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                        {entry.change}
                        {entry.current ? (
                          <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                            {revisionCopy.current}
                          </span>
                        ) : null}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          </nav>
          <div className="min-w-0">
            {selected ? (
              <section aria-labelledby="revision-differences" className="space-y-4">
                <h3 id="revision-differences" className="text-sm font-semibold text-slate-900">
                  {revisionCopy.differencesHeading(
                    `${formatAdminDateTime(selected.at, timeZone)} by ${selected.actor}`,
                  )}
                </h3>
                {selected.changes.length === 0 ? (
                  <p className="text-sm text-slate-600">{revisionCopy.noDifferences}</p>
                ) : (
                  <ChangeList changes={selected.changes} labels={changeLabels} />
                )}
                {selected.current ? null : (
                  <button
                    type="submit"
                    form={RESTORE_FORM_ID}
                    name="revision"
                    value={selected.id}
                    className="inline-flex h-10 items-center rounded-lg bg-blue-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                  >
                    {revisionCopy.restore}
                  </button>
                )}
              </section>
            ) : (
              <p className="text-sm text-slate-600">{revisionCopy.chooseVersion}</p>
            )}
          </div>
        </div>
      )}
    </EditorCard>
  );
}

/** The form the restore button submits: outside the editor's form, posting to the edit page's restore. */
export function RestoreVersionForm({
  studyId,
  editPath = `/admin/case-studies/edit/${studyId}`,
}: {
  studyId: string;
  /** The edit page of the record (a page's, `/admin/pages/edit/{id}`); a case study's by default. */
  editPath?: string;
}) {
  return <Form id={RESTORE_FORM_ID} method="post" action={`${editPath}?restore`} hidden />;
}
