/**
 * The share-image job (issue 32; docs/decisions/share-images.md), one step of the scheduler's tick on
 * every instance: each published case study or page saved since the job last looked gets its image
 * rendered when what it shows changed (its content hash), and stored through the storage driver
 * under that hash. Claimed per record in the database, so N instances render each image once.
 */
import { caseStudyShareInput, pageShareInput, type ShareImageInput } from '../../lib/share-image.ts';
import { getCaseStudyDetail } from '../db/repositories/case-studies.ts';
import { getPageById } from '../db/repositories/pages.ts';
import {
  claimShareImage,
  findShareImageWork,
  finishShareImage,
  releaseShareImage,
  retireShareImageKey,
  type ShareImageTarget,
  type ShareImageWork,
} from '../db/repositories/share-images.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../infrastructure/logger.ts';
import { type StorageDriver, StorageKeyTakenError } from '../storage/index.ts';
import { shareImageKey } from '../storage/keys.ts';
import { shareImageHash } from './hash.ts';

export interface ShareImageJobOptions {
  database: Database;
  storage: StorageDriver;
  logger: Logger;
  now?: Date;
  /** Records looked at per run: rendering costs about 0.1 s of CPU each, so a tick stays short. */
  limit?: number;
  /** Only these records (a change just committed them: the trigger); left out, any due. */
  only?: readonly ShareImageTarget[] | undefined;
  /** How long a claim holds (longer than one render). */
  leaseSeconds?: number;
}

export interface ShareImageJobReport {
  /** Records whose image was rendered and stored by this run. */
  rendered: string[];
  /** Records saved without a change to what their image shows, or with an image staff uploaded. */
  unchanged: string[];
  /** Records whose render failed (logged); the next run tries them again. */
  failed: string[];
}

/** What the record's image shows; null when it needs none (unpublished since, or staff uploaded one). */
async function inputOf(database: Database, work: ShareImageWork): Promise<ShareImageInput | null> {
  if (work.entityType === 'case_study') {
    const detail = await getCaseStudyDetail(database, work.entityId, { publishedOnly: true });
    return detail ? caseStudyShareInput(detail.caseStudy, detail.metrics) : null;
  }
  const page = await getPageById(database, work.entityId);
  if (page?.status !== 'published' || page.ogImage) return null;
  return pageShareInput(page);
}

export async function runShareImageJob(options: ShareImageJobOptions): Promise<ShareImageJobReport> {
  const { database, storage, logger, now = new Date(), limit = 5, leaseSeconds = 120, only } = options;
  const report: ShareImageJobReport = { rendered: [], unchanged: [], failed: [] };
  for (const work of await findShareImageWork(database, { now, limit, only })) {
    const claimed = await claimShareImage(database, work, { now, leaseSeconds });
    if (!claimed) continue;
    try {
      const input = await inputOf(database, work);
      const contentHash = input ? shareImageHash(input) : null;
      if (!input || !contentHash || (contentHash === claimed.contentHash && claimed.imageKey)) {
        // Staff uploaded an image since, or it was unpublished while waiting: its card is not named.
        if (!input && claimed.imageKey) await retireShareImageKey(database, claimed.imageKey, now);
        await finishShareImage(database, work, {
          contentHash,
          imageKey: input ? claimed.imageKey : null,
          renderedAt: null,
        });
        report.unchanged.push(work.entityId);
        continue;
      }
      const key = shareImageKey(contentHash);
      // Loaded on the first image only: satori and its layout engine stay out of processes that make none.
      const { renderShareImage } = await import('./render.ts');
      const png = await renderShareImage(input);
      try {
        await storage.put(key, png, { contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' });
      } catch (error) {
        // The same picture stored already (another record showing the same, or a restored version).
        if (!(error instanceof StorageKeyTakenError)) throw error;
      }
      // The card it showed before stays for the grace period: shared links and caches still name it.
      if (claimed.imageKey && claimed.imageKey !== key) await retireShareImageKey(database, claimed.imageKey, now);
      await finishShareImage(database, work, { contentHash, imageKey: key, renderedAt: now });
      report.rendered.push(work.entityId);
      logger.info({ entityType: work.entityType, entityId: work.entityId, key }, 'share image rendered');
    } catch (error) {
      // One record failing must not hold up the others: logged, released, tried again next tick.
      await releaseShareImage(database, work).catch(() => {});
      report.failed.push(work.entityId);
      logger.error({ err: error, entityType: work.entityType, entityId: work.entityId }, 'share image failed');
    }
  }
  return report;
}
