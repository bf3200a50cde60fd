import { ArrowRight, CircleCheck, Quote } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { homeShowcaseCopy, loadingTexts } from '../../content/case-study-copy.ts';
import {
  CAROUSEL_LIMIT,
  carouselTestimonial,
  caseStudyPath,
  industryChipColor,
  summaryOf,
  titleAtCompany,
} from '../../lib/case-study-view.ts';
import { cn } from '../../lib/cn.ts';
import type { Resolvable } from '../../lib/resolvable.ts';
import type { CarouselItem } from '../../lib/showcase.ts';
import { Badge } from '../ui/badge.tsx';
import { CarouselControls } from './carousel-controls.tsx';
import { CaseStudyImage } from './case-study-image.tsx';
import { Deferred, LoadingState } from './deferred.tsx';
import { AuthorAvatar } from './testimonial-card.tsx';
import { useCarousel, useSlideTransition } from './use-carousel.ts';

const copy = homeShowcaseCopy.carousel;
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
  const slidesId = useId();
  const carousel = useCarousel({ count: items.length, transitionMs: TRANSITION_MS });
  const slides = useRef<(HTMLElement | null)[]>([]);
  useSlideTransition(slides, carousel.state, { durationMs: TRANSITION_MS, reducedMotion: carousel.reducedMotion });

  return (
    <section aria-roledescription="carousel" aria-label="Featured case studies" className="mt-12">
      <div id={slidesId} aria-live="polite" className="grid overflow-hidden rounded-3xl p-1">
        {items.map((item, i) => {
          const role = carousel.roleOf(i);
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group, not a form fieldset.
            <div
              key={item.caseStudy.id}
              ref={(element) => {
                slides.current[i] = element;
              }}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}`}
              aria-hidden={role === 'current' ? undefined : true}
              inert={role !== 'current'}
              data-current={role === 'current' ? '' : undefined}
              className={cn('col-start-1 row-start-1', role === 'idle' && 'invisible')}
            >
              <CaseStudySlide item={item} index={i} />
            </div>
          );
        })}
      </div>
      <CarouselControls
        className="mt-8"
        count={items.length}
        index={carousel.index}
        itemLabel="case study"
        controls={slidesId}
        onPrevious={carousel.previous}
        onNext={carousel.next}
        onSelect={carousel.goTo}
      />
    </section>
  );
}

function CaseStudySlide({ item, index }: { item: CarouselItem; index: number }) {
  const { caseStudy, metrics } = item;
  const testimonial = carouselTestimonial(caseStudy, index);
  const byline = titleAtCompany(testimonial.title, testimonial.company);
  const image = caseStudy.mainImageUrl
    ? { src: caseStudy.mainImageUrl, alt: caseStudy.mainImageAlt?.trim() || caseStudy.title }
    : null;
  return (
    <article className="grid h-full overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
      <div className="relative lg:col-start-1 lg:row-start-1">
        <CaseStudyImage
          image={image}
          placeholderLabel={caseStudy.clientName}
          sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw"
        />
        <Badge color={industryChipColor(caseStudy.clientIndustry)} className="absolute top-4 left-4 shadow-sm">
          {caseStudy.clientIndustry}
        </Badge>
      </div>
      <figure className="order-last bg-slate-900 p-6 text-slate-200 sm:p-8 lg:order-none lg:col-start-1 lg:row-start-2">
        <Quote aria-hidden className="size-7 text-blue-400" strokeWidth={1.5} />
        <blockquote className="mt-3 text-base leading-7 text-white">
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-5 flex items-center gap-3">
          <AuthorAvatar name={testimonial.authorName} image={testimonial.image} />
          <div>
            <p className="font-semibold text-white">{testimonial.authorName}</p>
            {byline && <p className="text-sm text-slate-300">{byline}</p>}
          </div>
        </figcaption>
      </figure>
      <div className="flex flex-col p-6 sm:p-10 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <p className="text-sm font-semibold text-blue-700">{caseStudy.clientName}</p>
        <h3 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{caseStudy.title}</h3>
        <p className="mt-4 line-clamp-5 text-base leading-7 text-slate-600 lg:line-clamp-none">
          {summaryOf(caseStudy)}
        </p>
        <h4 className="mt-8 text-sm font-semibold tracking-wider text-slate-500 uppercase">{copy.resultsHeading}</h4>
        {metrics.length > 0 ? (
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {metrics.map((metric) => (
              <div key={metric.id} className="flex flex-col rounded-2xl bg-blue-50/60 p-4 ring-1 ring-blue-100">
                <dt className="text-sm leading-5 text-slate-600">{metric.label}</dt>
                <dd className="order-first text-2xl font-bold tracking-tight text-blue-700 sm:text-3xl">
                  {metric.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <ul className="mt-4 space-y-3">
            {copy.defaultResults.map((result) => (
              <li key={result} className="flex gap-3 text-slate-700">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {result}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-8">
          <Link
            to={caseStudyPath(caseStudy.slug)}
            className="inline-flex items-center gap-2 font-semibold text-blue-700 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
          >
            {copy.readMore}
            <span className="sr-only">: {caseStudy.title}</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
