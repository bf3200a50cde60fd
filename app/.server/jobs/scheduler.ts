/**
 * The studio's background jobs, run by every app instance (DESIGN 7) and claimed in the database so
 * that N instances do each job once (docs/decisions/scheduled-jobs.md):
 * - scheduled publishing: every tick, the drafts whose "Publish at" has come are published, each
 *   with a 'scheduled' revision by "Scheduler", and the public pages of every instance refreshed;
 * - revision retention: about once a day (a lease in `job_leases`), `pruneRevisions` keeps every
 *   revision of the last 30 days and one a day per record before that.
 * Like the mail worker (app/.server/mail/worker.ts): start / runOnce / stop and an injectable clock.
 */
import { invalidatePublicPages } from '../case-studies/public-pages.ts';
import { claimJobLease, releaseJobLease } from '../db/repositories/job-leases.ts';
import { pruneRevisions } from '../db/repositories/revisions.ts';
import { publishDueCaseStudies } from '../db/repositories/scheduled-publications.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../infrastructure/logger.ts';
import type { Services } from '../infrastructure/services.ts';

export const REVISION_RETENTION_JOB = 'revision-retention';
/** Every revision younger than this is kept (issue 18). */
export const KEEP_ALL_REVISIONS_DAYS = 30;
const DAY_SECONDS = 86_400;

export interface SchedulerOptions {
  database: Database;
  logger: Logger;
  /** This instance's page cache; without one (scripts, tests) the shared cache version is bumped. */
  pageCache?: Services['pageCache'];
  intervalMs?: number;
  /** Studies published per statement; a full batch is followed by another at once. */
  batchSize?: number;
  /** How often revision retention runs, across all instances. */
  retentionEverySeconds?: number;
  /** How long an instance holds the retention job (longer than one run). */
  retentionLeaseSeconds?: number;
  now?: () => Date;
}

export interface SchedulerReport {
  /** Ids of the studies this run published. */
  published: string[];
  /** Revisions the retention job deleted, or null when this run did not hold it. */
  pruned: number | null;
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
    intervalMs = 30_000,
    batchSize = 20,
    retentionEverySeconds = DAY_SECONDS,
    retentionLeaseSeconds = 15 * 60,
    now = () => new Date(),
  } = options;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function publishDue(): Promise<string[]> {
    const published: string[] = [];
    for (;;) {
      const batch = await publishDueCaseStudies(database, { now: now(), limit: batchSize });
      for (const detail of batch) {
        published.push(detail.caseStudy.id);
        logger.info(
          { caseStudyId: detail.caseStudy.id, slug: detail.caseStudy.slug, version: detail.caseStudy.version },
          'case study published as scheduled',
        );
      }
      if (batch.length < batchSize || stopped) break;
    }
    // The page cache, sitemap and JSON-LD of every instance (they read the shared cache version).
    if (published.length > 0)
      await invalidatePublicPages(pageCache ? { database, logger, pageCache } : { database, logger });
    return published;
  }

  async function retainRevisions(): Promise<number | null> {
    const at = now();
    const claimed = await claimJobLease(database, {
      name: REVISION_RETENTION_JOB,
      now: at,
      leaseSeconds: retentionLeaseSeconds,
      everySeconds: retentionEverySeconds,
    });
    if (!claimed) return null;
    try {
      const pruned = await pruneRevisions(database, { now: at, keepAllDays: KEEP_ALL_REVISIONS_DAYS });
      await releaseJobLease(database, REVISION_RETENTION_JOB, at);
      logger.info({ pruned }, 'revision retention ran');
      return pruned;
    } catch (error) {
      await releaseJobLease(database, REVISION_RETENTION_JOB, null).catch(() => {});
      throw error;
    }
  }

  async function runOnce(): Promise<SchedulerReport> {
    const published = await publishDue();
    let pruned: number | null = null;
    try {
      pruned = await retainRevisions();
    } catch (error) {
      // Publishing must not wait on housekeeping: the next tick tries again.
      logger.error({ err: error }, 'revision retention failed');
    }
    return { published, pruned };
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    running = runOnce()
      .catch((error: unknown) => logger.error({ err: error }, 'scheduled publishing failed'))
      .finally(() => schedule(intervalMs));
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
