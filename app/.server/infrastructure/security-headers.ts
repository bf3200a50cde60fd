/**
 * The security headers of every response. All but the Content-Security-Policy are the same for every
 * response of a process, so they are worked out once (`fixedSecurityHeaders`); the CSP differs per
 * response only in the inline scripts it allows: the response's nonce, or, for a page served from
 * the page cache, the SHA-256 hashes of that page's own inline scripts.
 *
 * These are the values helmet 8 sends by default, with three changes said below; written out, they
 * cost nothing per request and can be read in one place.
 */
import type { Config } from './config.ts';

type Directives = Record<string, string[] | null>;
type CspConfig = Pick<Config, 'bookingUrl' | 's3' | 'isProduction' | 'publicUrl'>;

/**
 * Who may frame a response: nobody ('none'), or pages of this site ('self'). Only the page editor's
 * preview frame (app/routes/admin/page-frame.tsx), which the editor frames to draw a draft at a
 * phone's or a desktop's width, is 'self'; every other response stays unframable (clickjacking).
 */
export type Framing = 'none' | 'self';

const SELF_FRAMED_PATHS: ReadonlySet<string> = new Set(['/admin/pages/frame']);

/** The framing a request's path gets (React Router also matches the path with a trailing slash). */
export const framingOf = (path: string): Framing =>
  SELF_FRAMED_PATHS.has(path.replace(/\/+$/, '').toLowerCase()) ? 'self' : 'none';

/**
 * A client's review link (issue 30) carries its token in the address: its pages send no referrer at
 * all, to this site either (the review page's forms post to a route that expects `Origin: null`).
 * Every other response keeps fixedSecurityHeaders' 'same-origin'.
 */
export const referrerPolicyOf = (path: string): string | null => (/^\/review\//i.test(path) ? 'no-referrer' : null);

/**
 * The booking page the site settings name (issue 29), as this process last read them: the contact
 * page frames it, so the CSP's frame-src allows its origin. Read with every uncached render (the
 * root loader), so a response's header, written after its loaders ran (server.ts), and a cached
 * page's, made after its render, allow the booking page that response shows. Until the first read,
 * SCHEDULER_URL (the setting's default).
 */
let bookingUrlInSettings: string | undefined;

/** The settings' booking link ('' for none) as just read; undefined: as if none was read yet. */
export function noteBookingUrl(url: string | undefined): void {
  bookingUrlInSettings = url;
}

const bookingUrlOf = (config: CspConfig) =>
  bookingUrlInSettings === undefined ? config.bookingUrl : bookingUrlInSettings || undefined;

/**
 * Inline scripts run only with the per-response nonce (or by hash, see above); a page may frame the
 * booking page and this site's own pages (only the preview frame lets itself be framed, see
 * `Framing`); images may come from object storage.
 */
export function contentSecurityPolicy(
  config: CspConfig,
  /** `'nonce-…'` for a fresh response, or `'sha256-…'` hashes for a cached one. */
  inlineScripts: string[],
  framing: Framing = 'none',
  bookingUrl: string | undefined = bookingUrlOf(config),
): Directives {
  const origin = (url: string | undefined) => (url ? [new URL(url).origin] : []);
  const storage = config.s3 ? [...origin(config.s3.publicUrl), ...origin(config.s3.endpoint)] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...storage],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(config.isProduction ? [] : ['ws:'])],
    'frame-src': [...origin(bookingUrl), "'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framing === 'self' ? "'self'" : "'none'"],
    'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
  };
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * The CSP header for a response allowing `inlineScripts`: every directive but `script-src` is
 * serialised once (per framing and booking page), so a response pays for joining one short list.
 * The booking page is the one in force when the header is made (`noteBookingUrl`).
 */
export function cspHeader(config: CspConfig, framing: Framing = 'none'): (inlineScripts: string[]) => string {
  let byFraming = headers.get(config);
  if (!byFraming) {
    byFraming = new Map();
    headers.set(config, byFraming);
  }
  const known = byFraming;
  return (inlineScripts) => {
    const bookingUrl = bookingUrlOf(config);
    const key = `${framing} ${bookingUrl ?? ''}`;
    let fixed = known.get(key);
    if (!fixed) {
      const { 'script-src': scripts, ...others } = contentSecurityPolicy(config, [], framing, bookingUrl);
      fixed = { directives: serializeCsp(others), ownScripts: (scripts ?? []).join(' ') };
      known.set(key, fixed);
    }
    return `${fixed.directives}; script-src ${[fixed.ownScripts, ...inlineScripts].join(' ')}`;
  };
}

const headers = new WeakMap<CspConfig, Map<string, { directives: string; ownScripts: string }>>();

/** Every security header but the CSP, as sent on each response (of that framing). */
export function fixedSecurityHeaders(
  config: Pick<Config, 'publicUrl'>,
  framing: Framing = 'none',
): Readonly<Record<string, string>> {
  return {
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    // Not 'no-referrer' (helmet's): under it browsers send `Origin: null` with a plain form post, and
    // React Router's origin check then refuses every no-JavaScript form submission. 'same-origin'
    // still sends nothing to other sites.
    'Referrer-Policy': 'same-origin',
    // Only where the site is served over https: HSTS on plain http would be ignored, or, behind a
    // misconfigured proxy, pin a host name to https that cannot serve it.
    ...(config.publicUrl.startsWith('https:')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    // DENY, not helmet's SAMEORIGIN: it must say what the CSP's frame-ancestors 'none' says, for
    // browsers that read only this one (SAMEORIGIN with 'self' for the preview frame).
    'X-Frame-Options': framing === 'self' ? 'SAMEORIGIN' : 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  };
}
