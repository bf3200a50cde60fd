import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/webhook-api';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Use Case Intake API',
    description: 'Add use cases to the site from your own systems.',
    path: '/webhook-api',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return <PageHero title="Use Case Intake API" lead="Add use cases to the site from your own systems." />;
}
