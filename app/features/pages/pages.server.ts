/**
 * What a visitor's request for a path finds among the pages built from blocks (issue 28): a
 * published page, a 301 from a published page's old path, or nothing (the not-found page). A stored
 * block that no longer passes its schema is left out, not shown broken.
 *
 * Staff preview a page at its own address with `?preview` (`staffPreview`): the page as last saved,
 * whatever its status. Such a response is personal: the route sends it `private, no-store` and
 * noindex, and the page cache neither stores nor serves it (a signed-in request has no cache key:
 * app/.server/page-cache/key.ts).
 */
import { data, type RouterContextProvider, redirect } from 'react-router';
import { lookupSession } from '../../.server/auth/sessions.ts';
import { findPagePathRedirect, getPageByPath, getPublishedPageAt } from '../../.server/db/repositories/pages.ts';
import type { Database } from '../../.server/db/types.ts';
import { servicesContext } from '../../.server/infrastructure/context.ts';
import { sanitizeRichText } from '../../.server/infrastructure/html-sanitizer.ts';
import type { Logger } from '../../.server/infrastructure/logger.ts';
import { renderOnServer } from '../../.server/infrastructure/server-values.ts';
import type { PublicReads } from '../../.server/page-cache/public-reads.ts';
import type { Redirects } from '../../.server/redirects/redirects.ts';
import { shareImageUrlFor } from '../../.server/share-images/hash.ts';
import type { Page } from '../../lib/page.ts';
import { pagePathProblem } from '../../lib/page-path.ts';
import { pageShareInput } from '../../lib/share-image.ts';
import { mayAccess } from '../../lib/studio-access.ts';
import { type Block, type BlockOf, blockSchema, COPY_BLOCK_TYPES, hasCookieChoice } from './blocks/block-schemas.ts';
import { type LiveBlockData, loadLiveBlocks } from './live-blocks.server.ts';
import { PREVIEW_PARAM } from './page-form.ts';
import type { PageMetaFields } from './page-meta.ts';
import type { IslandBlock, ServedBlock, ServedDocument } from './served-blocks.ts';

export type PublicPageLookup =
  | { kind: 'page'; page: Page<Block> /** Staff's preview: any status, never cached. */; preview: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'none' };

/** Parsed blocks by page id and version: a version's blocks never change, so each is parsed once. */
const parsedBlocks = new Map<string, Block[]>();
const PARSED_PAGES_KEPT = 200;

function parseBlocks(page: Page, logger: Pick<Logger, 'warn'>): Block[] {
  return page.blocks.flatMap((stored, index): Block[] => {
    const parsed = blockSchema.safeParse(stored);
    if (!parsed.success) {
      logger.warn({ pageId: page.id, index }, 'page block left out: it no longer passes its schema');
      return [];
    }
    const block = parsed.data;
    // Sanitised here, as case-study sections are, whatever the editor let through.
    return block.type === 'rich-text' ? [{ ...block, html: sanitizeRichText(block.html) }] : [block];
  });
}

/**
 * The blocks of a stored page that still pass their schema, in order, rich text sanitised: parsed
 * once per page version (a render then costs no parsing), the oldest forgotten past 200 versions.
 */
export function readableBlocks(page: Page, logger: Pick<Logger, 'warn'>): Block[] {
  const key = `${page.id}:${page.version}`;
  const known = parsedBlocks.get(key);
  if (known) return known;
  const blocks = parseBlocks(page, logger);
  if (parsedBlocks.size >= PARSED_PAGES_KEPT) parsedBlocks.delete(parsedBlocks.keys().next().value as string);
  parsedBlocks.set(key, blocks);
  return blocks;
}

/**
 * What a preview is answered with (every route that serves pages sends it with one): personal, so
 * kept by no cache (browser, CDN or ours) and by no search engine.
 */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** The studio route whose readers may preview pages: the page editor's. */
const PREVIEW_ACCESS = '/admin/pages/edit/:id';

/** Whether the request asks for a preview (`?preview`) and comes from staff who may edit pages. */
export async function staffPreview(services: { database: Database }, request: Request): Promise<boolean> {
  if (!new URL(request.url).searchParams.has(PREVIEW_PARAM)) return false;
  const lookup = await lookupSession(services.database, request);
  return lookup.status === 'valid' && mayAccess(lookup.identity.role, PREVIEW_ACCESS, 'view');
}

/**
 * The page at `path` as a visitor finds it; with `preview` (from `staffPreview`), the page as last
 * saved whatever its status, so a draft can be checked where it will live.
 */
export async function findPublicPage(
  services: LookupServices,
  path: string,
  options: { preview?: boolean } = {},
): Promise<PublicPageLookup> {
  if (pagePathProblem(path) !== null) return { kind: 'none' };
  if (options.preview === true) return lookUp(services, path, true);
  // What a visitor finds stays the same until the next change: read once per change (public-reads.ts).
  const lookup = () => lookUp(services, path, false);
  const found = await (services.publicReads ? services.publicReads.read(`page ${path}`, lookup) : lookup());
  // A moved page's old address is listed with the redirect manager's, with its hits (issue 32).
  if (found.kind === 'redirect') services.redirects?.countHit(path);
  return found;
}

type LookupServices = {
  database: Database;
  logger: Pick<Logger, 'warn'>;
  publicReads?: PublicReads;
  redirects?: Pick<Redirects, 'countHit'>;
};

async function lookUp(services: LookupServices, path: string, preview: boolean): Promise<PublicPageLookup> {
  const page = preview
    ? await getPageByPath(services.database, path, { publishedOnly: false })
    : await getPublishedPageAt(services.database, path, (id, version) => parsedBlocks.get(`${id}:${version}`));
  if (page) return { kind: 'page', page: { ...page, blocks: readableBlocks(page, services.logger) }, preview };
  const moved = await findPagePathRedirect(services.database, path);
  return moved ? { kind: 'redirect', location: moved } : { kind: 'none' };
}

/**
 * Copy blocks are static islands (their code never loads, their data stays on the server), except
 * those that hydrate: the FAQ (its accordion's keyboard) and a document holding the cookie choice.
 */
const isStaticBlock = (block: Block) =>
  COPY_BLOCK_TYPES.includes(block.type) &&
  block.type !== 'faq' &&
  !(block.type === 'document' && hasCookieChoice(block));

/** A copy block as a static island; the home hero's frame (its shapes following the pointer) hydrates around it. */
const islandOf = (context: Readonly<RouterContextProvider>, block: Block): IslandBlock =>
  block.type === 'hero' && block.layout === 'home'
    ? { id: block.id, island: renderOnServer(context, block), frame: 'home-hero' }
    : { id: block.id, island: renderOnServer(context, block) };

/**
 * A document that hydrates (it holds the cookie choice) with each section that has no interactive
 * part as a static island: only the section holding the choice is rendered from data in the browser.
 */
const servedDocument = (context: Readonly<RouterContextProvider>, block: BlockOf<'document'>): ServedDocument => ({
  ...block,
  sections: block.sections.map((section) =>
    section.parts.some((part) => part.type === 'cookie-choice')
      ? section
      : { anchor: section.anchor, title: section.title, island: renderOnServer(context, section) },
  ),
});

/** A block as its page's route serves it: a static island, a document with island sections, or the block. */
function servedBlock(context: Readonly<RouterContextProvider>, block: Block): ServedBlock {
  if (isStaticBlock(block)) return islandOf(context, block);
  return block.type === 'document' ? servedDocument(context, block) : block;
}

/** What the preview bar names: the page's editor and its status. */
export type PagePreview = Pick<Page, 'id' | 'status'>;

/** What a page route's loader returns: the page's meta and its blocks as served, or null (the not-found page). */
export interface ServedPage {
  page: (PageMetaFields & { blocks: ServedBlock[] }) | null;
  live: LiveBlockData | null;
  /** A signed-in editor's `?preview` (the page as last saved, sent with PREVIEW_HEADERS): what its bar shows. */
  preview: PagePreview | null;
}

/**
 * The address of the generated image of what a published page shows now, unless staff uploaded one
 * (no query: a hash of its title and description); made right after publishing, the default image
 * stands in until then (docs/decisions/share-images.md).
 */
export function shareImageOfPage(page: Page): string | null {
  if (page.ogImage || page.status !== 'published') return null;
  // A public read keeps the same page object until the next save (public-reads.ts): hashed once.
  let url = shareImageUrls.get(page);
  if (url === undefined) {
    url = shareImageUrlFor(pageShareInput(page));
    shareImageUrls.set(page, url);
  }
  return url;
}

const shareImageUrls = new WeakMap<Page, string>();

/**
 * A seeded page's loader (the copy routes, e.g. /about): the published page at `path` with its
 * live data, a 301 when it has moved, else null (the route answers 404). The copy blocks' content
 * stays on the server for a document request (renderOnServer): the browser keeps their HTML.
 */
export async function loadServedPage(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  path: string,
): Promise<ServedPage> {
  const services = context.get(servicesContext);
  const found = await findPublicPage(services, path, { preview: await staffPreview(services, request) });
  if (found.kind === 'redirect') throw redirect(`${found.location}${new URL(request.url).search}`, 301);
  if (found.kind === 'none') return { page: null, live: null, preview: null };
  const { page } = found;
  const blocks = page.blocks.map((block) => servedBlock(context, block));
  // Only what the browser uses: the row's id, version and dates would be hydration data read by nobody
  // (a preview's bar alone needs the id and status).
  const { path: at, title, metaDescription, ogImage, noindex } = page;
  const shareImage = shareImageOfPage(page);
  return {
    page: { path: at, title, metaDescription, ogImage, shareImage, noindex, blocks },
    live: await loadLiveBlocks(services, page.blocks),
    preview: found.preview ? { id: page.id, status: page.status } : null,
  };
}

/**
 * A served page (with whatever else its route adds) as the route's answer: 404 without the page (the
 * route draws the not-found page), PREVIEW_HEADERS with a staff preview, else a plain 200.
 */
export function servedResponse<T extends Pick<ServedPage, 'page' | 'preview'>>(served: T) {
  if (!served.page) return data(served, { status: 404 });
  return data(served, served.preview ? { headers: PREVIEW_HEADERS } : undefined);
}

/** `loadServedPage` as a route's answer (servedResponse). */
export async function servePage(args: { request: Request; context: Readonly<RouterContextProvider> }, path: string) {
  return servedResponse(await loadServedPage(args, path));
}
