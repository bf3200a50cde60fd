import { useId } from 'react';
import { staticIsland } from '../../delivery/static-island.tsx';
import type { CarouselItem } from '../../lib/showcase.ts';
import { Deferred, LoadingState } from './deferred.tsx';
import type { Resolvable } from './resolvable.ts';
import { carouselCopy as copy, loadingTexts } from './showcase-copy.ts';
import { CAROUSEL_LIMIT } from './showcase-limits.ts';
import { SlideCarousel } from './slide-carousel.tsx';

// A slide's content is static (delivery/static-island.tsx): the carousel moves server-rendered
// slides, and their code loads only when the carousel is rendered in the browser.
const CaseStudySlide = staticIsland(
  ({ item }: { item: CarouselItem; index: number }) => `carousel-slide-${item.caseStudy.id}`,
  () => import('./carousel-slide.tsx').then((module) => module.CaseStudySlide),
);

const TRANSITION_MS = 500;

export interface CarouselHeading {
  eyebrow: string;
  title: string;
  lead?: string;
}

/**
 * The featured case-study carousel of home and /document-processing (SPEC 2.3): at most 5 slides
 * with arrows and dots that wrap around; each slide shows its first 4 metrics (or default result
 * bullets) and a testimonial panel. Takes the loader's items, or their promise when streamed.
 */
export function FeaturedCaseStudyCarousel({
  items,
  heading = copy,
}: {
  items: Resolvable<CarouselItem[]>;
  heading?: CarouselHeading;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-slate-50 py-20 sm:py-24 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wider text-blue-700 uppercase">{heading.eyebrow}</p>
          <h2 id={titleId} className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            {heading.title}
          </h2>
          {heading.lead && <p className="mt-5 text-lg leading-8 text-slate-600">{heading.lead}</p>}
        </div>
        <Deferred value={items} fallback={<LoadingState text={loadingTexts.caseStudies} className="min-h-96" />}>
          {(list) =>
            list.length === 0 ? (
              <p className="mx-auto mt-12 max-w-2xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
                {copy.empty}
              </p>
            ) : (
              <CaseStudySlides items={list.slice(0, CAROUSEL_LIMIT)} />
            )
          }
        </Deferred>
      </div>
    </section>
  );
}

function CaseStudySlides({ items }: { items: CarouselItem[] }) {
  return (
    <SlideCarousel
      label="Featured case studies"
      itemLabel="case study"
      className="mt-12"
      items={items}
      keyOf={(item) => item.caseStudy.id}
      renderSlide={(item, index) => <CaseStudySlide item={item} index={index} />}
      transitionMs={TRANSITION_MS}
    />
  );
}
