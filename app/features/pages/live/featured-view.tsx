import { FeaturedCaseStudies } from '../../case-studies/featured-case-studies.tsx';
import type { BlockOf } from '../blocks/block-schemas.ts';
import type { LiveBlockData } from '../live-blocks.server.ts';

/** A featured-case-studies block: its own selection, under its heading (the home page's by default). */
export const renderFeatured = (block: BlockOf<'featured-case-studies'>, live: LiveBlockData) => (
  <FeaturedCaseStudies
    caseStudies={live.featured[block.id] ?? []}
    limit={block.max}
    id={`block-${block.id}`}
    {...(block.heading ? { heading: block.heading } : {})}
  />
);
