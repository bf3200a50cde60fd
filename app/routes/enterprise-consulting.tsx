import { servedPageMeta } from '../features/pages/page-meta.ts';
import { servePage } from '../features/pages/pages.server.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/enterprise-consulting';

export const handle = servedPageBreadcrumbs({ name: 'Enterprise Consulting', path: '/enterprise-consulting' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

/** The page seeded at /enterprise-consulting (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => servePage(args, '/enterprise-consulting');

/** SPEC 2.6: hero, four service cards, four deliverables, 'Strategic FAQs', closing call to action. */
export default function EnterpriseConsulting({ loaderData }: Route.ComponentProps) {
  return <ServedPageView data={loaderData} />;
}
