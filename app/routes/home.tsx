import { servicesContext } from '../.server/context.ts';
import { loadHomeShowcase } from '../.server/showcase.ts';
import { FeaturedCaseStudyCarousel } from '../components/case-studies/featured-carousel.tsx';
import { FeaturedCaseStudies } from '../components/case-studies/featured-case-studies.tsx';
import { TestimonialsSection } from '../components/case-studies/testimonials-section.tsx';
import { AgentsSpotlight } from '../components/home/agents-spotlight.tsx';
import { ClientLogoStrip } from '../components/home/client-logo-strip.tsx';
import { HomeHero } from '../components/home/home-hero.tsx';
import { ProcessRoiSection } from '../components/home/process-roi-section.tsx';
import { ServicesSection } from '../components/home/services-section.tsx';
import { UseCasesSection } from '../components/home/use-cases-section.tsx';
import { CtaBand } from '../components/marketing/cta-band.tsx';
import { homeCta, homeMeta } from '../content/home.ts';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...homeMeta, path: '/', siteUrl: siteUrlFrom(matches) });

export async function loader({ context }: Route.LoaderArgs) {
  return loadHomeShowcase(context.get(servicesContext));
}

/**
 * SPEC 2.3 order: hero; a second section (the client logos and 'How Can We Help?'); 'See our work';
 * Process & ROI; another section (AI agents, then results and testimonials); a use-case section;
 * the contact call to action.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <ClientLogoStrip />
      <ServicesSection />
      <FeaturedCaseStudies caseStudies={loaderData.featured} />
      <ProcessRoiSection />
      <AgentsSpotlight />
      <FeaturedCaseStudyCarousel items={loaderData.carousel} />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <UseCasesSection />
      <CtaBand id="home-cta-title" copy={homeCta} />
    </>
  );
}
