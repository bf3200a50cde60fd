import { formPageViews, pageShouldRevalidate } from '../features/pages/form-page-views.tsx';
import { answerFormPagePost, serveFormPage } from '../features/pages/interactive-blocks.server.ts';
import { servedPageHeaders, servedPageMeta } from '../features/pages/page-meta.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/document-processing';

export const handle = servedPageBreadcrumbs({ name: 'Intelligent Document Processing', path: '/document-processing' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

export const headers = servedPageHeaders;

/** The page seeded at /document-processing (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => serveFormPage(args, '/document-processing');

/** A post from a form staff placed on the page (its interactive blocks), answered by that form's own code. */
export const action = (args: Route.ActionArgs) => answerFormPagePost(args, '/document-processing');

export const shouldRevalidate = pageShouldRevalidate;

/** SPEC 2.6: hero, six document types, the featured case-study carousel, challenge statistics, a three-step 'How It Works' and a benefits grid. */
export default function DocumentProcessing({ loaderData, actionData }: Route.ComponentProps) {
  return <ServedPageView data={loaderData} views={formPageViews(loaderData, actionData)} />;
}
