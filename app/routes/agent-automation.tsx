import { ComparisonTable } from '../components/marketing/comparison-table.tsx';
import { CtaBand } from '../components/marketing/cta-band.tsx';
import { FeatureGrid } from '../components/marketing/feature-grid.tsx';
import { MarketingHero } from '../components/marketing/marketing-hero.tsx';
import { Section, SectionHeading } from '../components/marketing/section.tsx';
import { StepList } from '../components/marketing/step-list.tsx';
import { pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import {
  agentFeatures,
  agentImplementation,
  agentsCta,
  agentsHero,
  agentsMeta,
  agentUseCases,
  comparison,
} from '../content/agents.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/agent-automation';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'AI Agent Automation', path: '/agent-automation' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...agentsMeta, path: '/agent-automation', siteUrl: siteUrlFrom(matches) });

/**
 * SPEC 2.6: hero, RPA vs agents across six capabilities, six key features, six use cases (each
 * 'Learn More' to /use-cases), a four-step implementation and a call to action.
 */
export default function AgentAutomation() {
  return (
    <>
      <MarketingHero copy={agentsHero} />

      <Section id="comparison" labelledBy="comparison-title">
        <SectionHeading id="comparison-title" copy={comparison.heading} />
        <div className="mx-auto mt-14 max-w-5xl">
          <ComparisonTable caption={comparison.caption} columns={comparison.columns} rows={comparison.rows} />
        </div>
      </Section>

      <Section id="features" labelledBy="features-title" tone="muted">
        <SectionHeading id="features-title" copy={agentFeatures.heading} />
        <FeatureGrid features={agentFeatures.items} className="mt-14" />
      </Section>

      <Section id="agent-use-cases" labelledBy="agent-use-cases-title">
        <SectionHeading id="agent-use-cases-title" copy={agentUseCases.heading} />
        <FeatureGrid
          features={agentUseCases.items}
          action={{ label: agentUseCases.linkLabel, href: agentUseCases.linkHref }}
          className="mt-14"
        />
      </Section>

      <Section id="implementation" labelledBy="implementation-title" tone="dark">
        <SectionHeading id="implementation-title" copy={agentImplementation.heading} />
        <StepList steps={agentImplementation.steps} className="mt-16" />
      </Section>

      <CtaBand id="agents-cta-title" copy={agentsCta} />
    </>
  );
}
