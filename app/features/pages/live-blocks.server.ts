/**
 * The live data of a page's blocks (issue 28): featured case studies (a block's own selection),
 * the testimonials and the case-study carousel, read only when the page has such a block. Failed
 * reads degrade as the home page's do (SPEC 8): an empty list, the default testimonials. A change of
 * a case study or testimonial invalidates every cached public page, so these pages follow at once
 * (docs/decisions/pages-and-blocks.md, "The invalidation graph").
 */
import { listPublishedCaseStudies } from '../../.server/db/repositories/case-studies.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import type { CaseStudy } from '../../lib/case-study.ts';
import { type CarouselItem, type CaseStudyCard, type TestimonialsData, toCaseStudyCard } from '../../lib/showcase.ts';
import { loadCarousel, loadTestimonials } from '../case-studies/showcase.server.ts';
import type { Block, BlockOf } from './blocks/block-schemas.ts';

export interface LiveBlockData {
  /** Each featured-case-studies block's cards, by block id. */
  featured: Record<string, CaseStudyCard[]>;
  testimonials: TestimonialsData | null;
  carousel: CarouselItem[] | null;
}

/** A featured block's selection: featured studies of its industry and category, at most `max`. */
export function selectFeatured(studies: readonly CaseStudy[], block: BlockOf<'featured-case-studies'>): CaseStudy[] {
  const industry = block.industry?.trim().toLowerCase();
  return studies
    .filter((study) => !industry || study.clientIndustry.trim().toLowerCase() === industry)
    .filter((study) => !block.category || study.tags.includes(`category:${block.category}`))
    .slice(0, block.max);
}

export async function loadLiveBlocks(
  services: Pick<Services, 'database' | 'logger'>,
  blocks: readonly Block[],
): Promise<LiveBlockData> {
  const featuredBlocks = blocks.filter(
    (block): block is BlockOf<'featured-case-studies'> => block.type === 'featured-case-studies',
  );
  const has = (type: Block['type']) => blocks.some((block) => block.type === type);
  const featuredStudies =
    featuredBlocks.length === 0
      ? Promise.resolve<CaseStudy[]>([])
      : listPublishedCaseStudies(services.database, { featured: true }).catch((error: unknown) => {
          services.logger.error({ err: error }, 'failed to load featured case studies');
          return [];
        });
  const [studies, testimonials, carousel] = await Promise.all([
    featuredStudies,
    has('testimonials') ? loadTestimonials(services) : null,
    has('case-study-carousel') ? loadCarousel(services) : null,
  ]);
  const featured = Object.fromEntries(
    featuredBlocks.map((block) => [block.id, selectFeatured(studies, block).map(toCaseStudyCard)]),
  );
  return { featured, testimonials, carousel };
}
