/** The words of the studio's page screens and of a page's preview (issue 28). */
import type { PageStatus } from '../../lib/page.ts';

export const pageCopy = {
  listTitle: 'Pages',
  listDescription: 'The site’s pages built from blocks, the most recently changed first.',
  newPage: 'New page',
  listEmpty: 'No pages yet. A new page starts as a draft: only staff see it until you publish it.',
  listLabel: 'Pages, most recently changed first',
  newTitle: 'New page',
  newDescription: 'A page at an address of its own, built from blocks. Saved as a draft unless you publish it.',
  editTitle: 'Edit page',
  view: 'View',
  preview: 'Preview',
  edit: 'Edit',
  updatedOn: 'Updated',

  created: 'Page created',
  updated: 'Page updated',
  createFailed: 'Failed to create page',
  updateFailed: 'Failed to update page',
  fetchFailed: 'Failed to fetch page',
  notFound: 'This page does not exist any more. It may have been deleted.',
  unreadable: 'The form could not be read. Reload the page and try again.',
  tryAgain: 'Nothing was saved. Please try again in a moment.',
  savedWithWarnings: 'Saved, but check its links',

  deletePage: 'Delete page',
  deleteQuestion: 'Are you sure you want to delete this page?',
  deleteDetail: (title: string, path: string) =>
    `“${title}” will be removed for good, and visitors to ${path} will see “Page not found”.`,
  deleted: 'Page deleted',
  deleteFailed: 'Failed to delete page',
  cancel: 'Cancel',

  historyIntro:
    'Every save keeps the whole page as it was. Choose a version to see how it differs from the current one; restoring it saves it as a new version, so nothing is lost.',
  historyEmpty: 'No versions have been recorded for this page yet.',
  restoredDescription: 'The page shows this version again; the version it replaced stays in the history.',
  restorePathTaken: (path: string) =>
    `Another page now has the address ${path}. Change that page’s path first, then restore this version.`,
  conflict: (who: string, when: string) => `This page was changed by ${who} at ${when} after you opened it.`,

  previewLink: 'Preview',
  previewHint: 'Opens the last saved version at its own address, visible only to signed-in staff.',
  linksHeading: 'Links to check',
  previewBar: {
    draft: 'Preview: this page is a draft',
    published: 'Preview: this page is published',
    archived: 'Preview: this page is archived',
  } satisfies Record<PageStatus, string>,
  previewBarDetail: {
    draft: 'Only signed-in staff can see it. Visitors will see it once it is published.',
    published: 'Visitors see this version at this address.',
    archived: 'Only signed-in staff can see it. Visitors get “Page not found”.',
  } satisfies Record<PageStatus, string>,
  backToEditor: 'Back to the editor',

  linkNowhere: (path: string) => `The link to ${path} leads nowhere: no page or case study has this address`,
  linkArchived: (path: string) => `The link to ${path} leads nowhere: the page or case study there is archived`,
  linkDraft: (path: string) => `${path} is a draft: the link will lead nowhere until it is published`,
} as const;

/** The status choices of the page editor. */
export const PAGE_STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft', description: 'Only staff see it, at its address with Preview.' },
  { value: 'published', label: 'Published', description: 'Live at its address for everyone.' },
  { value: 'archived', label: 'Archived', description: 'Off the site, kept for reference.' },
] as const satisfies readonly { value: PageStatus; label: string; description: string }[];
