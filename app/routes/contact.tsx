import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Schedule a Consultation',
    description: 'Book a free consultation or send us a message.',
    path: '/contact',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return <PageHero title="Schedule a Consultation" lead="Book a free consultation or send us a message." />;
}
