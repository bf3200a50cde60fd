/**
 * What /metrics reports, in Prometheus's text format (docs/decisions/metrics-and-readiness.md). One
 * registry per server, not prom-client's global one: two servers in one process (tests) keep apart.
 *
 * Per request there is one histogram observation (server.ts, when the response finishes) and, for a
 * cached page, one integer increment; everything that needs the database or a count is read when
 * Prometheus scrapes (`collect`), one query per queue. Disabled (no METRICS_TOKEN, no METRICS_PORT),
 * every method is a no-op and nothing is collected.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { outboxQueueStats, type QueueStats } from '../db/repositories/outbox.ts';
import { webhookQueueStats } from '../db/repositories/webhooks.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from './logger.ts';

export type { QueueStats };

/** A queue the background workers drain; `name` is its `queue` label. */
export interface QueueSource {
  name: string;
  stats(database: Database): Promise<QueueStats>;
}

/** Every queue /metrics reports: adding one is adding a line. */
export const QUEUES: readonly QueueSource[] = [
  { name: 'outbox', stats: (database) => outboxQueueStats(database) },
  { name: 'webhooks', stats: (database) => webhookQueueStats(database) },
];

/** Where a rate limit refused something (the `scope` label). */
const RATE_LIMIT_SCOPES = ['sign_in', 'password_change', 'contact', 'lead', 'intake', 'intake_key'] as const;
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];

/**
 * A label value taken from the request must come from a fixed set: every distinct value is a series
 * kept in memory for the life of the process, and anyone can send `FOO /x`.
 */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const methodLabel = (method: string) => (METHODS.has(method) ? method : 'other');

/** Cached pages take well under a millisecond, renders a few, uploads seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  readonly enabled: boolean;
  /** A finished response; `route` is a route pattern or one of the fixed labels (`static`, `unmatched`…). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  signInFailed(): void;
  rateLimitRefused(scope: RateLimitScope): void;
  /** The scrape: the text format and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

const noop = () => {};

export const disabledMetrics: Metrics = {
  enabled: false,
  observeRequest: noop,
  signInFailed: noop,
  rateLimitRefused: noop,
  scrape: () => Promise.reject(new Error('metrics are disabled')),
};

export interface MetricsSources {
  database: Database;
  logger: Logger;
  pageCache: { readonly size: number; readonly stats: { readonly hits: number; readonly misses: number } };
  queues?: readonly QueueSource[];
}

export function createMetrics(enabled: boolean, sources: MetricsSources): Metrics {
  if (!enabled) return disabledMetrics;
  const { database, logger, pageCache } = sources;
  const queues = sources.queues ?? QUEUES;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status; _count is the number of requests.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'sign_in_failures_total',
    help: 'Sign-ins refused for a wrong e-mail or password (rate-limited attempts not included).',
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused because a rate limit was spent, by what was limited.',
    labelNames: ['scope'] as const,
    registers: [registry],
  });
  // Every scope from the start, at 0: rate() and alerts see a series before the first refusal.
  for (const scope of RATE_LIMIT_SCOPES) rateLimitRefusals.inc({ scope }, 0);

  // The page cache counts in plain integers (its hot path stays free of label lookups); these mirror them at scrape time.
  new Counter({
    name: 'page_cache_hits_total',
    help: 'Requests answered from the page cache.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pageCache.stats.hits);
    },
  });
  new Counter({
    name: 'page_cache_misses_total',
    help: 'Public pages rendered because the page cache did not hold them.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pageCache.stats.misses);
    },
  });
  new Gauge({
    name: 'page_cache_entries',
    help: 'Pages held in the page cache.',
    registers: [registry],
    collect() {
      this.set(pageCache.size);
    },
  });

  // prom-client collects every metric at once: the three queue gauges share one reading per scrape.
  let reading: Promise<Map<string, QueueStats>> | null = null;
  const readQueues = () => {
    reading ??= Promise.all(
      queues.map(async (queue) => {
        try {
          return [queue.name, await queue.stats(database)] as const;
        } catch (error) {
          logger.warn({ err: error, queue: queue.name }, 'could not read a queue for /metrics');
          return null;
        }
      }),
    )
      .then((entries) => new Map(entries.filter((entry) => entry !== null)))
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const queueGauge = (name: string, help: string, value: (stats: QueueStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        const stats = await readQueues();
        // A queue that could not be read is left out rather than reported with its last value.
        this.reset();
        for (const [queue, entry] of stats) this.set({ queue }, value(entry));
      },
    });
  queueGauge('queue_depth', 'Items waiting in the queue (due now or waiting to retry).', (s) => s.depth);
  queueGauge(
    'queue_oldest_age_seconds',
    'Age of the oldest waiting item; 0 when none waits.',
    (s) => s.oldestAgeSeconds,
  );
  queueGauge('queue_failed', 'Items given up on after their last attempt.', (s) => s.failed);

  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections held by the pool, by state.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_queries',
      help: 'Queries waiting for a free database connection.',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  return {
    enabled: true,
    observeRequest(method, route, status, seconds) {
      requests.observe({ route, method: methodLabel(method), status: String(status) }, seconds);
    },
    signInFailed() {
      signInFailures.inc();
    },
    rateLimitRefused(scope) {
      rateLimitRefusals.inc({ scope });
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
