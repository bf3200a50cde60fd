import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/rpa';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Robotic Process Automation',
    description: 'Software robots for repetitive, rules-based work.',
    path: '/rpa',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return <PageHero title="Robotic Process Automation" lead="Software robots for repetitive, rules-based work." />;
}
