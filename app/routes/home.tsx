import { data } from 'react-router';
import { HomeBlocks } from '../components/home/home-sections.tsx';
import { publicPageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { loadServedPage } from '../features/pages/pages.server.ts';
import type { Route } from './+types/home';

/**
 * The home page is the page built from blocks at '/' (issue 28, seeded from app/content/pages/home.ts)
 * as staff have since edited it, with the live data its blocks show; 301 when it has moved, and the
 * not-found page (404) when there is no published page at '/'.
 */
export async function loader(args: Route.LoaderArgs) {
  const { page, live } = await loadServedPage(args, '/');
  if (!page || !live) throw data(null, { status: 404 });
  // Only what the meta tags and the blocks need goes to the browser.
  const { title, metaDescription, ogImage, noindex, blocks } = page;
  return { page: { title, metaDescription, ogImage, noindex, blocks }, live };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? publicPageMeta(loaderData.page, '/', siteUrlFrom(matches)) : [];

/** SPEC 2.3: the home page's blocks, in their order (components/home/home-sections.tsx). */
export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeBlocks blocks={loaderData.page.blocks} live={loaderData.live} />;
}
