import type { ShouldRevalidateFunction } from 'react-router';
import { servicesContext } from '../.server/infrastructure/context.ts';
import { defaultImageFrom, pageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { PageHero } from '../components/site/page-hero.tsx';
import { roiCopy } from '../content/roi.ts';
import { answerRoiEmailPost } from '../features/roi/roi-email-post.server.ts';
import { publishedRoiModel } from '../features/roi/roi-model-lookup.server.ts';
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

/** The published ROI model comes with the page (one read), so the calculator makes no request of its own. */
export async function loader({ context }: Route.LoaderArgs) {
  return { roiModel: await publishedRoiModel(context.get(servicesContext).database) };
}

/**
 * The inputs live in the query (kept in step as the visitor moves a slider) and the model depends on
 * nothing in it: only a post ('email results') needs new data.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

/** 'email results': the address and the inputs arrive as a form post (roi-email-post.server.ts). */
export function action(args: Route.ActionArgs) {
  return answerRoiEmailPost(args);
}

export default function RoiCalculatorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={roiCopy.eyebrow} title={roiCopy.title} lead={roiCopy.lead} />
      <RoiSection emailAnswer={actionData} roiModel={loaderData.roiModel} className="pb-24" />
    </>
  );
}
