/**
 * The long-lived objects of one server process, created once at start: configuration, logger and
 * database. Routes reach them through the router context (see context.ts), never through globals.
 */

import { bootstrapAdmin } from '../auth/admin-bootstrap.ts';
import { type Database, migrateToLatest, openDatabase } from '../db/index.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { seedSitePages } from '../db/seed-pages.ts';
import { createScheduler } from '../jobs/scheduler.ts';
import { startMailDelivery } from '../mail/index.ts';
import { NotFoundLog } from '../not-found-log/log.ts';
import { PublicReads } from '../page-cache/public-reads.ts';
import { PageCache } from '../page-cache/store.ts';
import { Redirects } from '../redirects/redirects.ts';
import { createShareImageTrigger, noShareImages, type ShareImageTrigger } from '../share-images/trigger.ts';
import { getStorage } from '../storage/index.ts';
import { startWebhookDelivery } from '../webhooks/worker.ts';
import { type Config, loadConfig } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMetrics, type Metrics } from './metrics.ts';

export interface Services {
  config: Config;
  logger: Logger;
  database: Database;
  /** Rendered public pages; the change pipeline (changes/pipeline.ts) invalidates them after a change. */
  pageCache: PageCache;
  /** Reads of public content every render repeats, kept until the next change (the page cache's generation). */
  publicReads: PublicReads;
  /** Makes the share images of what a change published at once; the change pipeline nudges it after a commit. */
  shareImages: ShareImageTrigger;
  /** Prometheus metrics; every method is a no-op unless METRICS_TOKEN or METRICS_PORT is set. */
  metrics: Metrics;
  /** Counts public 404s in memory and writes them in batches (issue 32; server.ts records them). */
  notFoundLog: NotFoundLog;
  /** The studio's redirects as an in-memory table, answered before the page cache (issue 32). */
  redirects: Redirects;
  /** Stops background work and closes the database. */
  close(): Promise<void>;
}

export async function createServices(env: Record<string, string | undefined> = process.env): Promise<Services> {
  const config = loadConfig(env);
  const logger = createLogger(config);
  const database = openDatabase(config, {
    onConnectionError: (error) => logger.warn({ err: error }, 'a database connection was closed by the server'),
  });

  const applied = await migrateToLatest(database);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  // The copy pages are the site itself: every database gets them once, whatever SEED says.
  await seedSitePages(database, logger);
  if (config.seed === 'sample') await seedIfEmpty(database, logger);
  await bootstrapAdmin(database, config, logger);

  const pageCache = new PageCache({ enabled: config.pageCache, database, logger });
  pageCache.start({ postgresUrl: config.database.kind === 'postgres' ? config.database.url : undefined });

  const notFoundLog = new NotFoundLog({ database, logger });
  notFoundLog.start();
  const redirects = new Redirects({ database, logger, pageCache });
  redirects.start();

  const publicReads = new PublicReads(pageCache);
  const metrics = createMetrics(config.metrics.enabled, { database, logger, pageCache });

  // Sends queued e-mails over SMTP_URL; without it they wait in the outbox (and a log line says so).
  const mailWorker = startMailDelivery({ config, database, logger });

  // Sends signed webhooks from their outbox (docs/decisions/webhooks.md).
  const webhookWorker = startWebhookDelivery({ config, database, logger });

  // Publishes scheduled case studies and runs the retention of revisions, the audit log and the
  // outbox, and renders the share images (docs/decisions/scheduled-jobs.md, audit-log.md,
  // outbox-delivery.md, share-images.md).
  const storage = getStorage(config);
  const scheduler = createScheduler({
    database,
    logger,
    pageCache,
    // Without storage the scheduler renders no share images (SHARE_IMAGES=off).
    storage: config.shareImages ? storage : undefined,
    intervalMs: config.jobs.intervalMs,
    auditRetentionDays: config.jobs.auditRetentionDays,
    outboxRetentionDays: config.jobs.outboxRetentionDays,
    leadDigest: { hour: config.jobs.leadDigestHour, timeZone: config.jobs.studioTimeZone, publicUrl: config.publicUrl },
  });
  scheduler.start();
  // The tick above is the safety net; a change that publishes has its cards made right after it commits.
  const shareImages = config.shareImages ? createShareImageTrigger({ database, storage, logger }) : noShareImages;

  logger.info({ database: config.database.kind, dataDir: config.dataDir }, 'services ready');
  return {
    config,
    logger,
    database,
    pageCache,
    publicReads,
    shareImages,
    metrics,
    notFoundLog,
    redirects,
    async close() {
      // Every worker stops claiming at once: one still finishing its work (a share image, a send in
      // flight) must not leave the others claiming more meanwhile.
      await Promise.all([shareImages.stop(), scheduler.stop(), mailWorker?.stop(), webhookWorker.stop()]);
      await pageCache.stop();
      await notFoundLog.stop();
      await redirects.stop();
      await database.close();
    },
  };
}
