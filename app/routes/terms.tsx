import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Terms of Service',
    description: 'Last updated: September 18, 2025',
    path: '/terms',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return <PageHero title="Terms of Service" lead="Last updated: September 18, 2025" />;
}
