/**
 * The bar over a page staff preview at its own address (`?preview`, issue 28): what they are looking
 * at (a draft, a published or an archived page, as last saved) and the way back to its editor.
 */
import { Eye, Pencil } from 'lucide-react';
import type { PageStatus } from '../../lib/page.ts';
import { pageCopy } from './page-copy.ts';
import { pageEditPath } from './page-form.ts';

export function PagePreviewBar({ id, status }: { id: string; status: PageStatus }) {
  return (
    <div
      role="note"
      aria-label={pageCopy.previewLink}
      // Held just under the site's fixed header (57 px, 72 px from lg) while the page scrolls, above
      // the page's sections and below the header's own menus.
      className="sticky top-[57px] z-30 border-b border-amber-300 bg-amber-50 py-3 text-amber-950 lg:top-[72px]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          <strong className="font-semibold">{pageCopy.previewBar[status]}</strong>
          <span>{pageCopy.previewBarDetail[status]}</span>
        </p>
        <a
          href={pageEditPath(id)}
          className="inline-flex h-9 shrink-0 items-center gap-2 self-start rounded-lg border border-amber-400 bg-white px-3 text-sm font-semibold text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 sm:self-auto"
        >
          <Pencil className="size-4" aria-hidden="true" />
          {pageCopy.backToEditor}
        </a>
      </div>
    </div>
  );
}
