import { CtaBand } from '../components/marketing/cta-band.tsx';
import { FaqAccordion } from '../components/marketing/faq-accordion.tsx';
import { FeatureGrid } from '../components/marketing/feature-grid.tsx';
import { MarketingHero } from '../components/marketing/marketing-hero.tsx';
import { PanelGrid } from '../components/marketing/panel-grid.tsx';
import { Section, SectionHeading } from '../components/marketing/section.tsx';
import { JsonLd } from '../components/seo/json-ld.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import {
  consultingCta,
  consultingHero,
  consultingMeta,
  consultingServices,
  deliverables,
  faqHeading,
  faqs,
} from '../content/consulting.ts';
import { type BreadcrumbHandle, faqPageJsonLd } from '../lib/structured-data.ts';
import type { Route } from './+types/enterprise-consulting';

export const handle: BreadcrumbHandle = {
  breadcrumbs: [{ name: 'Enterprise Consulting', path: '/enterprise-consulting' }],
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    ...consultingMeta,
    path: '/enterprise-consulting',
    siteUrl: siteUrlFrom(matches),
  });

/** SPEC 2.6: hero, four service cards, four deliverables, 'Strategic FAQs', closing call to action. */
export default function EnterpriseConsulting() {
  return (
    <>
      <MarketingHero copy={consultingHero} />

      <Section id="consulting-services" labelledBy="consulting-services-title">
        <SectionHeading id="consulting-services-title" copy={consultingServices.heading} />
        <FeatureGrid features={consultingServices.items} columns={2} className="mx-auto mt-14 max-w-5xl" />
      </Section>

      <Section id="deliverables" labelledBy="deliverables-title" tone="dark">
        <SectionHeading id="deliverables-title" copy={deliverables.heading} />
        <PanelGrid items={deliverables.items} className="mt-14" />
      </Section>

      <Section id="faqs" labelledBy="faqs-title" tone="muted">
        <div className="grid gap-12 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <SectionHeading id="faqs-title" copy={faqHeading} align="left" />
          <FaqAccordion faqs={faqs} />
          <JsonLd data={import.meta.env.SSR && faqPageJsonLd(faqs)} />
        </div>
      </Section>

      <CtaBand id="consulting-cta-title" copy={consultingCta} />
    </>
  );
}
