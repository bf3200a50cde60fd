/**
 * The metrics registry without a server: off means no-ops, labels stay bounded, a queue is one line
 * to add and one that cannot be read is left out of the scrape, and every metric the example alert
 * rules in deploy/ use exists.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Database } from '#app/.server/db/types.ts';
import { createMetrics, disabledMetrics, type QueueSource } from '#app/.server/infrastructure/metrics.ts';
import { routeLabel } from '#app/lib/route-label.ts';

const root = path.resolve(import.meta.dirname, '../..');
const database = { dialect: 'sqlite' } as Database;
const pageCache = { size: 3, stats: { hits: 7, misses: 2 } };

function recordingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

const sample = (text: string, series: string) =>
  text
    .split('\n')
    .find((line) => line.startsWith(`${series} `))
    ?.slice(series.length + 1);

describe('metrics', () => {
  it('are no-ops and collect nothing when off', async () => {
    const metrics = createMetrics(false, { database, logger: recordingLogger().logger, pageCache });
    expect(metrics).toBe(disabledMetrics);
    expect(() => metrics.observeRequest('GET', '/', 200, 0.01)).not.toThrow();
    await expect(metrics.scrape()).rejects.toThrow('metrics are disabled');
  });

  it('label methods from a fixed set and mirror the page cache', async () => {
    const metrics = createMetrics(true, { database, logger: recordingLogger().logger, pageCache, queues: [] });
    metrics.observeRequest('GET', '/use-cases/:slug', 200, 0.004);
    metrics.observeRequest('PROPFIND', 'unmatched', 405, 0.001);
    const { contentType, body } = await metrics.scrape();
    expect(contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(
      sample(body, 'http_request_duration_seconds_count{route="/use-cases/:slug",method="GET",status="200"}'),
    ).toBe('1');
    expect(sample(body, 'http_request_duration_seconds_count{route="unmatched",method="other",status="405"}')).toBe(
      '1',
    );
    expect(body).not.toContain('PROPFIND');
    expect(sample(body, 'page_cache_hits_total')).toBe('7');
    expect(sample(body, 'page_cache_misses_total')).toBe('2');
    expect(sample(body, 'page_cache_entries')).toBe('3');
    // Two scrapes report the same cumulative counts, not doubled ones.
    expect(sample((await metrics.scrape()).body, 'page_cache_hits_total')).toBe('7');
  });

  it('take one line per queue, and leave out a queue that cannot be read', async () => {
    const { logger, lines } = recordingLogger();
    let reads = 0;
    const queues: QueueSource[] = [
      {
        name: 'webhooks',
        stats: async () => {
          reads += 1;
          return { depth: 4, oldestAgeSeconds: 12.5, failed: 1 };
        },
      },
      {
        name: 'broken',
        stats: async () => {
          throw new Error('no such table');
        },
      },
    ];
    const metrics = createMetrics(true, { database, logger, pageCache, queues });
    const { body } = await metrics.scrape();
    expect(sample(body, 'queue_depth{queue="webhooks"}')).toBe('4');
    expect(sample(body, 'queue_oldest_age_seconds{queue="webhooks"}')).toBe('12.5');
    expect(sample(body, 'queue_failed{queue="webhooks"}')).toBe('1');
    expect(body).not.toContain('queue="broken"');
    // One reading per scrape for the three gauges.
    expect(reads).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.join('')).toContain('could not read a queue for /metrics');
  });

  it('report a pool only where there is one', async () => {
    const logger = recordingLogger().logger;
    const sqlite = await createMetrics(true, { database, logger, pageCache, queues: [] }).scrape();
    expect(sqlite.body).not.toContain('db_pool_');
    const pool = { totalCount: 5, idleCount: 2, waitingCount: 1 };
    const postgres = await createMetrics(true, {
      database: { dialect: 'postgres', pool } as Database,
      logger,
      pageCache,
      queues: [],
    }).scrape();
    expect(sample(postgres.body, 'db_pool_connections{state="idle"}')).toBe('2');
    expect(sample(postgres.body, 'db_pool_connections{state="in_use"}')).toBe('3');
    expect(sample(postgres.body, 'db_pool_waiting_queries')).toBe('1');
  });

  it('cover every metric the example alert rules use', async () => {
    const queues: QueueSource[] = [
      { name: 'outbox', stats: async () => ({ depth: 0, oldestAgeSeconds: 0, failed: 0 }) },
    ];
    const metrics = createMetrics(true, { database, logger: recordingLogger().logger, pageCache, queues });
    metrics.observeRequest('GET', '/', 200, 0.01);
    metrics.signInFailed();
    const { body } = await metrics.scrape();
    const series = new Set(body.split('\n').map((line) => /^([a-z_:][a-z0-9_:]*)/i.exec(line)?.[1]));
    const rules = parse(readFileSync(path.join(root, 'deploy/prometheus-alerts.yml'), 'utf8')) as {
      groups: { rules: { alert: string; expr: string }[] }[];
    };
    const used = rules.groups
      .flatMap((group) => group.rules)
      .flatMap(
        (rule) => rule.expr.match(/\b(http|queue|page_cache|sign_in|rate_limit|db_pool|nodejs)_[a-z0-9_]+/g) ?? [],
      );
    expect(used.length).toBeGreaterThan(5);
    for (const name of used) expect(series, name).toContain(name);
  });
});

describe('routeLabel', () => {
  it.each([
    ['/', '/'],
    ['use-cases/:slug', '/use-cases/:slug'],
    ['*', '/*'],
    ['/admin/case-studies/edit/:id', '/admin/case-studies/edit/:id'],
    ['', 'unmatched'],
    [undefined, 'unmatched'],
  ])('labels %j as %j', (pattern, label) => {
    expect(routeLabel(pattern)).toBe(label);
  });
});
