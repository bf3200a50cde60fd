/**
 * The studio's background jobs, run by every app instance (DESIGN 7) and claimed in the database so
 * that N instances do each job once (docs/decisions/scheduled-jobs.md):
 * - scheduled publishing: every tick, the drafts (case studies and pages) whose "Publish at" has come are published, each
 *   with a 'scheduled' revision by "Scheduler", and the public pages of every instance refreshed; so are
 *   the ROI model's draft versions (app/.server/changes/roi-models.ts), each with an entry by "Scheduler";
 * - revision retention: about once a day (a lease in `job_leases`), `pruneRevisions` keeps every
 *   revision of the last 30 days and one a day per record before that;
 * - audit retention: about once a day (a lease of its own), entries older than AUDIT_RETENTION_DAYS
 *   are deleted in batches (docs/decisions/audit-log.md);
 * - outbox retention: about once a day (a lease of its own), e-mails sent or given up more than
 *   OUTBOX_RETENTION_DAYS ago are deleted in batches; pending ones never (docs/decisions/outbox-delivery.md).
 * - share images: every tick, published case studies and pages saved since get their generated
 *   Open Graph image, claimed per record (app/.server/share-images/job.ts; docs/decisions/share-images.md);
 *   about once a day (a lease of its own), cards no published record names are deleted after
 *   SHARE_IMAGE_GRACE_DAYS (app/.server/share-images/cleanup.ts).
 * - the lead digest (issue 31): once a day at the configured hour in the studio's time zone, under a
 *   lease of its own (app/.server/jobs/lead-digest.ts);
 * - lead retention (issue 31): about once a day (a lease of its own), the leads past their status's
 *   retention are deleted in batches (app/.server/changes/lead-retention.ts);
 * Like the mail worker (app/.server/mail/worker.ts): start / runOnce / stop and an injectable clock.
 */

import { publishDueCaseStudies } from '../changes/case-studies.ts';
import { applyLeadRetention } from '../changes/lead-retention.ts';
import { publishDuePages } from '../changes/pages.ts';
import { publishDueRoiModels } from '../changes/roi-models.ts';
import { storedInstant } from '../db/mapping.ts';
import { deleteAuditBefore } from '../db/repositories/audit-log.ts';
import { claimJobLease, releaseJobLease } from '../db/repositories/job-leases.ts';
import { deleteFinishedEmailsBefore } from '../db/repositories/outbox.ts';
import { pruneRevisions } from '../db/repositories/revisions.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../infrastructure/logger.ts';
import type { PageCache } from '../page-cache/store.ts';
import { cleanUpShareImages } from '../share-images/cleanup.ts';
import { runShareImageJob } from '../share-images/job.ts';
import type { StorageDriver } from '../storage/index.ts';
import { type LeadDigestOptions, runLeadDigest } from './lead-digest.ts';
import { createPoller } from './poller.ts';

export const REVISION_RETENTION_JOB = 'revision-retention';
export const AUDIT_RETENTION_JOB = 'audit-retention';
export const OUTBOX_RETENTION_JOB = 'outbox-retention';
export const SHARE_IMAGE_RETENTION_JOB = 'share-image-retention';
/** Days a share image no published record names stays stored: shared links and caches still name it. */
export const SHARE_IMAGE_GRACE_DAYS = 7;
export const LEAD_RETENTION_JOB = 'lead-retention';
/** Every revision younger than this is kept (issue 18). */
export const KEEP_ALL_REVISIONS_DAYS = 30;
const DAY_SECONDS = 86_400;

export interface SchedulerOptions {
  database: Database;
  logger: Logger;
  /** This instance's page cache; without one (scripts, tests) the shared cache version is bumped. */
  pageCache?: PageCache;
  /** Where generated share images go; without one (scripts, tests) none are made. */
  storage?: StorageDriver;
  intervalMs?: number;
  /** Studies published per statement; a full batch is followed by another at once. */
  batchSize?: number;
  /** How often revision retention runs, across all instances. */
  retentionEverySeconds?: number;
  /** How long an instance holds a retention job (longer than one run). */
  retentionLeaseSeconds?: number;
  /** Audit entries older than this many days are deleted (AUDIT_RETENTION_DAYS; config.jobs). */
  auditRetentionDays?: number;
  /** Audit entries deleted per statement. */
  auditDeleteBatchSize?: number;
  /** Outbox e-mails finished more than this many days ago are deleted (OUTBOX_RETENTION_DAYS; config.jobs). */
  outboxRetentionDays?: number;
  /** The daily lead digest's hour, zone and links; without it (scripts, most tests) no digest is sent. */
  leadDigest?: LeadDigestOptions;
  now?: () => Date;
}

export interface SchedulerReport {
  /** Ids of the studies this run published. */
  published: string[];
  /** Ids of the pages built from blocks this run published (issue 28). */
  publishedPages: string[];
  /** Numbers of the ROI model versions this run published (issue 29). */
  publishedRoiModels: number[];
  /** Revisions the retention job deleted, or null when this run did not hold it. */
  pruned: number | null;
  /** Audit entries the audit retention job deleted, or null when this run did not hold it. */
  auditPruned: number | null;
  /** Outbox e-mails the outbox retention job deleted, or null when this run did not hold it. */
  outboxPruned: number | null;
  /** Share images rendered by this run, or null without storage or when the job failed. */
  shareImages: number | null;
  /** Share images the clean-up deleted, or null when this run did not hold it (or has no storage). */
  shareImagesDeleted: number | null;
  /** Leads the lead retention job deleted, or null when this run did not hold it. */
  leadsPruned: number | null;
  /** Lead digests this run queued, or null when it did not run the digest (not due, or another instance did). */
  digestsQueued: number | null;
}

export interface Scheduler {
  /** Starts the ticks; the first is immediate. */
  start(): void;
  /** One tick now: what the timer does. */
  runOnce(): Promise<SchedulerReport>;
  /** Stops ticking and waits for a tick in progress to finish. */
  stop(): Promise<void>;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const {
    database,
    logger,
    pageCache,
    storage,
    intervalMs = 30_000,
    batchSize = 20,
    retentionEverySeconds = DAY_SECONDS,
    retentionLeaseSeconds = 15 * 60,
    auditRetentionDays = 365,
    auditDeleteBatchSize = 1000,
    outboxRetentionDays = 30,
    leadDigest,
    now = () => new Date(),
  } = options;

  const poller = createPoller({
    intervalMs,
    logger,
    failure: 'scheduled publishing failed',
    // publishDue works through every due study itself: the next pass comes after the interval.
    pass: async () => {
      await runOnce();
      return false;
    },
  });

  async function publishDue(): Promise<string[]> {
    const published: string[] = [];
    for (;;) {
      // Each batch is a change: the pipeline invalidates the page cache, sitemap and JSON-LD of
      // every instance (they read the shared cache version).
      const batch = await publishDueCaseStudies(pageCache ? { database, logger, pageCache } : { database, logger }, {
        now: now(),
        limit: batchSize,
      });
      for (const detail of batch) {
        published.push(detail.caseStudy.id);
        logger.info(
          { caseStudyId: detail.caseStudy.id, slug: detail.caseStudy.slug, version: detail.caseStudy.version },
          'case study published as scheduled',
        );
      }
      if (batch.length < batchSize || !poller.started) break;
    }
    return published;
  }

  async function publishDuePagesNow(): Promise<string[]> {
    const published: string[] = [];
    for (;;) {
      const batch = await publishDuePages(pageCache ? { database, logger, pageCache } : { database, logger }, {
        now: now(),
        limit: batchSize,
      });
      for (const page of batch) {
        published.push(page.id);
        logger.info({ pageId: page.id, path: page.path, version: page.version }, 'page published as scheduled');
      }
      if (batch.length < batchSize || !poller.started) break;
    }
    return published;
  }

  async function publishDueRoiModelsNow(): Promise<number[]> {
    const published = await publishDueRoiModels(pageCache ? { database, logger, pageCache } : { database, logger }, {
      now: now(),
    });
    for (const version of published) {
      logger.info({ roiModelVersion: version.version }, 'ROI model version published as scheduled');
    }
    return published.map((version) => version.version);
  }

  /**
   * Runs `job` when this instance claims the lease `name` (about once per `retentionEverySeconds`
   * across all instances); null when another instance holds it or ran it lately. A failed run
   * releases the lease without recording a run, so the next tick tries again.
   */
  async function leased(name: string, job: (at: Date) => Promise<number>): Promise<number | null> {
    const at = now();
    const claimed = await claimJobLease(database, {
      name,
      now: at,
      leaseSeconds: retentionLeaseSeconds,
      everySeconds: retentionEverySeconds,
    });
    if (!claimed) return null;
    try {
      const count = await job(at);
      await releaseJobLease(database, name, at);
      return count;
    } catch (error) {
      await releaseJobLease(database, name, null).catch(() => {});
      throw error;
    }
  }

  async function retainRevisions(): Promise<number | null> {
    const pruned = await leased(REVISION_RETENTION_JOB, (at) =>
      pruneRevisions(database, { now: at, keepAllDays: KEEP_ALL_REVISIONS_DAYS }),
    );
    if (pruned !== null) logger.info({ pruned }, 'revision retention ran');
    return pruned;
  }

  async function retainAuditLog(): Promise<number | null> {
    let cutoff = '';
    const deleted = await leased(AUDIT_RETENTION_JOB, (at) => {
      cutoff = storedInstant(at.getTime() - auditRetentionDays * DAY_SECONDS * 1000);
      return deleteAuditBefore(database, cutoff, auditDeleteBatchSize);
    });
    if (deleted !== null)
      logger.info({ deleted, cutoff, retentionDays: auditRetentionDays }, 'audit log retention ran');
    return deleted;
  }

  async function retainOutbox(): Promise<number | null> {
    let cutoff = '';
    const deleted = await leased(OUTBOX_RETENTION_JOB, (at) => {
      cutoff = new Date(at.getTime() - outboxRetentionDays * DAY_SECONDS * 1000).toISOString();
      return deleteFinishedEmailsBefore(database, cutoff);
    });
    if (deleted !== null) logger.info({ deleted, cutoff, retentionDays: outboxRetentionDays }, 'outbox retention ran');
    return deleted;
  }

  /** A housekeeping job whose failure is logged: publishing must not wait on it; the next tick tries again. */
  async function housekeeping(job: () => Promise<number | null>, failure: string): Promise<number | null> {
    try {
      return await job();
    } catch (error) {
      logger.error({ err: error }, failure);
      return null;
    }
  }

  async function renderShareImages(): Promise<number | null> {
    if (!storage) return null;
    const report = await runShareImageJob({ database, storage, logger, now: now() });
    return report.rendered.length;
  }

  async function retainShareImages(): Promise<number | null> {
    if (!storage) return null;
    let rowsRemoved = 0;
    const deleted = await leased(SHARE_IMAGE_RETENTION_JOB, async (at) => {
      const report = await cleanUpShareImages({ database, storage, now: at, graceDays: SHARE_IMAGE_GRACE_DAYS });
      rowsRemoved = report.rowsRemoved;
      return report.deleted.length;
    });
    if (deleted !== null) logger.info({ deleted, rowsRemoved }, 'share image retention ran');
    return deleted;
  }

  async function retainLeads(): Promise<number | null> {
    const deleted = await leased(LEAD_RETENTION_JOB, (at) => applyLeadRetention(database, { now: at }));
    if (deleted !== null) logger.info({ deleted }, 'lead retention ran');
    return deleted;
  }

  async function sendLeadDigests(): Promise<number | null> {
    if (!leadDigest) return null;
    const queued = await runLeadDigest(database, logger, leadDigest, now());
    if (queued !== null) logger.info({ queued }, 'lead digest ran');
    return queued;
  }

  async function runOnce(): Promise<SchedulerReport> {
    const published = await publishDue();
    const publishedPages = await publishDuePagesNow();
    const publishedRoiModels = await publishDueRoiModelsNow();
    const pruned = await housekeeping(retainRevisions, 'revision retention failed');
    const auditPruned = await housekeeping(retainAuditLog, 'audit log retention failed');
    const outboxPruned = await housekeeping(retainOutbox, 'outbox retention failed');
    const shareImages = await housekeeping(renderShareImages, 'share images failed');
    const shareImagesDeleted = await housekeeping(retainShareImages, 'share image retention failed');
    const leadsPruned = await housekeeping(retainLeads, 'lead retention failed');
    const digestsQueued = await housekeeping(sendLeadDigests, 'lead digest failed');
    return {
      published,
      publishedPages,
      publishedRoiModels,
      pruned,
      auditPruned,
      outboxPruned,
      shareImages,
      shareImagesDeleted,
      leadsPruned,
      digestsQueued,
    };
  }

  return { start: poller.start, runOnce, stop: poller.stop };
}
