/**
 * An in-memory cache of rendered public pages, stored already compressed (brotli, gzip, identity).
 *
 * A cached page cannot carry a fresh CSP nonce, so its nonce attributes are removed and its CSP
 * allows the app's own inline scripts (the ones rendered with the response's nonce) by SHA-256 hash
 * instead (DESIGN 6: never one nonce replayed to many visitors); a script that got into the page any
 * other way stays blocked, as it was in the fresh response. Admin saves call `invalidate()`, which
 * clears this instance at once and bumps the shared version in the database so other instances drop
 * their copies within a poll interval.
 *
 * A page is cached under its own address: its path and only the query parameters it reads, so
 * `?utm_source=…` or a cache-buster is answered from the page's entry instead of adding one. Addresses
 * with a query (or an unusual path) share a small pool of their own, so however many of them are
 * requested, they never push the site's pages out.
 *
 * Compression never blocks the event loop: a freshly rendered page is compressed off the main thread
 * at a fast brotli level, so an invalidation is followed by a cheap refill, and a page that then stays
 * current for a few seconds is recompressed at the best level (about 10% smaller) in the background.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { readConsentChoice } from '../lib/consent.ts';
import { SESSION_COOKIE } from './auth/sessions.ts';
import { listen, notify, PAGE_CACHE_CHANNEL } from './db/notifications.ts';
import { bumpCacheVersion, getCacheVersions } from './db/repositories/cache-versions.ts';
import type { Database } from './db/types.ts';
import type { Logger } from './logger.ts';
import { TOAST_COOKIE } from './toast.ts';

export const PUBLIC_CACHE_SCOPE = 'public';

export interface CachedPage {
  status: number;
  contentType: string;
  etag: string;
  /** The Content-Security-Policy header for this body: inline scripts allowed by hash. */
  csp: string;
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
  /** The brotli quality `bodies.br` was made with. */
  brotliQuality: number;
}

/** Brotli 5 costs ~1/30 of brotli 11 for a body ~10% larger: the level for a page just rendered. */
export const BROTLI_QUALITY = { fast: 5, best: 11 } as const;
export type Compression = keyof typeof BROTLI_QUALITY;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The page's body compressed both ways, in libuv's thread pool. */
export async function compressBodies(identity: Buffer, compression: Compression): Promise<CachedPage['bodies']> {
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[compression],
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { identity, gzip: gzipped, br: brotli };
}

/** Paths whose responses depend on who asks, or that are not HTML pages. */
const UNCACHEABLE = /^\/(admin|api|uploads|assets|images|healthz|webhook-api)(\/|$)|\.data$|\.[a-z0-9]+$/i;
/**
 * Cookies that make a response personal: an admin session (the header shows the studio link, and
 * admins must see their saves at once) and a one-time toast. Any other cookie (analytics, A/B tools
 * of the visitor's own) does not change what we render, so the visitor still gets the shared page.
 */
const PERSONAL_COOKIES = new Set([SESSION_COOKIE, TOAST_COOKIE]);

/**
 * The query parameters each public page reads while it renders (in its loader or its components),
 * by path. Any other parameter (utm_source, fbclid, a cache-buster) does not change the page, so the
 * request is answered from, and rendered as, the address without it. A page that starts to read a
 * parameter must add it here, or visitors get the page as if the parameter were absent
 * (tests/unit/page-cache.test.ts checks the ones the app writes into its own links).
 */
const PAGE_QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = {
  // `mode=email` selects the e-mail tab (readContactMode, components/contact/contact-mode-switch.tsx);
  // `sent=1` shows "message sent" after a post without JavaScript (routes/contact.tsx).
  '/contact': ['mode', 'sent'],
  // A shared analysis: the inputs the calculator renders with (readRoiInputs, lib/roi.ts, read by
  // components/roi/roi-calculator.tsx) and `calculate=1`, which shows the results.
  '/roi-calculator': ['calculate', 'complexity', 'department', 'employees', 'frequency', 'hourlyRate', 'processHours'],
};

/**
 * A path as the app writes its links: lower case, no trailing slash, nothing encoded. The router
 * also matches `/Contact/` or `/c%6Fntact`; for those we cannot tell which page (and so which
 * parameters) it is, so they are left as they came.
 */
const PLAIN_PATH = /^(?:\/|(?:\/[a-z0-9-]+)+)$/;
/** A key of a plain path without a query: one of the site's pages (see `PageCache`'s two pools). */
const PAGE_KEY = /^(?:\/|(?:\/[a-z0-9-]+)+)\|/;

/** The address a request's page is rendered and cached as: its path and the parameters it reads, sorted. */
export function pageAddress(originalUrl: string): string {
  const queryStart = originalUrl.indexOf('?');
  if (queryStart === -1) return originalUrl;
  const path = originalUrl.slice(0, queryStart);
  if (!PLAIN_PATH.test(path)) return originalUrl;
  const read = PAGE_QUERY_PARAMETERS[path] ?? [];
  const kept = new URLSearchParams(
    [...new URLSearchParams(originalUrl.slice(queryStart + 1))].filter(([name]) => read.includes(name)),
  );
  // Stable: of a repeated parameter the page reads the first, and still does.
  kept.sort();
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** The cache key of a request, or null when its response must not be shared. */
export function pageCacheKey(request: {
  method: string;
  path: string;
  originalUrl: string;
  headers: { cookie?: string };
}) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (UNCACHEABLE.test(request.path)) return null;
  const address = pageAddress(request.originalUrl);
  if (address.length > 300) return null;
  const cookies = request.headers.cookie;
  if (!cookies) return `${address}|consent=none`;
  for (const part of cookies.split(';')) {
    const end = part.indexOf('=');
    if (PERSONAL_COOKIES.has((end === -1 ? part : part.slice(0, end)).trim())) return null;
  }
  // The consent banner is rendered on the server, so the page differs with and without a choice
  // (a value we did not write counts as none, as the page renders it).
  return `${address}|consent=${readConsentChoice(cookies) ?? 'none'}`;
}

/** An inline or external `<script>` element: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The nonce attribute as React writes it on the elements it renders (value escaped as in any attribute). */
function nonceAttribute(nonce: string): string {
  const escaped = nonce
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return ` nonce="${escaped}"`;
}

/**
 * The CSP hashes of the app's own inline scripts: those rendered with this response's nonce (wherever
 * the attribute sits among the others). A script without it did not come from our components; content
 * cannot guess a nonce, so what it injects stays out of the list, and out of the CSP.
 */
export function ownInlineScriptHashes(html: string, nonce: string): string[] {
  if (!nonce) return [];
  const attribute = nonceAttribute(nonce);
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(attribute) || /\ssrc=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

export function serializeCsp(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * Turns a freshly rendered page into a shareable one: strips the per-response nonce, and builds a
 * CSP (from `directivesWithHashes`) that allows the inline scripts that carried it by hash.
 */
export async function buildCachedPage(
  html: string,
  nonce: string,
  options: {
    status: number;
    contentType: string;
    directivesWithHashes: (hashes: string[]) => Record<string, string[] | null>;
    /** 'fast' for a page just rendered (the cache recompresses it later), 'best' otherwise. */
    compression?: Compression;
  },
): Promise<CachedPage> {
  const hashes = ownInlineScriptHashes(html, nonce);
  const identity = Buffer.from(nonce ? html.replaceAll(nonceAttribute(nonce), '') : html);
  const compression = options.compression ?? 'best';
  return {
    status: options.status,
    contentType: options.contentType,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    csp: serializeCsp(options.directivesWithHashes(hashes)),
    bodies: await compressBodies(identity, compression),
    brotliQuality: BROTLI_QUALITY[compression],
  };
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
   * and the shared version is also polled as a safety net (and as the only channel on SQLite).
   */
  start(options: { intervalMs?: number; postgresUrl?: string } = {}): void {
    const intervalMs = options.intervalMs ?? 1000;
    if (!this.enabled || this.#timer) return;
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
