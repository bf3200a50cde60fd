import { ExternalLink, FilePlus2, History, PanelsTopLeft, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/page-header.tsx';
import { revisionCopy } from '../../../content/revision-copy.ts';

const linkClasses =
  'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-600';

/** The other editor for the same study (or the same new one), by SPEC 2.11's names. */
const OTHER_EDITOR = {
  'full-new': { to: () => '/admin/case-studies/simple-new', label: 'Use the quick editor', Icon: FilePlus2 },
  'simple-new': { to: () => '/admin/case-studies/new', label: 'Use the full editor', Icon: PanelsTopLeft },
  'full-edit': { to: (id: string) => `/admin/case-studies/simple-edit/${id}`, label: 'Quick editor', Icon: Zap },
  'simple-edit': { to: (id: string) => `/admin/case-studies/edit/${id}`, label: 'Full editor', Icon: PanelsTopLeft },
} as const;

/**
 * The header of the four editor pages: title and description, a link to the other editor, and,
 * for a published study, 'View on site' in a new tab. The quick editor of a stored study links to
 * its version history, which lives in the full editor's History tab.
 */
export function EditorPageHeader({
  title,
  description,
  page,
  study,
}: {
  title: string;
  description: string;
  page: keyof typeof OTHER_EDITOR;
  study?: { id: string; slug: string; status: string };
}) {
  const other = OTHER_EDITOR[page];
  return (
    <AdminPageHeader
      title={title}
      description={description}
      actions={
        <>
          {study?.status === 'published' ? (
            <a
              href={`/use-cases/${study.slug}`}
              target="_blank"
              rel="noreferrer"
              className={`${linkClasses} text-slate-700 hover:bg-slate-100`}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              View on site<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {page === 'simple-edit' && study ? (
            <Link
              to={`/admin/case-studies/edit/${study.id}?tab=history`}
              className={`${linkClasses} text-slate-700 hover:bg-slate-100`}
            >
              <History className="size-4" aria-hidden="true" />
              {revisionCopy.simpleEditorHistory}
            </Link>
          ) : null}
          <Link to={other.to(study?.id ?? '')} className={`${linkClasses} text-blue-700 hover:bg-blue-50`}>
            <other.Icon className="size-4" aria-hidden="true" />
            {other.label}
          </Link>
        </>
      }
    />
  );
}
