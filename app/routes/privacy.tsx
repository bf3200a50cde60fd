import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Privacy Policy',
    description: 'Last updated: September 18, 2025',
    path: '/privacy',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return <PageHero title="Privacy Policy" lead="Last updated: September 18, 2025" />;
}
