import { servedPageMeta } from '../features/pages/page-meta.ts';
import { servePage } from '../features/pages/pages.server.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/document-processing';

export const handle = servedPageBreadcrumbs({ name: 'Intelligent Document Processing', path: '/document-processing' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

/** The page seeded at /document-processing (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => servePage(args, '/document-processing');

/** SPEC 2.6: hero, six document types, the featured case-study carousel, challenge statistics, a three-step 'How It Works' and a benefits grid. */
export default function DocumentProcessing({ loaderData }: Route.ComponentProps) {
  return <ServedPageView data={loaderData} />;
}
