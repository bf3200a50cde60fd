/**
 * The live data of a page's blocks (issue 28): featured case studies (a block's own selection),
 * the testimonials and the case-study carousel, read only when the page has such a block. Failed
 * reads degrade as the home page's always have (SPEC 8): an empty list, the default testimonials. A
 * change of a case study or testimonial invalidates every cached public page, so these pages follow
 * at once (docs/decisions/pages-and-blocks.md, "The invalidation graph").
 */
import type { Services } from '../../.server/infrastructure/services.ts';
import type { CaseStudy } from '../../lib/case-study.ts';
import { type CaseStudyCard, toCaseStudyCard } from '../../lib/showcase.ts';
import { loadFeaturedCaseStudies, loadTestimonials, withCarouselMetrics } from '../case-studies/showcase.server.ts';
import { CAROUSEL_LIMIT } from '../case-studies/showcase-limits.ts';
import type { Block, BlockOf } from './blocks/block-schemas.ts';
import type { LiveBlockData } from './live-block-data.ts';

export type { LiveBlockData } from './live-block-data.ts';

/** A featured block's selection: featured studies of its industry and category, at most `max`. */
export function selectFeatured(studies: readonly CaseStudy[], block: BlockOf<'featured-case-studies'>): CaseStudy[] {
  const industry = block.industry?.trim().toLowerCase();
  return studies
    .filter((study) => !industry || study.clientIndustry.trim().toLowerCase() === industry)
    .filter((study) => !block.category || study.tags.includes(`category:${block.category}`))
    .slice(0, block.max);
}

/**
 * How many featured studies the page's blocks can show: all of them when a block filters (its
 * selection may come from anywhere in the list), else the most any block or the carousel shows.
 */
function featuredLimit(featuredBlocks: readonly BlockOf<'featured-case-studies'>[], carousel: boolean) {
  if (featuredBlocks.some((block) => block.industry || block.category)) return undefined;
  return Math.max(carousel ? CAROUSEL_LIMIT : 0, ...featuredBlocks.map((block) => block.max));
}

export async function loadLiveBlocks(
  services: Pick<Services, 'database' | 'logger'>,
  blocks: readonly Block[],
): Promise<LiveBlockData> {
  const featuredBlocks = blocks.filter(
    (block): block is BlockOf<'featured-case-studies'> => block.type === 'featured-case-studies',
  );
  const has = (type: Block['type']) => blocks.some((block) => block.type === type);
  const carousel = has('case-study-carousel');
  // One read of the featured studies serves every featured block and the carousel (its slides are
  // the first five), and each study becomes one card object: the page's data then carries it once.
  const featuredStudies =
    featuredBlocks.length === 0 && !carousel
      ? Promise.resolve<CaseStudy[]>([])
      : loadFeaturedCaseStudies(services, featuredLimit(featuredBlocks, carousel));
  const cardsAndSlides = featuredStudies.then(async (studies) => {
    const cards = new Map(studies.map((study) => [study.id, toCaseStudyCard(study)]));
    const cardOf = (study: CaseStudy) => cards.get(study.id) as CaseStudyCard;
    const slides = carousel ? await withCarouselMetrics(services, studies.slice(0, CAROUSEL_LIMIT).map(cardOf)) : null;
    const featured = Object.fromEntries(
      featuredBlocks.map((block) => [block.id, selectFeatured(studies, block).map(cardOf)]),
    );
    return { featured, carousel: slides };
  });
  const [{ featured, carousel: slides }, testimonials] = await Promise.all([
    cardsAndSlides,
    has('testimonials') ? loadTestimonials(services) : null,
  ]);
  return { featured, testimonials, carousel: slides };
}
