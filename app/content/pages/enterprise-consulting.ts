/** /enterprise-consulting as a page (SPEC 2.6), from the copy of app/content/consulting.ts. */
import type { PageInput } from '../../lib/page.ts';
import {
  consultingCta,
  consultingHero,
  consultingMeta,
  consultingServices,
  deliverables,
  faqHeading,
  faqs,
} from '../consulting.ts';
import { cardsBlock, ctaBlock, heroBlock } from './seed-blocks.ts';

export const enterpriseConsultingPage: PageInput = {
  path: '/enterprise-consulting',
  title: consultingMeta.title,
  metaDescription: consultingMeta.description,
  ogImage: null,
  noindex: false,
  status: 'published',
  publishAt: null,
  blocks: [
    heroBlock(consultingHero),
    cardsBlock('consulting-services', consultingServices.heading, consultingServices.items, { columns: 2 }),
    cardsBlock('deliverables', deliverables.heading, deliverables.items, { tone: 'dark', style: 'panel', columns: 4 }),
    { id: 'faqs', type: 'faq', anchor: 'faqs', heading: faqHeading, tone: 'muted', items: faqs },
    ctaBlock('consulting-cta', consultingCta),
  ],
};
