/**
 * The dashboard's 'Recently deleted' list (issue 18): case studies deleted in the last 30 days, each
 * with who deleted it and when, and a Restore button (a plain form post: it works before hydration).
 */
import { ArchiveRestore, Trash2 } from 'lucide-react';
import { Form } from 'react-router';
import { Panel } from '../../../components/admin/page-header.tsx';
import { useStudioTimeZone } from '../../../components/admin/studio-time-zone.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { revisionCopy } from '../../../content/revision-copy.ts';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';

export interface DeletedStudyRow {
  id: string;
  title: string;
  slug: string;
  actor: string;
  at: string;
}

export function RecentlyDeleted({ studies, returnTo }: { studies: DeletedStudyRow[]; returnTo: string }) {
  const timeZone = useStudioTimeZone();
  if (studies.length === 0) return null;
  return (
    <section aria-labelledby="recently-deleted-heading" className="mt-8">
      <Panel>
        <header className="flex items-start gap-3 border-b border-slate-100 px-4 py-4 sm:px-5">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
            <Trash2 className="size-4" aria-hidden="true" />
          </span>
          <div>
            <h2 id="recently-deleted-heading" className="font-semibold text-slate-900">
              {revisionCopy.deletedHeading}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">{revisionCopy.deletedIntro}</p>
          </div>
        </header>
        <ul className="divide-y divide-slate-100">
          {studies.map((study) => (
            <li
              key={study.id}
              className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{study.title}</p>
                <p className="text-sm text-slate-600">
                  /use-cases/{study.slug} ·{' '}
                  {revisionCopy.deletedBy(study.actor, formatAdminDateTime(study.at, timeZone))}
                </p>
              </div>
              <Form method="post" action="/admin">
                <input type="hidden" name="intent" value="undelete" />
                <input type="hidden" name="id" value={study.id} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button
                  type="submit"
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  aria-label={`${revisionCopy.deletedRestore} ${study.title}`}
                >
                  <ArchiveRestore className="size-4" aria-hidden="true" />
                  {revisionCopy.deletedRestore}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </Panel>
    </section>
  );
}
