/**
 * The studio's pages (issue 28): title (to its editor), address, status with its schedule, when it
 * last changed, and View (a published page) or Preview (any other) in a new tab.
 */
import { ExternalLink, Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { formatAdminDateTime } from '../../../lib/admin-format.ts';
import { CaseStudyStatusBadge, ScheduledBadge } from '../../case-studies/admin/status-badge.tsx';
import { pageCopy } from '../page-copy.ts';
import { pageEditPath, previewHref } from '../page-form.ts';
import type { PageRow } from '../page-rows.ts';

const iconAction =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600';

export function PageList({ rows, timeZone }: { rows: PageRow[]; timeZone: string }) {
  return (
    <ul aria-label={pageCopy.listLabel} className="divide-y divide-slate-100">
      {rows.map((row) => {
        const published = row.status === 'published';
        return (
          <li key={row.id} className="flex flex-col gap-3 px-4 py-4 sm:px-5 lg:flex-row lg:items-center lg:gap-5">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
                <h2 className="font-semibold text-slate-900">
                  <Link
                    to={pageEditPath(row.id)}
                    className="rounded hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                  >
                    {row.title}
                  </Link>
                </h2>
                <CaseStudyStatusBadge status={row.status} />
                {row.scheduledFor ? <ScheduledBadge at={row.scheduledFor} timeZone={timeZone} /> : null}
              </div>
              <p className="mt-1 font-mono text-sm break-all text-slate-600">{row.path}</p>
            </div>
            <div className="flex items-center justify-between gap-4 lg:justify-end">
              <p className="text-sm whitespace-nowrap text-slate-500">
                {pageCopy.updatedOn}{' '}
                <time dateTime={row.updatedAt}>{formatAdminDateTime(row.updatedAt, timeZone)}</time>
              </p>
              <div className="flex items-center gap-0.5">
                <a
                  href={published ? row.path : previewHref(row.path)}
                  target="_blank"
                  rel="noreferrer"
                  className={iconAction}
                  title={published ? pageCopy.view : pageCopy.preview}
                >
                  {published ? (
                    <ExternalLink className="size-4" aria-hidden="true" />
                  ) : (
                    <Eye className="size-4" aria-hidden="true" />
                  )}
                  <span className="sr-only">
                    {published ? pageCopy.view : pageCopy.preview} {row.title} (opens in a new tab)
                  </span>
                </a>
                <Link to={pageEditPath(row.id)} className={iconAction} title={pageCopy.edit}>
                  <Pencil className="size-4" aria-hidden="true" />
                  <span className="sr-only">
                    {pageCopy.edit} {row.title}
                  </span>
                </Link>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
