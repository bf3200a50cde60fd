/** The words of the navigation screen (issue 29). */
import type { NavigationIcon } from '../../lib/navigation.ts';

export const navigationCopy = {
  title: 'Navigation',
  description: 'The header’s links, its Services menu and the footer’s link columns, as every public page shows them.',
  contentTab: 'Links',
  historyTab: 'History',
  save: 'Save navigation',
  saved: 'Navigation saved',
  savedDescription: 'Every public page shows it from the next visit.',
  saveFailed: 'Failed to save the navigation',
  tryAgain: 'Nothing was saved. Please try again in a moment.',
  unreadable: 'The form could not be read. Reload the page and try again.',
  fixProblems: (count: number) =>
    count === 1
      ? 'One thing needs fixing before the navigation can be saved.'
      : `${count} things need fixing before the navigation can be saved.`,
  notSavedYet: 'Changes are kept only once you save.',

  headerHeading: 'Header',
  headerHint: 'The links across the top of every page, in order. On phones they are the menu’s entries.',
  servicesHeading: 'Services menu',
  servicesHint: 'The entries of the header’s Services menu, in order: each with a line about the service and an icon.',
  servicesAbsent:
    'The header has no Services menu, so these entries are not shown. Add it back to the header to show them.',
  footerHeading: 'Footer',
  footerHint: 'The footer’s link columns, in order, each with its heading.',

  headerItem: 'Header item',
  servicesItem: 'Services menu',
  serviceEntry: 'Entry',
  footerColumn: 'Column',
  footerLink: 'Link',

  label: 'Text',
  target: 'Leads to',
  targetHint: 'A published page or a page of the site, like /about or /use-cases',
  entryDescription: 'Line about it',
  icon: 'Icon',
  heading: 'Heading',
  servicesItemHint: 'Opens the Services menu (below); its entries are the links.',

  addLink: 'Add a link',
  addServicesMenu: 'Add the Services menu',
  addEntry: 'Add an entry',
  addColumn: 'Add a column',
  addColumnLink: 'Add a link to this column',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',

  position: (index: number, total: number) => `${index} of ${total}`,
  added: (what: string, index: number, total: number) => `${what} added, ${index} of ${total}.`,
  removed: (what: string, total: number) => `${what} removed. ${total === 1 ? '1 left' : `${total} left`}.`,
  moved: (what: string, index: number, total: number) => `${what} moved to ${index} of ${total}.`,

  linkNotPublished: (label: string, path: string) => `“${label}” links to ${path}, which is not a published page`,

  historyIntro:
    'Every save keeps the whole navigation as it was. Choose a version to see how it differs from the current one; restoring it saves it as a new version, so nothing is lost.',
  historyEmpty: 'No versions yet: the site shows its original navigation until the first save.',
  restoredDescription:
    'The site shows this version of the navigation again; the version it replaced stays in the history.',
  restoreBrokenLinks: (problems: string) => `This version cannot be put back as it is: ${problems}.`,
  conflict: (who: string, when: string) => `The navigation was changed by ${who} at ${when} after you opened it.`,

  diffHeader: 'Header',
  diffServices: 'Services menu',
  diffFooter: 'Footer',
} as const;

export const NAVIGATION_ICON_LABELS: Record<NavigationIcon, string> = {
  bot: 'Robot',
  briefcase: 'Briefcase',
  'file-text': 'Document',
};
