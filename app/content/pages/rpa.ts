/** /rpa as a page (SPEC 2.6), from the copy of app/content/rpa.ts. */
import type { PageInput } from '../../lib/page.ts';
import { rpaAgentsTeaser, rpaBenefits, rpaCta, rpaHero, rpaMeta, rpaProcess, whyRpa } from '../rpa.ts';
import { cardsBlock, ctaBlock, heroBlock, stepsBlock } from './seed-blocks.ts';

export const rpaPage: PageInput = {
  path: '/rpa',
  title: rpaMeta.title,
  metaDescription: rpaMeta.description,
  ogImage: null,
  noindex: false,
  status: 'published',
  publishAt: null,
  blocks: [
    heroBlock(rpaHero),
    cardsBlock('why-rpa', whyRpa.heading, whyRpa.reasons, { stats: whyRpa.stats }),
    stepsBlock('delivery', rpaProcess.heading, rpaProcess.steps, 'dark'),
    cardsBlock('benefits', rpaBenefits.heading, rpaBenefits.items, { tone: 'muted', footnote: rpaAgentsTeaser }),
    ctaBlock('rpa-cta', rpaCta),
  ],
};
