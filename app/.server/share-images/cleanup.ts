/**
 * The share images' clean-up (issue 32; docs/decisions/share-images.md), run about once a day by one
 * instance of N (the scheduler's retention lease): the rows of records no longer published are
 * removed and their cards retired, and cards retired longer than the grace period that no row names
 * are deleted from storage. The grace period is there because shared links, the networks' caches and
 * pages cached elsewhere still name an old card for a while.
 */
import {
  findExpiredShareImages,
  forgetRetiredShareImages,
  retireUnpublishedShareImages,
} from '../db/repositories/share-images.ts';
import type { Database } from '../db/types.ts';
import type { StorageDriver } from '../storage/index.ts';

export interface ShareImageCleanupOptions {
  database: Database;
  storage: StorageDriver;
  now: Date;
  /** Days a card no record names stays stored. */
  graceDays?: number;
  /** Cards looked at per statement; a full batch is followed by another. */
  batchSize?: number;
}

export interface ShareImageCleanupReport {
  /** Rows removed: their records are no longer published. */
  rowsRemoved: number;
  /** Stored cards deleted. */
  deleted: string[];
}

const DAY_MS = 86_400_000;

export async function cleanUpShareImages(options: ShareImageCleanupOptions): Promise<ShareImageCleanupReport> {
  const { database, storage, now, graceDays = 7, batchSize = 200 } = options;
  const rowsRemoved = await retireUnpublishedShareImages(database, now);
  const cutoff = new Date(now.getTime() - graceDays * DAY_MS);
  const deleted: string[] = [];
  for (;;) {
    const { unused, inUse } = await findExpiredShareImages(database, { cutoff, limit: batchSize });
    // Deleted from storage first: a failure leaves the retirement, so the next run tries again.
    for (const key of unused) await storage.delete(key);
    await forgetRetiredShareImages(database, [...unused, ...inUse]);
    deleted.push(...unused);
    if (unused.length + inUse.length < batchSize) break;
  }
  return { rowsRemoved, deleted };
}
