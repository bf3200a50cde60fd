/**
 * A rendered page as the cache keeps it: stored already compressed (brotli, gzip, identity), with
 * its nonce attributes removed and a CSP that allows the app's own inline scripts (the ones rendered
 * with the response's nonce) by SHA-256 hash instead (DESIGN 6: never one nonce replayed to many
 * visitors); a script that got into the page any other way stays blocked, as in the fresh response.
 *
 * Compression never blocks the event loop: it runs in libuv's thread pool, at a fast brotli level for
 * a page just rendered (the store recompresses it at the best level once it has stayed current).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding } from '../infrastructure/content-encoding.ts';

export interface CachedPage {
  status: number;
  contentType: string;
  etag: string;
  /** The Content-Security-Policy header for this body: inline scripts allowed by hash. */
  csp: string;
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
  /** The brotli quality `bodies.br` was made with. */
  brotliQuality: number;
  /** The route pattern it was rendered for (`/use-cases/:slug`), the label of its hits in /metrics. */
  route?: string;
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

/**
 * Turns a freshly rendered page into a shareable one: strips the per-response nonce, and builds a
 * CSP (from `cspWithScripts`) that allows the inline scripts that carried it by hash.
 */
export async function buildCachedPage(
  html: string,
  nonce: string,
  options: {
    status: number;
    contentType: string;
    /** The CSP header allowing these inline scripts (app/.server/infrastructure/security-headers.ts, `cspHeader`). */
    cspWithScripts: (inlineScripts: string[]) => string;
    /** 'fast' for a page just rendered (the cache recompresses it later), 'best' otherwise. */
    compression?: Compression;
    /** The route pattern the page was rendered for. */
    route?: string;
  },
): Promise<CachedPage> {
  const hashes = ownInlineScriptHashes(html, nonce);
  const identity = Buffer.from(nonce ? html.replaceAll(nonceAttribute(nonce), '') : html);
  const compression = options.compression ?? 'best';
  return {
    status: options.status,
    contentType: options.contentType,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    csp: options.cspWithScripts(hashes),
    bodies: await compressBodies(identity, compression),
    brotliQuality: BROTLI_QUALITY[compression],
    ...(options.route === undefined ? {} : { route: options.route }),
  };
}

/** Browsers revalidate every time; a CDN may serve a page for a minute and a stale one while it refetches. */
export const PUBLIC_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * A page rendered for one request carries that response's CSP nonce: a shared cache (nginx, a CDN)
 * that kept it would hand one nonce to everyone. Only the cache's own copy, which allows its scripts
 * by hash, is shareable (docs/decisions/production-topology.md).
 */
export const RENDERED_HTML_CACHE_CONTROL = 'private, max-age=0';

/** The answer to a request for a cached page: 304 when the browser has it, else the body it accepts. */
export function cachedPageAnswer(
  page: CachedPage,
  request: { method: string; acceptEncoding: string | null | undefined; ifNoneMatch: string | null | undefined },
): { status: number; headers: Record<string, string | number>; body: Buffer | undefined } {
  const headers: Record<string, string | number> = {
    'Content-Type': page.contentType,
    'Content-Security-Policy': page.csp,
    'Cache-Control': PUBLIC_HTML_CACHE_CONTROL,
    ETag: page.etag,
    Vary: 'Accept-Encoding',
    'X-Cache': 'HIT',
  };
  if (request.ifNoneMatch === page.etag) return { status: 304, headers, body: undefined };
  const encoding = preferredEncoding(request.acceptEncoding, ['br', 'gzip']);
  const body = page.bodies[encoding];
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = body.length;
  return { status: page.status, headers, body: request.method === 'HEAD' ? undefined : body };
}
