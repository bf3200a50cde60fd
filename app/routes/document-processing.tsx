import { PageHero } from '../components/site/page-hero.tsx';
import { pageMeta, siteUrlFrom } from '../lib/seo.ts';
import type { Route } from './+types/document-processing';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Intelligent Document Processing',
    description: 'Read, classify and extract data from every document.',
    path: '/document-processing',
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <PageHero title="Intelligent Document Processing" lead="Read, classify and extract data from every document." />
  );
}
