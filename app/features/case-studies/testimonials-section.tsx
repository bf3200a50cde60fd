import { ServerScript } from '../../delivery/server-script.tsx';
import { staticIsland } from '../../delivery/static-island.tsx';
import type { DisplayTestimonial } from '../../lib/case-study.ts';
import type { TestimonialsData } from '../../lib/showcase.ts';
import { Deferred, LoadingState } from './deferred.tsx';
import type { Resolvable } from './resolvable.ts';
import { testimonialsCopy as copy, loadingTexts } from './showcase-copy.ts';
import { SlideCarousel } from './slide-carousel.tsx';
import { testimonialsGateScript, useGateScriptWanted, useTestimonialsEnabled } from './testimonials-switch.ts';

/** SPEC 9: auto-advance every 8000 ms, 500 ms slide transition. */
export const TESTIMONIAL_AUTO_ADVANCE_MS = 8000;
export const TESTIMONIAL_TRANSITION_MS = 500;

// A testimonial is static (delivery/static-island.tsx): the carousel moves server-rendered cards,
// and their code loads only when the section is rendered in the browser.
const TestimonialCard = staticIsland(
  ({ testimonial }: { testimonial: DisplayTestimonial }) => `testimonial-${testimonial.id}`,
  () => import('./testimonial-card.tsx').then((module) => module.TestimonialCard),
);

/**
 * Home testimonials (SPEC 2.3, 4): badge, heading, which source is shown, and a carousel. Takes the
 * loader's data, or its promise when streamed ('Loading testimonials....' until it arrives).
 * Renders nothing when the visitor's `testimonialsEnabled` flag is 'false' (see testimonials-switch.ts).
 */
export function TestimonialsSection({
  testimonials,
  heading = copy,
}: {
  testimonials: Resolvable<TestimonialsData>;
  /** A page built from blocks (issue 28) may give its own; the home page's otherwise. */
  heading?: { eyebrow?: string | undefined; title: string; lead?: string | undefined };
}) {
  const enabled = useTestimonialsEnabled();
  const gateScriptWanted = useGateScriptWanted();
  if (!enabled) return null;
  return (
    <>
      {/* Runs before the section is parsed: a switched-off section is never painted. Only the server's
          copy runs, so the browser bundle leaves the text out (hydration keeps the server's script). */}
      {gateScriptWanted && <ServerScript text={import.meta.env.SSR && testimonialsGateScript} />}
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
            {heading.eyebrow ? (
              <p className="inline-flex rounded-full bg-blue-100 px-3 py-1 text-xs font-semibold tracking-wider text-blue-800">
                {heading.eyebrow}
              </p>
            ) : null}
            <h2 id="testimonials-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
              {heading.title}
            </h2>
            {heading.lead ? <p className="mt-5 text-lg leading-8 text-slate-600">{heading.lead}</p> : null}
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
  return (
    <div data-source={data.source} data-testid="testimonials-carousel" className="mt-6">
      <p className="text-center text-sm text-slate-600">{copy.source[data.source]}</p>
      <SlideCarousel
        label="Client testimonials"
        itemLabel="testimonial"
        className="mt-10"
        items={data.items}
        keyOf={(testimonial) => testimonial.id}
        renderSlide={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        transitionMs={TESTIMONIAL_TRANSITION_MS}
        autoAdvanceMs={TESTIMONIAL_AUTO_ADVANCE_MS}
      />
    </div>
  );
}
