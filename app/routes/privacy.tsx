import { servedPageMeta } from '../features/pages/page-meta.ts';
import { servePage } from '../features/pages/pages.server.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/privacy';

export const handle = servedPageBreadcrumbs({ name: 'Privacy Policy', path: '/privacy' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

/** The page seeded at /privacy (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => servePage(args, '/privacy');

/** SPEC 2.10: the Privacy Policy. */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <ServedPageView data={loaderData} />;
}
