/**
 * 404s counted in memory between two flushes (issue 32): one entry per path with its hits, first
 * and last time and a few referrers' counts. Bounded whatever arrives: at most `maxPaths` paths per
 * batch (later new paths are counted only as dropped, until the next flush) and `maxReferrers`
 * referrers per path (later ones fall into the hits without a referrer).
 */
import { isProbePath } from '../../lib/not-found-paths.ts';

export interface NotFoundCount {
  path: string;
  probe: boolean;
  hits: number;
  firstSeenMs: number;
  lastSeenMs: number;
  /** The batch's most frequent referrer, and its count in this batch. */
  topReferrer: string | null;
  topReferrerHits: number;
}

interface Entry {
  hits: number;
  firstSeenMs: number;
  lastSeenMs: number;
  referrers: Map<string, number>;
}

export class NotFoundBatch {
  readonly #entries = new Map<string, Entry>();
  readonly #maxPaths: number;
  readonly #maxReferrers: number;
  /** 404s left out since the last flush because the batch already held `maxPaths` paths. */
  dropped = 0;

  constructor(options: { maxPaths?: number; maxReferrers?: number } = {}) {
    this.#maxPaths = options.maxPaths ?? 2000;
    this.#maxReferrers = options.maxReferrers ?? 8;
  }

  get size(): number {
    return this.#entries.size;
  }

  add(path: string, referrer: string | null, atMs: number): void {
    let entry = this.#entries.get(path);
    if (!entry) {
      if (this.#entries.size >= this.#maxPaths) {
        this.dropped += 1;
        return;
      }
      entry = { hits: 0, firstSeenMs: atMs, lastSeenMs: atMs, referrers: new Map() };
      this.#entries.set(path, entry);
    }
    entry.hits += 1;
    if (atMs > entry.lastSeenMs) entry.lastSeenMs = atMs;
    if (atMs < entry.firstSeenMs) entry.firstSeenMs = atMs;
    if (referrer === null) return;
    const seen = entry.referrers.get(referrer);
    if (seen !== undefined) entry.referrers.set(referrer, seen + 1);
    else if (entry.referrers.size < this.#maxReferrers) entry.referrers.set(referrer, 1);
  }

  /** Everything counted so far, emptying the batch. */
  take(): NotFoundCount[] {
    const counts: NotFoundCount[] = [];
    for (const [path, entry] of this.#entries) {
      let topReferrer: string | null = null;
      let topReferrerHits = 0;
      for (const [referrer, hits] of entry.referrers) {
        if (hits > topReferrerHits) [topReferrer, topReferrerHits] = [referrer, hits];
      }
      counts.push({
        path,
        probe: isProbePath(path),
        hits: entry.hits,
        firstSeenMs: entry.firstSeenMs,
        lastSeenMs: entry.lastSeenMs,
        topReferrer,
        topReferrerHits,
      });
    }
    this.#entries.clear();
    this.dropped = 0;
    return counts;
  }
}
