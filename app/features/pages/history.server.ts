/**
 * A page's history (issue 28), as a case study's (issue 18): its versions, how one differs from the
 * current page, and restoring one, which saves that content as a new version through the change
 * pipeline (app/.server/changes/pages.ts).
 */
import { pageToChange, writePage } from '../../.server/changes/pages.ts';
import { commitChange, staffActor } from '../../.server/changes/pipeline.ts';
import { isPagePathTaken } from '../../.server/db/repositories/pages.ts';
import { getRevision, revisionAtVersion } from '../../.server/db/repositories/revisions.ts';
import { isUniqueViolation } from '../../.server/db/repositories/unique-violation.ts';
import type { AdminIdentity } from '../../.server/infrastructure/context.ts';
import type { Services } from '../../.server/infrastructure/services.ts';
import { revisionCopy, yesNo } from '../../content/revision-copy.ts';
import { formatAdminDateTime } from '../../lib/admin-format.ts';
import type { Page, PageInput } from '../../lib/page.ts';
import { compareText, type FieldChange, type HistoryView, richTextToPlain } from '../../lib/revisions.ts';
import { historyView } from '../case-studies/history.server.ts';
import { publishAtProblem } from '../case-studies/publish-at.ts';
import { BLOCK_COPY } from './blocks/block-copy.ts';
import { BLOCK_TYPES, type BlockType } from './blocks/block-schemas.ts';
import { pageCopy } from './page-copy.ts';

export const pageFieldLabels = {
  title: 'Title',
  path: 'Path',
  metaDescription: 'Meta description',
  ogImage: 'Open Graph image',
  noindex: 'Hide from search engines',
  status: 'Status',
  publishAt: 'Publish at',
  blocks: 'Blocks',
} as const;

const isBlockType = (type: unknown): type is BlockType => BLOCK_TYPES.includes(type as BlockType);

/** Every word a block holds, in order (its id and type aside); rich text as a reader sees it. */
function wordsOf(value: unknown, key = ''): string[] {
  if (key === 'id' || key === 'type') return [];
  if (typeof value === 'string') return [key === 'html' ? richTextToPlain(value).replace(/\n/g, ' ') : value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => wordsOf(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => wordsOf(item, name));
  return [];
}

/** A page's blocks as text: one line per block, its name and its words. */
export function blocksText(blocks: readonly unknown[]): string {
  return blocks
    .map((block) => {
      const type = (block as { type?: unknown } | null)?.type;
      const name = isBlockType(type) ? BLOCK_COPY[type].name : String(type);
      const words = wordsOf(block).filter((word) => word.trim() !== '');
      return words.length > 0 ? `${name}: ${words.join(' · ')}` : name;
    })
    .join('\n');
}

function fieldText(page: Page, field: keyof typeof pageFieldLabels): string {
  switch (field) {
    case 'noindex':
      return yesNo(page.noindex);
    case 'publishAt':
      return page.publishAt ? formatAdminDateTime(page.publishAt) : '';
    case 'blocks':
      return blocksText(page.blocks);
    case 'ogImage':
      return page.ogImage ?? '';
    default:
      return page[field];
  }
}

/** Every field in which `after` differs from `before`, in the editor's order. */
export function diffPages(before: Page, after: Page): FieldChange[] {
  return (Object.keys(pageFieldLabels) as (keyof typeof pageFieldLabels)[])
    .map((field) => compareText(pageFieldLabels[field], fieldText(before, field), fieldText(after, field)))
    .filter((change): change is FieldChange => change !== null);
}

/** The History tab: the page's versions newest first, and the chosen one compared with the current page. */
export function loadPageHistory(
  services: Pick<Services, 'database'>,
  current: Page,
  selectedId: string | null,
): Promise<HistoryView> {
  return historyView<Page>(services.database, 'page', current, selectedId, (snapshot) => diffPages(snapshot, current));
}

/** What another save changed since the version an editor opened. */
export async function pageChangesSince(
  services: Pick<Services, 'database'>,
  current: Page | null,
  baseVersion: number,
): Promise<FieldChange[]> {
  if (!current) return [];
  const base = await revisionAtVersion<Page>(services.database, 'page', current.id, baseVersion);
  return base ? diffPages(base.snapshot, current) : [];
}

/** A stored version as a save: its content, minus a schedule that has lapsed or is out of bounds. */
export function pageToInput(page: Page, now = new Date()): PageInput {
  const scheduleDropped = page.publishAt !== null && publishAtProblem(Date.parse(page.publishAt), now) !== null;
  return {
    path: page.path,
    title: page.title,
    metaDescription: page.metaDescription,
    ogImage: page.ogImage,
    noindex: page.noindex,
    status: page.status,
    publishAt: page.status === 'draft' && !scheduleDropped ? page.publishAt : null,
    blocks: page.blocks,
  };
}

type ChangeServices = Pick<Services, 'database' | 'logger'> & Partial<Pick<Services, 'pageCache'>>;

export type PageRestoreOutcome = { ok: true; page: Page } | { ok: false; status: 404 | 409 | 500; message: string };

/** Saves an earlier version of a page as its newest one. */
export async function restorePageVersion(
  services: ChangeServices,
  request: { id: string; revisionId: string; admin: Pick<AdminIdentity, 'userId' | 'email'>; ip?: string | undefined },
): Promise<PageRestoreOutcome> {
  const { database, logger } = services;
  let path = '';
  try {
    const revision = await getRevision<Page>(database, 'page', request.id, request.revisionId);
    if (!revision) return { ok: false, status: 404, message: revisionCopy.revisionMissing };
    const input = pageToInput(revision.snapshot);
    path = input.path;
    if (await isPagePathTaken(database, input.path, request.id)) {
      return { ok: false, status: 409, message: pageCopy.restorePathTaken(input.path) };
    }
    const page = await commitChange(services, async (change) => {
      const before = await pageToChange(change, request.id);
      if (!before) return null;
      return writePage(change, before, input, {
        by: staffActor(request.admin, request.ip),
        kind: 'restored',
        action: 'page.version_restored',
        details: { revisionId: revision.id, restoredVersion: revision.version, version: before.version + 1 },
      });
    });
    if (!page) return { ok: false, status: 404, message: revisionCopy.revisionMissing };
    return { ok: true, page };
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Another page took the address between the check and the write.
      return { ok: false, status: 409, message: pageCopy.restorePathTaken(path) };
    }
    logger.error({ err: error, pageId: request.id }, revisionCopy.restoreFailed);
    return { ok: false, status: 500, message: 'Nothing was changed. Please try again in a moment.' };
  }
}
