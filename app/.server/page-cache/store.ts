/**
 * The cache of rendered public pages in this process. Admin saves call `invalidate()`, which clears
 * this instance at once and bumps the shared version in the database so other instances drop their
 * copies (PostgreSQL notifies within milliseconds; a poll is the safety net, and SQLite's only channel).
 *
 * It also knows which pages are being rendered for it right now (`rendering`), so a request for a
 * page being rendered waits for that render instead of starting another: after every admin save,
 * dozens of concurrent visitors would otherwise each render and compress the same page.
 *
 * Addresses with a query (or an unusual path) share a small pool of their own, so however many of
 * them are requested, they never push the site's pages out.
 */
import { listen, notify, PAGE_CACHE_CHANNEL } from '../db/notifications.ts';
import { bumpCacheVersion, getCacheVersions } from '../db/repositories/cache-versions.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../infrastructure/logger.ts';
import { BROTLI_QUALITY, type CachedPage, compressBodies } from './cached-page.ts';
import { PAGE_KEY } from './key.ts';

export const PUBLIC_CACHE_SCOPE = 'public';

/** A finished render: the shareable page (null when the response was not one) and the cache version it started at. */
export interface Render {
  page: CachedPage | null;
  version: number;
}

export class PageCache {
  readonly enabled: boolean;
  /** The site's pages: a plain path without a query (`PAGE_KEY`), bounded by how many pages there are. */
  readonly #pages = new Map<string, CachedPage>();
  /**
   * Every other address: a page with the parameters it reads, an unusual spelling of a path. Anyone
   * can make up more of these (`?processHours=0001`), so they take turns in a pool of their own.
   */
  readonly #variants = new Map<string, CachedPage>();
  readonly #maxEntries: number;
  readonly #maxVariants: number;
  readonly #database: Database;
  readonly #logger: Logger;
  #version = 0;
  #timer: ReturnType<typeof setInterval> | undefined;
  #stopListening: (() => Promise<void>) | undefined;

  readonly #recompressAfterMs: number;

  constructor(options: {
    enabled: boolean;
    database: Database;
    logger: Logger;
    /** At most this many pages (plain paths). */
    maxEntries?: number;
    /** At most this many other addresses (with a query, or an unusual path). */
    maxVariants?: number;
    /** How long a page must stay current before it is recompressed at the best level. */
    recompressAfterMs?: number;
  }) {
    this.enabled = options.enabled;
    this.#database = options.database;
    this.#logger = options.logger;
    this.#maxEntries = options.maxEntries ?? 300;
    this.#maxVariants = options.maxVariants ?? 50;
    this.#recompressAfterMs = options.recompressAfterMs ?? 3000;
  }

  readonly #rendering = new Map<string, Promise<Render>>();

  /** Requests answered from the cache (server/page-cache-front-door.ts) and renders started for it; /metrics reads them. */
  readonly stats = { hits: 0, misses: 0 };

  /** The render of `key` in progress, if any. */
  rendering(key: string): Promise<Render> | undefined {
    return this.#rendering.get(key);
  }

  /**
   * Marks `key` as being rendered at the current version; `finish` stores the page (if it is one and
   * no invalidation came in between) and hands it to the requests waiting for it.
   */
  beginRender(key: string): { finish(page: CachedPage | null): void } {
    this.stats.misses += 1;
    const version = this.#version;
    let settle!: (render: Render) => void;
    const done = new Promise<Render>((resolve) => {
      settle = resolve;
    });
    this.#rendering.set(key, done);
    return {
      finish: (page) => {
        if (page) this.set(key, page, version);
        if (this.#rendering.get(key) === done) this.#rendering.delete(key);
        settle({ page, version });
      },
    };
  }

  get size() {
    return this.#pages.size + this.#variants.size;
  }

  #poolOf(key: string) {
    return PAGE_KEY.test(key)
      ? { entries: this.#pages, maxEntries: this.#maxEntries }
      : { entries: this.#variants, maxEntries: this.#maxVariants };
  }

  get(key: string): CachedPage | undefined {
    const { entries } = this.#poolOf(key);
    const entry = entries.get(key);
    if (entry) {
      // Refresh its place in the LRU order.
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  }

  /** Stores a page rendered while `version` was current; a page rendered before an invalidation is dropped. */
  set(key: string, page: CachedPage, version: number): void {
    if (!this.enabled || version !== this.#version) return;
    const { entries, maxEntries } = this.#poolOf(key);
    entries.set(key, page);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    if (page.brotliQuality < BROTLI_QUALITY.best) this.#recompressLater(key, page);
  }

  /**
   * Recompresses a page at the best level once it has stayed current for a while (pages replaced
   * or dropped before then are skipped, so frequent saves cost no extra compression). The bodies
   * are swapped in place: same content, same ETag.
   */
  #recompressLater(key: string, page: CachedPage): void {
    const { entries } = this.#poolOf(key);
    const timer = setTimeout(async () => {
      if (entries.get(key) !== page) return;
      try {
        const bodies = await compressBodies(page.bodies.identity, 'best');
        if (entries.get(key) !== page) return;
        page.bodies = bodies;
        page.brotliQuality = BROTLI_QUALITY.best;
      } catch (error) {
        this.#logger.warn({ err: error, key }, 'could not recompress a cached page');
      }
    }, this.#recompressAfterMs);
    timer.unref();
  }

  /** The local generation, to be read before rendering and handed back to `set`. */
  get version() {
    return this.#version;
  }

  clear(): void {
    this.#version += 1;
    this.#pages.clear();
    this.#variants.clear();
  }

  /** Called after every change to public content: drops pages here and tells other instances. */
  async invalidate(): Promise<void> {
    this.clear();
    try {
      this.#sharedVersion = await bumpCacheVersion(this.#database, PUBLIC_CACHE_SCOPE);
      await notify(this.#database, PAGE_CACHE_CHANNEL, String(this.#sharedVersion));
    } catch (error) {
      this.#logger.error({ err: error }, 'could not publish the page-cache invalidation');
    }
  }

  #sharedVersion: number | undefined;

  /**
   * Follows saves made on other instances: PostgreSQL notifies within milliseconds (`postgresUrl`),
   * and the shared version is also polled as a safety net (and as the only channel on SQLite). Also
   * with the cache off: the kept reads of public content (public-reads.ts) follow the same version.
   */
  start(options: { intervalMs?: number; postgresUrl?: string } = {}): void {
    const intervalMs = options.intervalMs ?? 1000;
    if (this.#timer) return;
    const poll = async () => {
      try {
        const shared = (await getCacheVersions(this.#database))[PUBLIC_CACHE_SCOPE] ?? 0;
        if (this.#sharedVersion !== undefined && shared !== this.#sharedVersion) this.clear();
        this.#sharedVersion = shared;
      } catch (error) {
        this.#logger.warn({ err: error }, 'page-cache version poll failed');
      }
    };
    void poll();
    this.#timer = setInterval(poll, intervalMs);
    this.#timer.unref();
    if (options.postgresUrl) this.#stopListening = listen(options.postgresUrl, PAGE_CACHE_CHANNEL, poll, this.#logger);
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#stopListening?.();
  }
}
