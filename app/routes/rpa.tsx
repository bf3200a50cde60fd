import { servedPageMeta } from '../features/pages/page-meta.ts';
import { servePage } from '../features/pages/pages.server.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/rpa';

export const handle = servedPageBreadcrumbs({ name: 'Robotic Process Automation', path: '/rpa' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

/** The page seeded at /rpa (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => servePage(args, '/rpa');

/** SPEC 2.6: hero, why RPA, the four-step delivery process, benefits grid, call to action. */
export default function Rpa({ loaderData }: Route.ComponentProps) {
  return <ServedPageView data={loaderData} />;
}
