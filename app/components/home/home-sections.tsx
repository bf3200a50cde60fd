import { Suspense } from 'react';
import { lazyModule } from '../../delivery/lazy-module.ts';
import { staticIsland } from '../../delivery/static-island.tsx';
import type { HomeShowcase } from '../../lib/showcase.ts';

// The sections a visitor operates (the case-study carousel and the testimonials):
// their code loads as a second step, not with the JavaScript the page needs up front; until it
// arrives React leaves their server-rendered HTML in place.
const interactive = lazyModule(() => import('./interactive-sections.ts'), { prefetch: true });

// The rest is static: the browser keeps the server's HTML and loads this code only to render the
// page itself (delivery/static-island.tsx).
const staticSections = () => import('./static-sections.tsx');
const ClientLogos = staticIsland('home-client-logos', () => staticSections().then((m) => m.ClientLogoStrip));
const Services = staticIsland('home-services', () => staticSections().then((m) => m.ServicesSection));
const Featured = staticIsland('home-featured', () => staticSections().then((m) => m.FeaturedCaseStudies));
const ProcessRoi = staticIsland('home-process-roi', () => staticSections().then((m) => m.ProcessRoiSection));
const Agents = staticIsland('home-agents', () => staticSections().then((m) => m.AgentsSpotlight));
const UseCases = staticIsland('home-use-cases', () => staticSections().then((m) => m.UseCasesSection));
const Cta = staticIsland('home-cta', () => staticSections().then((m) => m.HomeCta));

function Carousel({ items }: { items: HomeShowcase['carousel'] }) {
  const { FeaturedCaseStudyCarousel } = interactive.read();
  return <FeaturedCaseStudyCarousel items={items} />;
}

function Testimonials({ testimonials }: Pick<HomeShowcase, 'testimonials'>) {
  const { TestimonialsSection } = interactive.read();
  return <TestimonialsSection testimonials={testimonials} />;
}

/**
 * Everything on the home page after the hero, in SPEC 2.3 order: a second section (the client
 * logos and 'How Can We Help?'); 'See our work'; Process & ROI; another section (AI agents, then
 * results and testimonials); a use-case section; the contact call to action.
 */
export function HomeSections({ featured, carousel, testimonials }: HomeShowcase) {
  return (
    <>
      <ClientLogos />
      <Services />
      <Featured caseStudies={featured} />
      <ProcessRoi />
      <Agents />
      <Suspense fallback={null}>
        <Carousel items={carousel} />
      </Suspense>
      <Suspense fallback={null}>
        <Testimonials testimonials={testimonials} />
      </Suspense>
      <UseCases />
      <Cta />
    </>
  );
}
