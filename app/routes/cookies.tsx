import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/cookies';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Cookie Policy',
    description: 'Last updated: September 18, 2025',
    path: '/cookies',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return <PageHero title="Cookie Policy" lead="Last updated: September 18, 2025" />;
}
