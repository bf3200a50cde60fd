import { servedPageMeta } from '../features/pages/page-meta.ts';
import { servePage } from '../features/pages/pages.server.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/about';

export const handle = servedPageBreadcrumbs({ name: 'About Us', path: '/about' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

/** The page seeded at /about (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => servePage(args, '/about');

/** SPEC 2.5: hero, Our Story, Mission, Vision, six values, contact call to action. */
export default function About({ loaderData }: Route.ComponentProps) {
  return <ServedPageView data={loaderData} />;
}
