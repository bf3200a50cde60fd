/**
 * How each section of a case study (SPEC 3) is presented: its default heading and the text shown
 * when a study has no sections. Content, not the feature's copy, because the server's change kinds
 * read the default headings too (app/.server/changes/reviews.ts: an approval is of what the page shows).
 */
import type { SectionType } from '../lib/case-study.ts';

export interface SectionPresentation {
  /** Heading used when the section has no title of its own. */
  defaultTitle: string;
  /** Generic text shown when a case study has no sections at all (SPEC 2.9). */
  placeholder: string;
}

/** How each section type of SPEC 3 is presented, in reading order. */
export const sectionPresentation: Record<SectionType, SectionPresentation> = {
  client: {
    defaultTitle: 'About the client',
    placeholder:
      'Our client is an established organisation whose teams were spending a growing share of their week on repetitive, rules-based work spread across several systems.',
  },
  challenge: {
    defaultTitle: 'The challenge',
    placeholder:
      'Manual data entry, hand-offs by e-mail and inconsistent checks made the process slow, costly and hard to audit, and volumes were set to grow faster than the team could.',
  },
  solution: {
    defaultTitle: 'The solution',
    placeholder:
      'We mapped the process end to end, redesigned the exception paths and automated the repetitive steps with software robots and AI, keeping people in the loop for the decisions that need judgement.',
  },
  outcome: {
    defaultTitle: 'The outcome',
    placeholder:
      'The automated process now runs around the clock with fewer errors and a full audit trail, and the team spends its time on customers and analysis instead of data entry.',
  },
};

/**
 * The heading a section without a title of its own is saved with by the editors (the same the page
 * shows for it), and a new case study's sections start with.
 */
export const defaultSectionTitles: Record<SectionType, string> = {
  client: sectionPresentation.client.defaultTitle,
  challenge: sectionPresentation.challenge.defaultTitle,
  solution: sectionPresentation.solution.defaultTitle,
  outcome: sectionPresentation.outcome.defaultTitle,
};
