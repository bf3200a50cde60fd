import { homeCta } from '../../content/home.ts';
import type { HomeShowcase } from '../../lib/showcase.ts';
import { FeaturedCaseStudyCarousel } from '../case-studies/featured-carousel.tsx';
import { FeaturedCaseStudies } from '../case-studies/featured-case-studies.tsx';
import { TestimonialsSection } from '../case-studies/testimonials-section.tsx';
import { CtaBand } from '../marketing/cta-band.tsx';
import { AgentsSpotlight } from './agents-spotlight.tsx';
import { ClientLogoStrip } from './client-logo-strip.tsx';
import { ProcessRoiSection } from './process-roi-section.tsx';
import { ServicesSection } from './services-section.tsx';
import { UseCasesSection } from './use-cases-section.tsx';

/**
 * Everything on the home page after the hero, in SPEC 2.3 order: a second section (the client
 * logos and 'How Can We Help?'); 'See our work'; Process & ROI; another section (AI agents, then
 * results and testimonials); a use-case section; the contact call to action.
 */
export function HomeSections({ featured, carousel, testimonials }: HomeShowcase) {
  return (
    <>
      <ClientLogoStrip />
      <ServicesSection />
      <FeaturedCaseStudies caseStudies={featured} />
      <ProcessRoiSection />
      <AgentsSpotlight />
      <FeaturedCaseStudyCarousel items={carousel} />
      <TestimonialsSection testimonials={testimonials} />
      <UseCasesSection />
      <CtaBand id="home-cta-title" copy={homeCta} />
    </>
  );
}
