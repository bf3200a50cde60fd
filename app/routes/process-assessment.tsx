import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/process-assessment';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Process Assessment',
    description: 'Assess how much of a process can be automated.',
    path: '/process-assessment',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return <PageHero title="Process Assessment" lead="Assess how much of a process can be automated." />;
}
