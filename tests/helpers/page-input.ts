/** A page built from blocks as an editor saves it (issue 28): /industries/insurance, a draft, one hero. */
import type { PageInput } from '#app/lib/page.ts';

export const insuranceHero = {
  id: 'hero',
  type: 'hero',
  layout: 'centered',
  headline: 'Automation for insurers',
  subline: 'Claims in minutes.',
  buttons: [],
  highlights: [],
};

export const insurancePage = (changes: Partial<PageInput> = {}): PageInput => ({
  path: '/industries/insurance',
  title: 'Automation for insurance',
  metaDescription: 'Claims, underwriting and policy servicing, automated.',
  ogImage: null,
  noindex: false,
  status: 'draft',
  publishAt: null,
  blocks: [insuranceHero],
  ...changes,
});

/**
 * The blocks of /industries/insurance as issue 28 describes it: a hero, cards, the featured
 * insurance case studies, an FAQ and the contact form (with its booking choice).
 */
export const insuranceBlocks = [
  insuranceHero,
  {
    id: 'what-we-automate',
    type: 'cards',
    heading: { eyebrow: 'Insurance', title: 'What we automate for insurers' },
    style: 'feature',
    columns: 3,
    cards: [
      {
        icon: 'file-search',
        title: 'Claims intake',
        text: 'First notice of loss read from e-mail, forms and scans, triaged and routed in minutes.',
      },
      {
        icon: 'scale',
        title: 'Underwriting support',
        text: 'Submissions summarised, risk data gathered from your systems and gaps flagged for underwriters.',
      },
      {
        icon: 'refresh-ccw',
        title: 'Policy servicing',
        text: 'Endorsements, renewals and address changes processed end to end, with people deciding exceptions.',
      },
    ],
  },
  {
    id: 'insurance-work',
    type: 'featured-case-studies',
    heading: { title: 'Our work for insurers' },
    max: 3,
    industry: 'Insurance',
  },
  {
    id: 'faq',
    type: 'faq',
    heading: { title: 'Questions insurers ask' },
    items: [
      {
        question: 'How long does a pilot take?',
        answer: 'Six to eight weeks, from the first workshop to a process in production.',
      },
      {
        question: 'Do you work with our core policy system?',
        answer: 'Yes: we connect through its APIs where it has them, and through its screens where it does not.',
      },
    ],
  },
  { id: 'contact', type: 'contact-form' },
];
