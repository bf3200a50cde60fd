/**
 * The 404 log's writer in this instance (issue 32; docs/decisions/redirects.md). Counting a 404 is
 * a Map update on the request's path: nothing waits for the database. Every `flushEveryMs` the batch
 * is added to `not_found_paths` with one upsert (additive, so any number of instances may), and
 * about once a minute the table is pruned to its bounds. `stop()` flushes what is left, so a
 * graceful shutdown loses nothing.
 */
import { loggedNotFoundPath, loggedReferrer } from '../../lib/not-found-paths.ts';
import { addNotFoundCounts, pruneNotFoundPaths } from '../db/repositories/not-found-paths.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../infrastructure/logger.ts';
import { NotFoundBatch } from './batch.ts';

/** Visitors' 404 paths kept (the least recently seen dropped first). */
export const NOT_FOUND_MAX_ROWS = 10_000;
/** Probe paths kept, apart: scanners never push out the rows staff should fix. */
export const NOT_FOUND_MAX_PROBE_ROWS = 2_000;
/** Paths not seen for this long are forgotten. */
export const NOT_FOUND_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NotFoundLogOptions {
  database: Database;
  logger: Logger;
  flushEveryMs?: number;
  /** Prune after this many flushes (about once a minute at the default interval). */
  pruneEveryFlushes?: number;
  now?: () => number;
}

export class NotFoundLog {
  readonly #database: Database;
  readonly #logger: Logger;
  readonly #flushEveryMs: number;
  readonly #pruneEveryFlushes: number;
  readonly #now: () => number;
  #batch = new NotFoundBatch();
  #timer: ReturnType<typeof setInterval> | undefined;
  #flushing: Promise<void> = Promise.resolve();
  #flushes = 0;

  constructor(options: NotFoundLogOptions) {
    this.#database = options.database;
    this.#logger = options.logger;
    this.#flushEveryMs = options.flushEveryMs ?? 5000;
    this.#pruneEveryFlushes = options.pruneEveryFlushes ?? 12;
    this.#now = options.now ?? Date.now;
  }

  /** Counts a response's 404 when it is a public path's (lib/not-found-paths.ts); costs a Map update. */
  record(method: string, url: string, referer: string | undefined): void {
    const path = loggedNotFoundPath(method, url);
    if (path === null) return;
    this.#batch.add(path, loggedReferrer(referer), this.#now());
  }

  /** Writes what was counted since the last flush; flushes never overlap. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  async #write(): Promise<void> {
    const dropped = this.#batch.dropped;
    const counts = this.#batch.take();
    if (dropped > 0) this.#logger.warn({ dropped }, '404 log: a batch was full; some 404s were not counted');
    try {
      if (counts.length > 0) await addNotFoundCounts(this.#database, counts);
      this.#flushes += 1;
      if (this.#flushes % this.#pruneEveryFlushes === 0) await this.prune();
    } catch (error) {
      this.#logger.warn({ err: error, paths: counts.length }, '404 log: could not write a batch');
    }
  }

  /** Keeps the log within its bounds (rows of each kind, and age). */
  async prune(): Promise<number> {
    return pruneNotFoundPaths(this.#database, {
      seenBefore: this.#now() - NOT_FOUND_RETENTION_DAYS * DAY_MS,
      maxRows: NOT_FOUND_MAX_ROWS,
      maxProbeRows: NOT_FOUND_MAX_PROBE_ROWS,
    });
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.flush(), this.#flushEveryMs);
    this.#timer.unref();
  }

  /** Stops the timer and writes the last batch. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }
}
