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
