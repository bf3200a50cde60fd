import { formPageViews, pageShouldRevalidate } from '../features/pages/form-page-views.tsx';
import { answerFormPagePost, serveFormPage } from '../features/pages/interactive-blocks.server.ts';
import { servedPageHeaders, servedPageMeta } from '../features/pages/page-meta.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/about';

export const handle = servedPageBreadcrumbs({ name: 'About Us', path: '/about' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

export const headers = servedPageHeaders;

/** The page seeded at /about (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => serveFormPage(args, '/about');

/** A post from a form staff placed on the page (its interactive blocks), answered by that form's own code. */
export const action = (args: Route.ActionArgs) => answerFormPagePost(args, '/about');

export const shouldRevalidate = pageShouldRevalidate;

/** SPEC 2.5: hero, Our Story, Mission, Vision, six values, contact call to action. */
export default function About({ loaderData, actionData }: Route.ComponentProps) {
  return <ServedPageView data={loaderData} views={formPageViews(loaderData, actionData)} />;
}
