import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Automation That Scales With You',
    description: 'Cut manual work. Boost efficiency. Scale without adding headcount.',
    path: '/',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <PageHero
      title="Automation That Scales With You"
      lead="Cut manual work. Boost efficiency. Scale without adding headcount."
    />
  );
}
