/**
 * What a visitor's request for a path that no route of the app answers finds among the pages built
 * from blocks (issue 28): a published page, a 301 from a published page's old path, or nothing (the
 * not-found page). A stored block that no longer passes its schema is left out, not shown broken.
 *
 * Staff preview a page at its own address with `?preview` (`staffPreview`): the page as last saved,
 * whatever its status. Such a response is personal: the route sends it `private, no-store` and
 * noindex, and the page cache neither stores nor serves it (a signed-in request has no cache key:
 * app/.server/page-cache/key.ts).
 */
import { lookupSession } from '../../.server/auth/sessions.ts';
import { findPagePathRedirect, getPageByPath } from '../../.server/db/repositories/pages.ts';
import type { Database } from '../../.server/db/types.ts';
import { sanitizeRichText } from '../../.server/infrastructure/html-sanitizer.ts';
import type { Logger } from '../../.server/infrastructure/logger.ts';
import type { Page } from '../../lib/page.ts';
import { pagePathProblem } from '../../lib/page-path.ts';
import { mayAccess } from '../../lib/studio-access.ts';
import { type Block, blockSchema } from './blocks/block-schemas.ts';
import { PREVIEW_PARAM } from './page-form.ts';

export type PublicPageLookup =
  | { kind: 'page'; page: Page<Block> /** Staff's preview: any status, never cached. */; preview: boolean }
  | { kind: 'redirect'; location: string }
  | { kind: 'none' };

/**
 * The blocks of a stored page that still pass their schema, in order, rich text cleaned with the
 * public allow-list (the editor cleans it as it saves; this also covers rows written otherwise).
 */
export function readableBlocks(page: Page, logger: Pick<Logger, 'warn'>): Block[] {
  return page.blocks.flatMap((stored, index) => {
    const parsed = blockSchema.safeParse(stored);
    if (!parsed.success) {
      logger.warn({ pageId: page.id, index }, 'page block left out: it no longer passes its schema');
      return [];
    }
    const block = parsed.data;
    return [block.type === 'rich-text' ? { ...block, html: sanitizeRichText(block.html) } : block];
  });
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
  services: { database: Database; logger: Pick<Logger, 'warn'> },
  path: string,
  options: { preview?: boolean } = {},
): Promise<PublicPageLookup> {
  if (pagePathProblem(path) !== null) return { kind: 'none' };
  const preview = options.preview === true;
  const page = await getPageByPath(services.database, path, { publishedOnly: !preview });
  if (page) return { kind: 'page', page: { ...page, blocks: readableBlocks(page, services.logger) }, preview };
  const moved = await findPagePathRedirect(services.database, path);
  return moved ? { kind: 'redirect', location: moved } : { kind: 'none' };
}
