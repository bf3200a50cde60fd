import { PageHero } from '../components/site/page-hero.tsx';
import type { Route } from './+types/use-case-detail';

export default function UseCaseDetail({ params }: Route.ComponentProps) {
  return <PageHero eyebrow="Case study" title={params.slug} />;
}
