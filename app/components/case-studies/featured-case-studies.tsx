import type { CaseStudy } from '../../lib/case-study.ts';

/** Home 'See our work' (SPEC 2.3): featured case-study cards, at most 6. */
export function FeaturedCaseStudies(_props: { caseStudies: CaseStudy[] }) {
  return null;
}
