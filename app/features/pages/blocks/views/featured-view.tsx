import type { CaseStudyCard } from '../../../../lib/showcase.ts';
import { FeaturedCaseStudies } from '../../../case-studies/featured-case-studies.tsx';
import type { BlockOf } from '../block-schemas.ts';

/**
 * A featured-case-studies block: the home page's 'See our work' with the block's heading (the home
 * page's by default), at most its `max` of the cards its page's loader selected for it.
 */
export function FeaturedView({
  block,
  caseStudies,
}: {
  block: BlockOf<'featured-case-studies'>;
  caseStudies: CaseStudyCard[];
}) {
  return (
    <FeaturedCaseStudies
      caseStudies={caseStudies}
      limit={block.max}
      id={block.anchor ?? `block-${block.id}`}
      {...(block.heading ? { heading: block.heading } : {})}
    />
  );
}
