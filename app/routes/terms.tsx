import { servedPageMeta } from '../features/pages/page-meta.ts';
import { servePage } from '../features/pages/pages.server.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/terms';

export const handle = servedPageBreadcrumbs({ name: 'Terms of Service', path: '/terms' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

/** The page seeded at /terms (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => servePage(args, '/terms');

/** SPEC 2.10: the Terms of Service, ten numbered sections. */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <ServedPageView data={loaderData} />;
}
