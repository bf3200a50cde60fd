import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'About Us',
    description: 'The team behind intelligent automation that lasts.',
    path: '/about',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return <PageHero title="About Us" lead="The team behind intelligent automation that lasts." />;
}
