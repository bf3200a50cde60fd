import { type ReactNode, useId, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { useCarousel, useSlideTransition } from './use-carousel.ts';

/**
 * A carousel of slides by the APG pattern (SPEC 2.3, 4, 9): every slide stays in the page, the
 * current one shown and the others hidden and inert; arrows and dots that wrap around, a slide
 * transition of `transitionMs`, and auto-advance every `autoAdvanceMs` when given (with a stop
 * button). The featured case studies and the testimonials are both one.
 */
export function SlideCarousel<T>({
  label,
  itemLabel,
  items,
  keyOf,
  renderSlide,
  transitionMs,
  autoAdvanceMs,
  className,
}: {
  /** The carousel's accessible name, e.g. 'Client testimonials'. */
  label: string;
  /** What one slide is, for the buttons' names: 'testimonial', 'case study'. */
  itemLabel: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  transitionMs: number;
  autoAdvanceMs?: number;
  className?: string;
}) {
  const slidesId = useId();
  const count = items.length;
  const carousel = useCarousel({ count, transitionMs, autoAdvanceMs });
  const slides = useRef<(HTMLElement | null)[]>([]);
  useSlideTransition(slides, carousel.state, { durationMs: transitionMs, reducedMotion: carousel.reducedMotion });

  return (
    <section aria-roledescription="carousel" aria-label={label} className={className} {...carousel.regionProps}>
      <div
        id={slidesId}
        aria-live={carousel.rotating ? 'off' : 'polite'}
        className="grid overflow-hidden rounded-3xl p-1"
      >
        {items.map((item, i) => {
          const role = carousel.roleOf(i);
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group, not a form fieldset.
            <div
              key={keyOf(item)}
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
              {renderSlide(item, i)}
            </div>
          );
        })}
      </div>
      <CarouselControls
        className="mt-8"
        count={count}
        index={carousel.index}
        itemLabel={itemLabel}
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
  );
}
