import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/enterprise-consulting';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Process and Automation Consultancy & Audit',
    description: 'Find, size and prioritise what to automate.',
    path: '/enterprise-consulting',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <PageHero title="Process and Automation Consultancy & Audit" lead="Find, size and prioritise what to automate." />
  );
}
