import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/roi-calculator';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'ROI Calculator',
    description: 'Estimate what automation saves you.',
    path: '/roi-calculator',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return <PageHero title="ROI Calculator" lead="Estimate what automation saves you." />;
}
