import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/lead-intake';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Start Your Automation Project',
    description: 'Tell us about the processes you want to automate.',
    path: '/lead-intake',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return <PageHero title="Start Your Automation Project" lead="Tell us about the processes you want to automate." />;
}
