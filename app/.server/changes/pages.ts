/**
 * What follows a change of a page built from blocks, declared once (the change pipeline, DESIGN 9;
 * issue 28): the whole page kept as a revision, an audit entry naming it, the `page.published`
 * webhook event when it goes live, and the public pages dropped from every cache when it is or was
 * published. Every path that writes a page (the page
 * editor, restoring a version, the scheduler, the seed) goes through the functions below.
 */
import { SCHEDULER_ACTOR } from '../../lib/audit-log.ts';
import type { Page, PageInput } from '../../lib/page.ts';
import { storedInstant } from '../db/mapping.ts';
import { claimDuePages, deletePageRow, insertPage, lockPage, replacePage } from '../db/repositories/pages.ts';
import { pagePublished } from '../webhooks/events.ts';
import {
  type Change,
  type ChangeMeta,
  type ChangeTarget,
  commitChange,
  deleteRecord,
  type RecordKind,
  revisionOfSave,
  SYSTEM,
} from './pipeline.ts';

const isPublished = (page: Page | null) => page?.status === 'published';

export const PAGE: RecordKind<Page> = {
  entityType: 'page',
  idOf: (page) => page.id,
  history: { versionOf: (page) => page.version },
  auditDetails({ before, after }) {
    const page = after ?? before;
    if (!page) return {};
    return {
      title: page.title,
      path: page.path,
      status: page.status,
      ...(before && after && before.path !== after.path ? { previousPath: before.path } : {}),
      ...(before && after && before.status !== after.status ? { previousStatus: before.status } : {}),
    };
  },
  // Becoming published (a save or the scheduler), not every save of a published page.
  events: ({ before, after }) => (after && isPublished(after) && !isPublished(before) ? [pagePublished(after)] : []),
  // The page itself, and (when its path moved) the redirect at its old path.
  shownIn: ({ before, after }) => (isPublished(before) || isPublished(after) ? ['public'] : []),
};

export type PageChangeMeta = ChangeMeta<Page>;

/** The page to replace, locked; a VersionConflict when saved since `expectedVersion`. Null when gone. */
export async function pageToChange(change: Change, id: string, expectedVersion?: number): Promise<Page | null> {
  const before = await lockPage(change.database, id);
  if (!before) return null;
  await change.refuseStale(PAGE, before, expectedVersion, { actor: 'someone', at: before.updatedAt });
  return before;
}

/** Writes a page inside a change (a new one when `before` is null) and records it. */
export async function writePage(
  change: Change,
  before: Page | null,
  input: PageInput,
  meta: PageChangeMeta & { insert?: Parameters<typeof insertPage>[2] } = {},
): Promise<Page> {
  const after = before
    ? await replacePage(change.database, before, input)
    : await insertPage(change.database, input, meta.insert);
  await change.record(PAGE, {
    before,
    after,
    by: meta.by ?? SYSTEM,
    revision: meta.kind ?? revisionOfSave(before?.status ?? null, after.status),
    action: meta.action ?? null,
    ...(meta.details ? { details: meta.details } : {}),
    at: after.updatedAt,
  });
  return after;
}

export function createPage(
  target: ChangeTarget,
  input: PageInput,
  meta: PageChangeMeta & { insert?: Parameters<typeof insertPage>[2] } = {},
): Promise<Page> {
  return commitChange(target, (change) => writePage(change, null, input, meta));
}

/** Replaces a page; null when it does not exist, VersionConflict when saved since `expectedVersion`. */
export function updatePage(
  target: ChangeTarget,
  id: string,
  input: PageInput,
  meta: PageChangeMeta & { expectedVersion?: number | undefined } = {},
): Promise<Page | null> {
  return commitChange(target, async (change) => {
    const before = await pageToChange(change, id, meta.expectedVersion);
    return before ? writePage(change, before, input, meta) : null;
  });
}

/** Deletes a page, keeping its last state as a 'deleted' revision. False when it did not exist. */
export function deletePage(
  target: ChangeTarget,
  id: string,
  options: Pick<PageChangeMeta, 'by' | 'action'> = {},
): Promise<boolean> {
  return deleteRecord(target, PAGE, { lock: lockPage, remove: deletePageRow }, id, options);
}

/**
 * Publishes up to `limit` pages whose "Publish at" has come, exactly once however many instances
 * run it: the claim, each page's 'scheduled' revision and its audit entry (by "Scheduler") are one
 * change.
 */
export function publishDuePages(target: ChangeTarget, options: { now: Date; limit: number }): Promise<Page[]> {
  const at = storedInstant(options.now);
  return commitChange(target, async (change) => {
    const published = await claimDuePages(change.database, options);
    for (const after of published) {
      // The claim publishes drafts only: this is the state it replaced.
      const before: Page = { ...after, status: 'draft', version: after.version - 1 };
      await change.record(PAGE, {
        before,
        after,
        by: { actor: SCHEDULER_ACTOR },
        revision: 'scheduled',
        action: 'page.published_on_schedule',
        details: { version: after.version },
        at,
        requestId: null,
      });
    }
    return published;
  });
}
