import { data } from 'react-router';
import { servicesContext } from '../.server/infrastructure/context.ts';
import { HomeBlocks } from '../components/home/home-sections.tsx';
import { siteUrlFrom } from '../components/seo/page-meta.ts';
import { loadLiveBlocks } from '../features/pages/live-blocks.server.ts';
import { publicPageMeta } from '../features/pages/page-meta.ts';
import { findPublicPage } from '../features/pages/pages.server.ts';
import type { Route } from './+types/home';

/**
 * The home page is the page built from blocks at '/' (issue 28; seeded from app/content/pages/home.ts):
 * its blocks and the live data they show. Without a published page there, the not-found page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const found = await findPublicPage(services, '/');
  if (found.kind !== 'page') throw data(null, { status: 404 });
  const { title, metaDescription, ogImage, noindex, blocks } = found.page;
  // Only what the meta tags and the blocks need goes to the browser with the page.
  return { page: { title, metaDescription, ogImage, noindex, blocks }, live: await loadLiveBlocks(services, blocks) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.page;
  if (!page) return [];
  return publicPageMeta(page, '/', siteUrlFrom(matches));
};

/** SPEC 2.3: the home page's blocks, in their order (components/home/home-sections.tsx). */
export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeBlocks blocks={loaderData.page.blocks} live={loaderData.live} />;
}
