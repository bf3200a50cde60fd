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
import { PageCache } from '../page-cache/store.ts';
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
  /** Prometheus metrics; every method is a no-op unless METRICS_TOKEN or METRICS_PORT is set. */
  metrics: Metrics;
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

  const metrics = createMetrics(config.metrics.enabled, { database, logger, pageCache });

  // Sends queued e-mails over SMTP_URL; without it they wait in the outbox (and a log line says so).
  const mailWorker = startMailDelivery({ config, database, logger });

  // Sends signed webhooks from their outbox (docs/decisions/webhooks.md).
  const webhookWorker = startWebhookDelivery({ config, database, logger });

  // Publishes scheduled case studies and runs the retention of revisions, the audit log and the
  // outbox (docs/decisions/scheduled-jobs.md, audit-log.md, outbox-delivery.md).
  const scheduler = createScheduler({
    database,
    logger,
    pageCache,
    intervalMs: config.jobs.intervalMs,
    auditRetentionDays: config.jobs.auditRetentionDays,
    outboxRetentionDays: config.jobs.outboxRetentionDays,
    leadDigest: { hour: config.jobs.leadDigestHour, timeZone: config.jobs.studioTimeZone, publicUrl: config.publicUrl },
  });
  scheduler.start();

  logger.info({ database: config.database.kind, dataDir: config.dataDir }, 'services ready');
  return {
    config,
    logger,
    database,
    pageCache,
    metrics,
    async close() {
      await scheduler.stop();
      await mailWorker?.stop();
      await webhookWorker.stop();
      await pageCache.stop();
      await database.close();
    },
  };
}
