import { defaultImageFrom, pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { PageHero } from '../components/site/page-hero.tsx';
import { roiCopy } from '../content/roi.ts';
import { answerRoiEmailPost } from '../features/roi/roi-email-post.server.ts';
import { RoiSection } from '../features/roi/roi-section.tsx';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/roi-calculator';

export const handle: BreadcrumbHandle = { breadcrumbs: [{ name: 'ROI Calculator', path: '/roi-calculator' }] };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: roiCopy.title,
    description: roiCopy.metaDescription,
    path: '/roi-calculator',
    siteUrl: siteUrlFrom(matches),
    defaultImage: defaultImageFrom(matches),
  });

/** 'email results': the address and the inputs arrive as a form post (roi-email-post.server.ts). */
export function action(args: Route.ActionArgs) {
  return answerRoiEmailPost(args);
}

export default function RoiCalculatorPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={roiCopy.eyebrow} title={roiCopy.title} lead={roiCopy.lead} />
      <RoiSection emailAnswer={actionData} className="pb-24" />
    </>
  );
}
