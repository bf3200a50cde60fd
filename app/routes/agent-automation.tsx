import { formPageViews, pageShouldRevalidate } from '../features/pages/form-page-views.tsx';
import { answerFormPagePost, serveFormPage } from '../features/pages/interactive-blocks.server.ts';
import { servedPageHeaders, servedPageMeta } from '../features/pages/page-meta.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/agent-automation';

export const handle = servedPageBreadcrumbs({ name: 'AI Agent Automation', path: '/agent-automation' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

export const headers = servedPageHeaders;

/** The page seeded at /agent-automation (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => serveFormPage(args, '/agent-automation');

/** A post from a form staff placed on the page (its interactive blocks), answered by that form's own code. */
export const action = (args: Route.ActionArgs) => answerFormPagePost(args, '/agent-automation');

export const shouldRevalidate = pageShouldRevalidate;

/** SPEC 2.6: hero, RPA vs agents across six capabilities, six key features, six use cases (each 'Learn More' to /use-cases), a four-step implementation and a call to action. */
export default function AgentAutomation({ loaderData, actionData }: Route.ComponentProps) {
  return <ServedPageView data={loaderData} views={formPageViews(loaderData, actionData)} />;
}
