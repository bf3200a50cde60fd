import { data } from 'react-router';
import { HomeBlocks } from '../components/home/home-sections.tsx';
import { defaultImageFrom, publicPageMeta, siteUrlFrom } from '../components/seo/page-meta.ts';
import { servedPageHeaders } from '../features/pages/page-meta.ts';
import { loadServedPage, PREVIEW_HEADERS } from '../features/pages/pages.server.ts';
import { PreviewBarSlot } from '../features/pages/preview-bar-slot.tsx';
import type { Route } from './+types/home';

/**
 * The home page is the page built from blocks at '/' (issue 28, seeded from app/content/pages/home.ts)
 * as staff have since edited it, with the live data its blocks show; 301 when it has moved, and the
 * not-found page (404) when there is no published page at '/'. Staff preview it with `/?preview`.
 */
export async function loader(args: Route.LoaderArgs) {
  const { page, live, preview } = await loadServedPage(args, '/');
  if (!page || !live) throw data(null, { status: 404 });
  const body = { page, live, preview };
  return preview ? data(body, { headers: PREVIEW_HEADERS }) : body;
}

export const headers = servedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? publicPageMeta(
        { ...loaderData.page, noindex: loaderData.page.noindex || loaderData.preview !== null },
        '/',
        siteUrlFrom(matches),
        defaultImageFrom(matches),
      )
    : [];

/** SPEC 2.3: the home page's blocks, in their order (components/home/home-sections.tsx). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, live, preview } = loaderData;
  return (
    <>
      <PreviewBarSlot preview={preview} />
      <HomeBlocks blocks={page.blocks} live={live} />
    </>
  );
}
