/** The rows of the studio's list of pages (issue 28): every page, the most recently changed first. */
import type { Page, PageStatus } from '../../lib/page.ts';

export interface PageRow {
  id: string;
  title: string;
  path: string;
  status: PageStatus;
  /** When a draft publishes itself (ISO), or null. */
  scheduledFor: string | null;
  updatedAt: string;
}

export function toPageRows(pages: readonly Page[]): PageRow[] {
  return pages
    .map((page) => ({
      id: page.id,
      title: page.title,
      path: page.path,
      status: page.status,
      scheduledFor: page.status === 'draft' ? page.publishAt : null,
      updatedAt: page.updatedAt,
    }))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.path.localeCompare(b.path));
}
