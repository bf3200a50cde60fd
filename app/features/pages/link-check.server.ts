/**
 * The save-time check of a page's links (issue 28): every path on this site its blocks link to must
 * lead somewhere. An address the application answers itself, a published page or case study, or an
 * old address that redirects to one is fine. A page or case study that exists but is not published
 * yet (a draft, scheduled or not) is saved with a warning naming it. Anything else refuses the save,
 * with the error on the block that holds the link.
 */
import { findCaseStudyStatus, findSlugRedirect } from '../../.server/db/repositories/case-studies.ts';
import { findPagePathRedirect, getPageByPath } from '../../.server/db/repositories/pages.ts';
import type { Database } from '../../.server/db/types.ts';
import { decodeOrKeep } from '../../lib/decode-uri.ts';
import type { PageStatus } from '../../lib/page.ts';
import type { Block } from './blocks/block-schemas.ts';
import { internalLinksOf } from './blocks/links.ts';
import { pageCopy } from './page-copy.ts';
import { APP_ROUTE_PATHS, CASE_STUDY_PATH, UPLOADS_PREFIX } from './site-routes.ts';

export type LinkVerdict = 'ok' | 'draft' | 'archived' | 'nowhere';

export interface LinkCheck {
  /** By block: 'blocks.<index>' and the first link of that block that leads nowhere. */
  errors: Record<string, string>;
  /** One sentence per link to a page or case study that is not published yet, in order. */
  warnings: string[];
}

const APP_PATHS: ReadonlySet<string> = new Set(APP_ROUTE_PATHS);

const verdictOf = (status: PageStatus | null): LinkVerdict | null => {
  if (status === null) return null;
  if (status === 'published') return 'ok';
  return status === 'draft' ? 'draft' : 'archived';
};

/** Where `path` (a path on this site, without query or fragment) leads, for a page at `ownPath`. */
export async function linkVerdict(database: Database, path: string, ownPath: string): Promise<LinkVerdict> {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  // The page itself (a link to one of its own sections): it is wherever this save puts it.
  if (trimmed === ownPath || APP_PATHS.has(trimmed) || trimmed.startsWith(UPLOADS_PREFIX)) return 'ok';
  const study = CASE_STUDY_PATH.exec(trimmed)?.[1];
  if (study !== undefined) {
    const slug = decodeOrKeep(study);
    const found = verdictOf(await findCaseStudyStatus(database, slug));
    if (found) return found;
    return (await findSlugRedirect(database, slug)) ? 'ok' : 'nowhere';
  }
  const page = await getPageByPath(database, trimmed, { publishedOnly: false });
  const found = verdictOf(page?.status ?? null);
  if (found) return found;
  return (await findPagePathRedirect(database, trimmed)) ? 'ok' : 'nowhere';
}

/** The links of `blocks` checked for a page that will live at `ownPath`. */
export async function checkPageLinks(
  database: Database,
  blocks: readonly Block[],
  ownPath: string,
): Promise<LinkCheck> {
  const verdicts = new Map<string, LinkVerdict>();
  const errors: Record<string, string> = {};
  const warnings: string[] = [];
  for (const [index, block] of blocks.entries()) {
    for (const path of internalLinksOf([block])) {
      let verdict = verdicts.get(path);
      if (verdict === undefined) {
        verdict = await linkVerdict(database, path, ownPath);
        verdicts.set(path, verdict);
        if (verdict === 'draft') warnings.push(pageCopy.linkDraft(path));
      }
      const key = `blocks.${index}`;
      if (verdict === 'nowhere') errors[key] ??= pageCopy.linkNowhere(path);
      if (verdict === 'archived') errors[key] ??= pageCopy.linkArchived(path);
    }
  }
  return { errors, warnings };
}
