/**
 * What a visitor's request for a path that no route of the app answers finds among the pages built
 * from blocks (issue 28): a published page, a 301 from a published page's old path, or nothing (the
 * not-found page). A stored block that no longer passes its schema is left out, not shown broken.
 */
import { findPagePathRedirect, getPageByPath } from '../../.server/db/repositories/pages.ts';
import type { Database } from '../../.server/db/types.ts';
import type { Logger } from '../../.server/infrastructure/logger.ts';
import type { Page } from '../../lib/page.ts';
import { pagePathProblem } from '../../lib/page-path.ts';
import { type Block, blockSchema } from './blocks/block-schemas.ts';

export type PublicPageLookup =
  | { kind: 'page'; page: Page<Block> }
  | { kind: 'redirect'; location: string }
  | { kind: 'none' };

/**
 * Each stored page version's readable blocks, parsed once: a version's blocks never change (every
 * write makes a new version, with a new updated_at), and parsing them on every uncached render would
 * cost a page built from blocks more CPU than the page it replaced. Bounded, since a process may
 * see many versions over its life; a version dropped is parsed again when next read.
 */
const parsedVersions = new Map<string, Block[]>();
const PARSED_VERSIONS_KEPT = 500;

/** The blocks of a stored page that still pass their schema, in order (parsed once per version). */
export function readableBlocks(page: Page, logger: Pick<Logger, 'warn'>): Block[] {
  const key = `${page.id}:${page.version}:${page.updatedAt}`;
  const parsed = parsedVersions.get(key);
  if (parsed) return parsed;
  const blocks = parseBlocks(page, logger);
  if (parsedVersions.size >= PARSED_VERSIONS_KEPT) parsedVersions.clear();
  parsedVersions.set(key, blocks);
  return blocks;
}

function parseBlocks(page: Page, logger: Pick<Logger, 'warn'>): Block[] {
  return page.blocks.flatMap((stored, index) => {
    const parsed = blockSchema.safeParse(stored);
    if (parsed.success) return [parsed.data];
    logger.warn({ pageId: page.id, index }, 'page block left out: it no longer passes its schema');
    return [];
  });
}

export async function findPublicPage(
  services: { database: Database; logger: Pick<Logger, 'warn'> },
  path: string,
): Promise<PublicPageLookup> {
  if (pagePathProblem(path) !== null) return { kind: 'none' };
  const page = await getPageByPath(services.database, path, { publishedOnly: true });
  if (page) return { kind: 'page', page: { ...page, blocks: readableBlocks(page, services.logger) } };
  const moved = await findPagePathRedirect(services.database, path);
  return moved ? { kind: 'redirect', location: moved } : { kind: 'none' };
}
