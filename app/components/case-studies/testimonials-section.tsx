import { useId, useRef } from 'react';
import { homeShowcaseCopy, loadingTexts } from '../../content/case-study-copy.ts';
import { cn } from '../../lib/cn.ts';
import type { Resolvable } from '../../lib/resolvable.ts';
import type { TestimonialsData } from '../../lib/showcase.ts';
import { useNonce } from '../nonce.tsx';
import { CarouselControls } from './carousel-controls.tsx';
import { Deferred, LoadingState } from './deferred.tsx';
import { TestimonialCard } from './testimonial-card.tsx';
import { testimonialsGateScript, useTestimonialsEnabled } from './testimonials-switch.ts';
import { useCarousel, useSlideTransition } from './use-carousel.ts';

/** SPEC 9: auto-advance every 8000 ms, 500 ms slide transition. */
export const TESTIMONIAL_AUTO_ADVANCE_MS = 8000;
export const TESTIMONIAL_TRANSITION_MS = 500;

const copy = homeShowcaseCopy.testimonials;

/**
 * Home testimonials (SPEC 2.3, 4): badge, heading, which source is shown, and a carousel. Takes the
 * loader's data, or its promise when streamed ('Loading testimonials....' until it arrives).
 * Renders nothing when the visitor's `testimonialsEnabled` flag is 'false' (see testimonials-switch.ts).
 */
export function TestimonialsSection({ testimonials }: { testimonials: Resolvable<TestimonialsData> }) {
  const enabled = useTestimonialsEnabled();
  const nonce = useNonce();
  if (!enabled) return null;
  return (
    <>
      {/* Runs before the section is parsed: a switched-off section is never painted. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: testimonialsGateScript }} />
      <section
        id="testimonials"
        aria-labelledby="testimonials-title"
        className="relative overflow-hidden bg-gradient-to-b from-slate-50 to-white py-20 sm:py-24 lg:py-28 [[data-testimonials=off]_&]:hidden"
      >
        <div
          aria-hidden
          className="absolute top-0 left-1/2 -z-0 h-72 w-[48rem] -translate-x-1/2 rounded-full bg-blue-100/50 blur-3xl"
        />
        <div className="relative mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-3xl text-center">
            <p className="inline-flex rounded-full bg-blue-100 px-3 py-1 text-xs font-semibold tracking-wider text-blue-800">
              {copy.eyebrow}
            </p>
            <h2 id="testimonials-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
              {copy.title}
            </h2>
            <p className="mt-5 text-lg leading-8 text-slate-600">{copy.lead}</p>
          </div>
          <Deferred
            value={testimonials}
            fallback={<LoadingState text={loadingTexts.testimonials} className="min-h-96" />}
          >
            {(data) => <TestimonialCarousel data={data} />}
          </Deferred>
        </div>
      </section>
    </>
  );
}

function TestimonialCarousel({ data }: { data: TestimonialsData }) {
  const slidesId = useId();
  const count = data.items.length;
  const carousel = useCarousel({
    count,
    transitionMs: TESTIMONIAL_TRANSITION_MS,
    autoAdvanceMs: TESTIMONIAL_AUTO_ADVANCE_MS,
  });
  const slides = useRef<(HTMLElement | null)[]>([]);
  useSlideTransition(slides, carousel.state, {
    durationMs: TESTIMONIAL_TRANSITION_MS,
    reducedMotion: carousel.reducedMotion,
  });

  return (
    <div data-source={data.source} data-testid="testimonials-carousel" className="mt-6">
      <p className="text-center text-sm text-slate-600">{copy.source[data.source]}</p>
      <section
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        className="mt-10"
        {...carousel.regionProps}
      >
        <div
          id={slidesId}
          aria-live={carousel.rotating ? 'off' : 'polite'}
          className="grid overflow-hidden rounded-3xl p-1"
        >
          {data.items.map((testimonial, i) => {
            const role = carousel.roleOf(i);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group, not a form fieldset.
              <div
                key={testimonial.id}
                ref={(element) => {
                  slides.current[i] = element;
                }}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={role === 'current' ? undefined : true}
                inert={role !== 'current'}
                data-current={role === 'current' ? '' : undefined}
                className={cn('col-start-1 row-start-1', role === 'idle' && 'invisible')}
              >
                <TestimonialCard testimonial={testimonial} />
              </div>
            );
          })}
        </div>
        <CarouselControls
          className="mt-8"
          count={count}
          index={carousel.index}
          itemLabel="testimonial"
          controls={slidesId}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onSelect={carousel.goTo}
          rotation={
            carousel.rotates || carousel.stopped
              ? { stopped: carousel.stopped, onToggle: carousel.toggleStopped }
              : undefined
          }
        />
      </section>
    </div>
  );
}
