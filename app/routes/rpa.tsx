import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CtaBand } from '../components/marketing/cta-band.tsx';
import { FeatureGrid } from '../components/marketing/feature-grid.tsx';
import { MarketingHero } from '../components/marketing/marketing-hero.tsx';
import { Section, SectionHeading } from '../components/marketing/section.tsx';
import { StatGrid } from '../components/marketing/stat-grid.tsx';
import { StepList } from '../components/marketing/step-list.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { rpaAgentsTeaser, rpaBenefits, rpaCta, rpaHero, rpaMeta, rpaProcess, whyRpa } from '../content/rpa.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/rpa';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'Robotic Process Automation', path: '/rpa' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...rpaMeta, path: '/rpa', siteUrl: siteUrlFrom(matches) });

/** SPEC 2.6: hero, why RPA, the four-step delivery process, benefits grid, call to action. */
export default function Rpa() {
  return (
    <>
      <MarketingHero copy={rpaHero} />

      <Section id="why-rpa" labelledBy="why-rpa-title">
        <SectionHeading id="why-rpa-title" copy={whyRpa.heading} />
        <FeatureGrid features={whyRpa.reasons} className="mt-14" />
        <StatGrid stats={whyRpa.stats} className="mx-auto mt-8 max-w-4xl" />
      </Section>

      <Section id="delivery" labelledBy="delivery-title" tone="dark">
        <SectionHeading id="delivery-title" copy={rpaProcess.heading} />
        <StepList steps={rpaProcess.steps} className="mt-16" />
      </Section>

      <Section id="benefits" labelledBy="benefits-title" tone="muted">
        <SectionHeading id="benefits-title" copy={rpaBenefits.heading} />
        <FeatureGrid features={rpaBenefits.items} className="mt-14" />
        <p className="mt-12 flex flex-col items-center justify-center gap-2 text-center text-slate-600 sm:flex-row">
          <rpaAgentsTeaser.icon aria-hidden className="size-5 text-indigo-600" />
          {rpaAgentsTeaser.text}
          <Link
            to={rpaAgentsTeaser.link.href}
            className="inline-flex items-center gap-1 font-semibold text-blue-700 underline-offset-4 hover:underline"
          >
            {rpaAgentsTeaser.link.label}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </p>
      </Section>

      <CtaBand id="rpa-cta-title" copy={rpaCta} />
    </>
  );
}
