/**
 * What `npm run bench:studio` measures: the wall time of sequential requests to a running server over
 * loopback (the server's time plus a loopback round trip; the app sends no Server-Timing header),
 * and, beside it, what the same page's database work costs, query by query, with each query's plan.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '#app/.server/db/schema.ts';
import { SqliteBooleanPlugin } from '#app/.server/db/sqlite-boolean-plugin.ts';
import type { Database } from '#app/.server/db/types.ts';
import { median, percentile, round } from './stats.ts';

export interface Timing {
  label: string;
  path: string;
  status: number;
  /** Milliseconds from sending the request to the last byte of the (decompressed) body. */
  medianMs: number | null;
  p95Ms: number | null;
  minMs: number | null;
  requests: number;
  bodyBytes: number;
  /** 1-minute load average before and after the series. */
  load: [number, number];
  note?: string;
}

export const loadAverage = () => round(os.loadavg()[0] ?? 0, 2) ?? 0;

/**
 * `requests` sequential GETs after `warmup` unmeasured ones, as a browser would send them (the
 * session cookie, Accept-Encoding of Chromium). `check` reads the first body and says what is wrong.
 */
export async function timeRequests(
  baseUrl: string,
  probe: { label: string; path: string; check?: (body: string) => string | null },
  options: { cookie?: string; requests: number; warmup: number },
): Promise<Timing> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
  if (options.cookie) headers.cookie = options.cookie;
  const url = `${baseUrl}${probe.path}`;
  const first = await fetch(url, { headers, redirect: 'manual' });
  const body = await first.text();
  const problem = first.status !== 200 ? `HTTP ${first.status}` : (probe.check?.(body) ?? null);
  const load: [number, number] = [loadAverage(), 0];
  const times: number[] = [];
  if (first.status === 200) {
    for (let i = 0; i < options.warmup + options.requests; i += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers, redirect: 'manual' });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${probe.path} answered ${response.status} during the series`);
      if (i >= options.warmup) times.push(elapsed);
    }
  }
  load[1] = loadAverage();
  return {
    label: probe.label,
    path: probe.path,
    status: first.status,
    medianMs: round(median(times), 1),
    p95Ms: round(percentile(times, 95), 1),
    minMs: round(times.length ? Math.min(...times) : null, 1),
    requests: times.length,
    bodyBytes: Buffer.byteLength(body),
    load,
    ...(problem ? { note: problem } : {}),
  };
}

/** Waits (at most `maxWaitMs`) for the 1-minute load average to fall under `below`; returns it. */
export async function waitForQuiet(below: number, maxWaitMs: number, log: (line: string) => void): Promise<number> {
  const deadline = Date.now() + maxWaitMs;
  let load = loadAverage();
  if (load >= below) log(`  load average ${load}: waiting up to ${maxWaitMs / 1000} s for it to fall under ${below}`);
  while (load >= below && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    load = loadAverage();
  }
  return load;
}

/**
 * A second connection to the same database that records the SQL of every query the app's own
 * functions run through it, so the bench can time and explain exactly those queries.
 */
export function recordingDatabase(target: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string }) {
  const queries: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') queries.push(event.query);
  };
  const db =
    target.kind === 'sqlite'
      ? new Kysely<DB>({
          dialect: new SqliteDialect({ database: new SQLite(target.file) }),
          plugins: [new SqliteBooleanPlugin()],
          log,
        })
      : new Kysely<DB>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url, max: 2 }) }),
          log,
        });
  const database: Database = { db, dialect: target.kind, close: () => db.destroy() };
  return {
    database,
    /** The queries `work` ran. */
    async capture(work: (database: Database) => Promise<unknown>): Promise<CompiledQuery[]> {
      queries.length = 0;
      await work(database);
      return [...queries];
    },
  };
}

export interface QueryCost {
  sql: string;
  medianMs: number | null;
  plan: string[];
}

/** Each query's median time over `runs` executions on `database` (the app's own connection setup), and its plan. */
export async function costOf(
  database: Database,
  queries: readonly CompiledQuery[],
  runs: number,
): Promise<QueryCost[]> {
  const costs: QueryCost[] = [];
  for (const query of queries) {
    const times: number[] = [];
    for (let i = 0; i < runs + 2; i += 1) {
      const started = performance.now();
      await database.db.executeQuery(query);
      if (i >= 2) times.push(performance.now() - started);
    }
    costs.push({ sql: query.sql, medianMs: round(median(times), 2), plan: await explain(database, query) });
  }
  return costs;
}

async function explain(database: Database, query: CompiledQuery): Promise<string[]> {
  try {
    if (database.dialect === 'sqlite') {
      const result = await database.db.executeQuery<{ id: number; parent: number; detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      const depth = new Map<number, number>([[0, 0]]);
      return result.rows.map((row) => {
        const level = (depth.get(row.parent) ?? 0) + 1;
        depth.set(row.id, level);
        return `${'  '.repeat(level - 1)}${row.detail}`;
      });
    }
    const result = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, costs off, summary off) ${query.sql}`, [...query.parameters]),
    );
    return result.rows.map((row) => row['QUERY PLAN']);
  } catch (error) {
    return [`(no plan: ${error instanceof Error ? error.message : String(error)})`];
  }
}
