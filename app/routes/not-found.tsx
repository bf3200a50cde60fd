/**
 * Every path no other route answers: a published page built from blocks (issue 28), a permanent
 * redirect from such a page's old path, or the not-found page with HTTP 404.
 */
import { data, redirect } from 'react-router';
import { servicesContext } from '../.server/infrastructure/context.ts';
import { NotFound } from '../components/site/not-found.tsx';
import { PageBlocks } from '../features/pages/blocks/page-blocks.tsx';
import { liveBlockRenderers } from '../features/pages/live-block-views.tsx';
import { loadLiveBlocks } from '../features/pages/live-blocks.server.ts';
import { servedPageMeta } from '../features/pages/page-meta.ts';
import { findPublicPage } from '../features/pages/pages.server.ts';
import { redactUrl } from '../lib/redact-url.ts';
import type { BreadcrumbHandle } from '../lib/structured-data.ts';
import type { Route } from './+types/not-found';

/** Home › {page title} on a page; none on the not-found page. */
export const handle: BreadcrumbHandle = {
  breadcrumbs: (loaderData) => {
    const found = loaderData as Awaited<ReturnType<typeof loader>>['data'] | undefined;
    return found?.page ? [{ name: found.page.title, path: found.page.path }] : null;
  },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const found = await findPublicPage(services, url.pathname);
  if (found.kind === 'page') return data({ page: found.page, live: await loadLiveBlocks(services, found.page.blocks) });
  if (found.kind === 'redirect') throw redirect(`${found.location}${url.search}`, 301);
  // Redacted like the request log: a mistyped invitation link still holds its token.
  services.logger.warn({ path: redactUrl(url.pathname) }, '404: no route for path');
  return data({ page: null, live: null }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

export default function PageOrNotFound({ loaderData }: Route.ComponentProps) {
  const { page, live } = loaderData;
  if (!page || !live) return <NotFound />;
  return <PageBlocks blocks={page.blocks} render={liveBlockRenderers(live)} />;
}
