import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/agent-automation';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'AI Agent Automation',
    description: 'Agents that reason over unstructured work and act in your systems.',
    path: '/agent-automation',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <PageHero title="AI Agent Automation" lead="Agents that reason over unstructured work and act in your systems." />
  );
}
