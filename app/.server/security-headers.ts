/**
 * The Content-Security-Policy directives. Inline scripts run only with the per-response nonce (or,
 * for a page served from the page cache, by their SHA-256 hashes); the scheduler's origin is the only
 * frame allowed; images may come from object storage.
 */
import type { Config } from './config.ts';

type Directives = Record<string, string[] | null>;

export function contentSecurityPolicy(
  config: Pick<Config, 'schedulerUrl' | 's3' | 'isProduction' | 'publicUrl'>,
  /** `'nonce-…'` for a fresh response, or `'sha256-…'` hashes for a cached one. */
  inlineScripts: string[],
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
    'frame-src': origin(config.schedulerUrl).length ? origin(config.schedulerUrl) : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
  };
}
