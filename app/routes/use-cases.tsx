import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/use-cases';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'See our Work',
    description: 'Case studies from our automation programmes.',
    path: '/use-cases',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return <PageHero title="See our Work" lead="Case studies from our automation programmes." />;
}
