import { servicesContext } from '../.server/infrastructure/context.ts';
import { CtaBand } from '../components/marketing/cta-band.tsx';
import { FeatureGrid } from '../components/marketing/feature-grid.tsx';
import { MarketingHero } from '../components/marketing/marketing-hero.tsx';
import { Section, SectionHeading } from '../components/marketing/section.tsx';
import { StatGrid } from '../components/marketing/stat-grid.tsx';
import { StepList } from '../components/marketing/step-list.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import {
  documentBenefits,
  documentChallenge,
  documentsCta,
  documentsHero,
  documentsMeta,
  documentTypes,
  howItWorks,
} from '../content/document-processing.ts';
import { FeaturedCaseStudyCarousel } from '../features/case-studies/featured-carousel.tsx';
import { loadCarousel } from '../features/case-studies/showcase.server.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/document-processing';

export const handle: BreadcrumbHandle = {
  breadcrumbs: [{ name: 'Intelligent Document Processing', path: '/document-processing' }],
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    ...documentsMeta,
    path: '/document-processing',
    siteUrl: siteUrlFrom(matches),
  });

export async function loader({ context }: Route.LoaderArgs) {
  const carousel = await loadCarousel(context.get(servicesContext));
  return { carousel };
}

/**
 * SPEC 2.6: hero (button to /demo), six document types, the featured case-study carousel,
 * challenge statistics, a three-step 'How It Works' and a benefits grid.
 */
export default function DocumentProcessing({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <MarketingHero copy={documentsHero} />

      <Section id="document-types" labelledBy="document-types-title">
        <SectionHeading id="document-types-title" copy={documentTypes.heading} />
        <FeatureGrid features={documentTypes.items} className="mt-14" />
      </Section>

      <FeaturedCaseStudyCarousel items={loaderData.carousel} />

      <Section id="challenge" labelledBy="challenge-title" tone="dark">
        <SectionHeading id="challenge-title" copy={documentChallenge.heading} />
        <StatGrid stats={documentChallenge.stats} className="mt-14" />
      </Section>

      <Section id="how-it-works" labelledBy="how-it-works-title">
        <SectionHeading id="how-it-works-title" copy={howItWorks.heading} />
        <StepList steps={howItWorks.steps} className="mt-16" />
      </Section>

      <Section id="benefits" labelledBy="benefits-title" tone="muted">
        <SectionHeading id="benefits-title" copy={documentBenefits.heading} />
        <FeatureGrid features={documentBenefits.items} className="mt-14" />
      </Section>

      <CtaBand id="documents-cta-title" copy={documentsCta} />
    </>
  );
}
