/**
 * The redirects this instance answers (issue 32; docs/decisions/redirects.md): the studio's rules,
 * compiled into an in-memory table that the front door (server/redirect-front-door.ts) consults
 * before the page cache. A save goes through the change pipeline, which invalidates the public pages;
 * the table follows the page cache's version (bumped here at once, and on other instances within a
 * second by NOTIFY or the poll), reloading its one document when it moved. With the page cache off,
 * the table polls the shared version itself. Hits are counted in memory and added to
 * `redirect_hits` in batches, like the 404 log.
 */
import { compileRedirects, matchRedirect, type RedirectRule, type RedirectTable } from '../../lib/redirects.ts';
import { getCacheVersions } from '../db/repositories/cache-versions.ts';
import { addRedirectHits, listRedirectTargets } from '../db/repositories/redirects.ts';
import { getSiteDocument } from '../db/repositories/site-documents.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../infrastructure/logger.ts';
import { PUBLIC_CACHE_SCOPE } from '../page-cache/store.ts';

/** The stored document's shape (checked when saved: features/redirects). */
export interface RedirectsDocument {
  rules: RedirectRule[];
}

export const redirectRulesOf = (data: unknown): RedirectRule[] =>
  data && typeof data === 'object' && Array.isArray((data as RedirectsDocument).rules)
    ? (data as RedirectsDocument).rules
    : [];

export class Redirects {
  readonly #database: Database;
  readonly #logger: Logger;
  readonly #pageCache: { readonly version: number; readonly enabled: boolean };
  #table: RedirectTable = compileRedirects([]);
  /** The version the table was loaded at (page cache version + shared bumps seen by our own poll). */
  #loadedAt = -1;
  #loading: Promise<RedirectTable> | undefined;
  #remoteBumps = 0;
  #sharedVersion: number | undefined;
  #hits = new Map<string, { hits: number; lastHitMs: number }>();
  #timers: ReturnType<typeof setInterval>[] = [];

  constructor(options: {
    database: Database;
    logger: Logger;
    pageCache: { readonly version: number; readonly enabled: boolean };
  }) {
    this.#database = options.database;
    this.#logger = options.logger;
    this.#pageCache = options.pageCache;
  }

  get #version(): number {
    return this.#pageCache.version + this.#remoteBumps;
  }

  /** The table, when it is current: what the front door uses without waiting. */
  get current(): RedirectTable | null {
    return this.#loadedAt === this.#version ? this.#table : null;
  }

  /** The current table, reloaded first when a change came since it was loaded (one load for all who wait). */
  load(): Promise<RedirectTable> {
    const current = this.current;
    if (current) return Promise.resolve(current);
    if (this.#loading) return this.#loading;
    const version = this.#version;
    // The live pages are read with the rules: one published at a redirected address since wins over its rule.
    this.#loading = Promise.all([getSiteDocument(this.#database, 'redirects'), listRedirectTargets(this.#database)])
      .then(
        ([document, targets]) => {
          this.#table = compileRedirects(
            redirectRulesOf(document?.data),
            new Set(targets.map((target) => target.path)),
          );
          this.#loadedAt = version;
          return this.#table;
        },
        (error: unknown) => {
          // The last table keeps answering; the next request tries again.
          this.#logger.error({ err: error }, 'could not load the redirects');
          return this.#table;
        },
      )
      .finally(() => {
        this.#loading = undefined;
      });
    return this.#loading;
  }

  /** The rule for `path` in the current table (loading it first if needed). */
  async match(path: string): Promise<RedirectRule | null> {
    return matchRedirect(this.current ?? (await this.load()), path);
  }

  /** Counts a rule's answer in memory. */
  countHit(source: string, atMs = Date.now()): void {
    const entry = this.#hits.get(source);
    if (entry) {
      entry.hits += 1;
      entry.lastHitMs = atMs;
    } else {
      this.#hits.set(source, { hits: 1, lastHitMs: atMs });
    }
  }

  /** Adds the hits counted since the last flush. */
  async flush(): Promise<void> {
    if (this.#hits.size === 0) return;
    const counts = [...this.#hits].map(([source, entry]) => ({ source, ...entry }));
    this.#hits = new Map();
    try {
      await addRedirectHits(this.#database, counts);
    } catch (error) {
      this.#logger.warn({ err: error }, 'could not write the redirects’ hits');
    }
  }

  start(options: { flushEveryMs?: number; pollEveryMs?: number } = {}): void {
    if (this.#timers.length > 0) return;
    void this.load();
    const flush = setInterval(() => void this.flush(), options.flushEveryMs ?? 5000);
    flush.unref();
    this.#timers.push(flush);
    if (this.#pageCache.enabled) return;
    // Without the page cache nothing follows other instances' saves: poll the shared version.
    const poll = setInterval(async () => {
      try {
        const shared = (await getCacheVersions(this.#database))[PUBLIC_CACHE_SCOPE] ?? 0;
        if (this.#sharedVersion !== undefined && shared !== this.#sharedVersion) this.#remoteBumps += 1;
        this.#sharedVersion = shared;
      } catch (error) {
        this.#logger.warn({ err: error }, 'redirects: version poll failed');
      }
    }, options.pollEveryMs ?? 1000);
    poll.unref();
    this.#timers.push(poll);
  }

  async stop(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    await this.flush();
  }
}
