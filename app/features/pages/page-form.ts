/**
 * The page editor's values (issue 28): what its form holds, made from a stored page or empty, and
 * what a save stores. "Publish at" is held as its datetime-local field shows it, in the staff
 * member's time zone, as in the full case-study editor.
 */
import type { Page, PageInput, PageStatus } from '../../lib/page.ts';
import { normalisePagePath } from '../../lib/page-path.ts';
import { utcToWallTime } from '../../lib/time-zone.ts';
import type { BlockInput } from './blocks/block-schemas.ts';

export interface PageEditorValues {
  title: string;
  /** As typed; saved as normalisePagePath makes it ('/Industries/Retail/' is '/industries/retail'). */
  path: string;
  metaDescription: string;
  /** The Open Graph image's address on this site, '' for none. */
  ogImage: string;
  noindex: boolean;
  status: PageStatus;
  /** '2026-12-01T09:30' in `publishAtZone`, '' for none. */
  publishAt: string;
  publishAtZone: string;
  blocks: BlockInput[];
}

export function emptyPageValues(timeZone: string): PageEditorValues {
  return {
    title: '',
    path: '',
    metaDescription: '',
    ogImage: '',
    noindex: false,
    status: 'draft',
    publishAt: '',
    publishAtZone: timeZone,
    blocks: [],
  };
}

export function pageValuesFromPage(page: Page, timeZone: string): PageEditorValues {
  return {
    title: page.title,
    path: page.path,
    metaDescription: page.metaDescription,
    ogImage: page.ogImage ?? '',
    noindex: page.noindex,
    status: page.status,
    publishAt: page.status === 'draft' && page.publishAt ? utcToWallTime(page.publishAt, timeZone) : '',
    publishAtZone: timeZone,
    blocks: page.blocks as BlockInput[],
  };
}

/** A path as the editor saves it: trimmed and normalised; '' stays '' (the schema asks for one). */
export const pathToSave = (typed: string): string => (typed.trim() === '' ? '' : normalisePagePath(typed));

/** What a save stores, from values the schema has accepted (`blocks` parsed, `publishAt` as an instant). */
export function pageValuesToInput<Block>(values: {
  title: string;
  path: string;
  metaDescription: string;
  ogImage: string;
  noindex: boolean;
  status: PageStatus;
  publishAt: string | null;
  blocks: Block[];
}): PageInput<Block> {
  return {
    title: values.title.trim(),
    path: pathToSave(values.path),
    metaDescription: values.metaDescription.trim(),
    ogImage: values.ogImage.trim() === '' ? null : values.ogImage.trim(),
    noindex: values.noindex,
    status: values.status,
    // Only a draft waits for its time (a published or archived page has nothing to wait for).
    publishAt: values.status === 'draft' ? values.publishAt : null,
    blocks: values.blocks,
  };
}

export const pageEditPath = (id: string) => `/admin/pages/edit/${encodeURIComponent(id)}`;

/**
 * Deleting posts to the edit page with `?delete-page`; `?confirm-delete` only shows the question
 * (a browser without JavaScript). Two names, because the editor's own form posts to the address it
 * is at: a save made while the question shows must stay a save.
 */
export const DELETE_PARAM = 'delete-page';
export const CONFIRM_DELETE_PARAM = 'confirm-delete';

/** A page's own address with the staff preview asked for (pages.server.ts, `staffPreview`). */
export const PREVIEW_PARAM = 'preview';
export const previewHref = (path: string) => `${path}?${PREVIEW_PARAM}`;
