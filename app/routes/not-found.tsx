/**
 * Every path no other route answers: a published page built from blocks (issue 28), a permanent
 * redirect from such a page's old path, or the not-found page with HTTP 404. A page's forms post
 * here too (its interactive blocks: features/pages/interactive-blocks.server.ts). Staff who may edit
 * pages preview any page at its own address with `?preview`: the page as last saved under a preview
 * bar, private and never indexed.
 */
import { data, redirect } from 'react-router';
import { servicesContext } from '../.server/infrastructure/context.ts';
import { Gone } from '../components/site/gone.tsx';
import { NotFound } from '../components/site/not-found.tsx';
import { PageBlocks } from '../features/pages/blocks/page-blocks.tsx';
import { pageShouldRevalidate } from '../features/pages/form-page-views.tsx';
import { answerBlockPost, loadInteractiveBlocks } from '../features/pages/interactive-blocks.server.ts';
import { interactiveBlockViews } from '../features/pages/interactive-blocks.tsx';
import { liveBlockRenderers } from '../features/pages/live-block-views.tsx';
import { loadLiveBlocks } from '../features/pages/live-blocks.server.ts';
import { servedPageHeaders, servedPageMeta } from '../features/pages/page-meta.ts';
import { findPublicPage, PREVIEW_HEADERS, shareImageOfPage, staffPreview } from '../features/pages/pages.server.ts';
import { PreviewBarSlot } from '../features/pages/preview-bar-slot.tsx';
import { answerRedirectRule } from '../features/redirects/serve.server.ts';
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

/**
 * The path asked for, from the route's match: a client-side navigation's data request (and a
 * fetcher's post) arrives at `<path>.data`, which React Router matches as `<path>`.
 */
const pathOf = (params: Route.LoaderArgs['params']) => `/${params['*'] ?? ''}`;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const found = await findPublicPage(services, pathOf(params), { preview: await staffPreview(services, request) });
  if (found.kind === 'page') {
    const { blocks } = found.page;
    const served = {
      page: { ...found.page, shareImage: shareImageOfPage(found.page) },
      live: await loadLiveBlocks(services, blocks),
      interactive: await loadInteractiveBlocks(context, blocks),
      preview: found.preview,
      gone: false,
    };
    return data(served, found.preview ? { headers: PREVIEW_HEADERS } : undefined);
  }
  if (found.kind === 'redirect') throw redirect(`${found.location}${url.search}`, 301);
  // The studio's redirects: a 410's Gone page, or a client-side navigation's redirect.
  if (await answerRedirectRule(services, pathOf(params), url.search)) {
    return data({ page: null, live: null, interactive: null, preview: false, gone: true }, { status: 410 });
  }
  // Redacted like the request log: a mistyped invitation link still holds its token.
  services.logger.warn({ path: redactUrl(pathOf(params)) }, '404: no route for path');
  return data({ page: null, live: null, interactive: null, preview: false, gone: false }, { status: 404 });
}

/** A post from one of the page's forms, answered by that form's own server code. */
export async function action(args: Route.ActionArgs) {
  const services = args.context.get(servicesContext);
  const found = await findPublicPage(services, pathOf(args.params));
  if (found.kind !== 'page') throw data(null, { status: 404 });
  return answerBlockPost(args, found.page);
}

/** A preview's private headers, and a 429's Retry-After on a plain (no-JavaScript) post. */
export const headers = servedPageHeaders;

/** The page's data depends on its path only, not on a form's state in the query. */
export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

export default function PageOrNotFound({ loaderData, actionData }: Route.ComponentProps) {
  const { page, live, interactive, preview, gone } = loaderData;
  if (!page || !live || !interactive) return gone ? <Gone /> : <NotFound />;
  return (
    <>
      <PreviewBarSlot preview={preview ? { id: page.id, status: page.status } : null} />
      <PageBlocks
        blocks={page.blocks}
        render={{
          ...interactiveBlockViews({ path: page.path, ...interactive, answer: actionData }),
          ...liveBlockRenderers(live),
        }}
      />
    </>
  );
}
