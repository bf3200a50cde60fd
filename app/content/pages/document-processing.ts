/** /document-processing as a page (SPEC 2.6), from the copy of app/content/document-processing.ts. */
import type { PageInput } from '../../lib/page.ts';
import {
  documentBenefits,
  documentChallenge,
  documentsCta,
  documentsHero,
  documentsMeta,
  documentTypes,
  howItWorks,
} from '../document-processing.ts';
import { cardsBlock, ctaBlock, heroBlock, statsBlock, stepsBlock } from './seed-blocks.ts';

export const documentProcessingPage: PageInput = {
  path: '/document-processing',
  title: documentsMeta.title,
  metaDescription: documentsMeta.description,
  ogImage: null,
  noindex: false,
  status: 'published',
  publishAt: null,
  blocks: [
    heroBlock(documentsHero),
    cardsBlock('document-types', documentTypes.heading, documentTypes.items),
    // The featured case studies as slides: live, read when the page is rendered.
    { id: 'case-study-carousel', type: 'case-study-carousel' },
    statsBlock('challenge', documentChallenge.heading, documentChallenge.stats, { tone: 'dark' }),
    stepsBlock('how-it-works', howItWorks.heading, howItWorks.steps, 'white'),
    cardsBlock('benefits', documentBenefits.heading, documentBenefits.items, { tone: 'muted' }),
    ctaBlock('documents-cta', documentsCta),
  ],
};
