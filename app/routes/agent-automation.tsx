import { servedPageMeta } from '../features/pages/page-meta.ts';
import { servePage } from '../features/pages/pages.server.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/agent-automation';

export const handle = servedPageBreadcrumbs({ name: 'AI Agent Automation', path: '/agent-automation' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

/** The page seeded at /agent-automation (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => servePage(args, '/agent-automation');

/** SPEC 2.6: hero, RPA vs agents across six capabilities, six key features, six use cases (each 'Learn More' to /use-cases), a four-step implementation and a call to action. */
export default function AgentAutomation({ loaderData }: Route.ComponentProps) {
  return <ServedPageView data={loaderData} />;
}
