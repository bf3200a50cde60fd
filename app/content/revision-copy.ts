/**
 * The words of the studio's safety net (issue 18): the History tab, restoring a version, the
 * recently deleted list and the conflict notice. The texts quoted in the issue are exact.
 */
import type { RevisionKindName } from '../lib/revisions.ts';

export const revisionCopy = {
  historyTab: 'History',
  historyHeading: 'Version history',
  historyIntro:
    'Every save keeps the whole case study as it was. Choose a version to see how it differs from the current one; restoring it saves it as a new version, so nothing is lost.',
  historyEmpty: 'No versions have been recorded for this case study yet.',
  historyListLabel: 'Versions, newest first',
  chooseVersion: 'Choose a version to compare it with the current one.',
  current: 'Current version',
  restore: 'Restore this version',
  restored: 'Version restored',
  restoredDescription: 'The case study shows this version again; the version it replaced stays in the history.',
  restoreFailed: 'Could not restore this version',
  revisionMissing: 'This version does not exist any more. Choose another one.',
  noDifferences: 'This version has the same content as the current one.',
  differencesHeading: (when: string) => `What differs from the current version (${when})`,
  fieldColumn: 'Field',
  thisVersionColumn: 'This version',
  currentColumn: 'Current version',
  empty: '(empty)',
  simpleEditorHistory: 'Version history',
  conflict: (who: string, when: string) => `This case study was changed by ${who} at ${when} after you opened it.`,
  testimonialConflict: (who: string, when: string) =>
    `This testimonial was changed by ${who} at ${when} after you opened it.`,
  conflictIntro: 'Nothing was saved. What you typed is still here.',
  conflictBefore: 'When you opened it',
  conflictAfter: 'Their version',
  recentVersions: 'Recent versions',
  conflictSeeChanges: 'See their changes',
  conflictKeepMine: 'Keep yours',
  conflictKeepMineHint: 'Saves your version over theirs; theirs stays in the history.',
  conflictReload: 'Reload theirs',
  conflictNoChanges: 'Their save changed nothing that the editor shows.',
  deletedHeading: 'Recently deleted',
  deletedIntro: 'Deleted case studies can be restored for 30 days, with the same address.',
  deletedRestore: 'Restore',
  deletedRestored: 'Case study restored',
  deletedRestoreFailed: 'Could not restore the case study',
  deletedSlugTaken: (slug: string) =>
    `Another case study now uses the address "${slug}". Change that one's slug first, then restore this one.`,
  deletedGone: 'This case study can no longer be restored.',
  deletedBy: (who: string, when: string) => `Deleted by ${who} on ${when}`,
} as const;

/** What a change was, as a version's line in the History tab says it. */
export const revisionKindLabels: Record<RevisionKindName, string> = {
  created: 'Created',
  edited: 'Edited',
  published: 'Published',
  unpublished: 'Moved back to draft',
  archived: 'Archived',
  intake: 'Created through the intake API',
  restored: 'Earlier version restored',
  scheduled: 'Published as scheduled',
  deleted: 'Deleted',
  undeleted: 'Restored after deletion',
};

/** The labels of a case study's fields in a comparison, as the editors name them. */
export const caseStudyFieldLabels = {
  title: 'Title',
  slug: 'Slug',
  subtitle: 'Subtitle',
  executiveSummary: 'Executive summary',
  clientName: 'Client name',
  clientIndustry: 'Industry',
  clientLocation: 'Location',
  clientSize: 'Company size',
  clientDescription: 'About the client',
  clientLogoUrl: 'Client logo',
  projectDuration: 'Duration',
  projectStartDate: 'Start date',
  projectEndDate: 'End date',
  technologyUsed: 'Technologies',
  teamSize: 'Team size',
  teamRoles: 'Team roles',
  mainImageUrl: 'Main image',
  mainImageAlt: 'Main image alt text',
  processFlowImageUrl: 'Process flow image',
  testimonialQuote: 'Testimonial quote',
  testimonialAuthor: 'Testimonial author',
  testimonialTitle: 'Author title',
  testimonialCompany: 'Testimonial company',
  testimonialImage: 'Author photo',
  showTestimonial: 'Show testimonial',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  tags: 'Tags',
  status: 'Status',
  featured: 'Featured',
  displayOrder: 'Display order',
  publishAt: 'Publish at',
  metrics: 'Metrics',
  processes: 'Process steps',
  media: 'Media',
} as const;

export const sectionLabel = (name: string) => `${name} section`;

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
