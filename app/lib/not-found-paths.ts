/**
 * What the 404 log counts (issue 32; docs/decisions/redirects.md): which requests are a public path's
 * 404, the path and referrer as logged, and which paths are exploit probes (scanners asking every
 * site for WordPress, PHP or secrets), counted apart so staff see the links visitors actually follow.
 */

/** Longer paths and referrers are cut to this: a row's size stays bounded whatever is asked for. */
export const LOGGED_TEXT_MAX = 300;

/** Areas that are not the public site: their 404s are not broken links of the site. */
const NOT_PUBLIC = ['/admin/', '/api/', '/assets/', '/uploads/', '/review/'];

/** What scanners ask for: never a page of this site (no page path may contain a dot, lib/page-path.ts). */
const PROBE_SEGMENTS = new Set([
  'wp-admin',
  'wp-content',
  'wp-includes',
  'wp-login',
  'wp-json',
  'xmlrpc',
  'phpmyadmin',
  'pma',
  'cgi-bin',
  '.git',
  '.svn',
  '.hg',
  '.aws',
  '.ssh',
  'actuator',
  'boaform',
  'autodiscover',
  'hnap1',
]);
const PROBE_EXTENSIONS =
  /\.(php\d?|phtml|asp|aspx|ashx|jsp|cgi|pl|env|ini|cfg|conf|config|bak|old|orig|swp|sql|db|sqlite|log|yml|yaml|tar|gz|tgz|zip|rar|7z|pem|key)$/i;

/** True for a path only a scanner asks for: `/wp-admin/`, `/x.php`, `/.env`, `/.git/config`. */
export function isProbePath(path: string): boolean {
  const lower = path.toLowerCase();
  for (const segment of lower.split('/')) {
    if (!segment) continue;
    if (PROBE_SEGMENTS.has(segment) || PROBE_SEGMENTS.has(segment.replace(/\.[a-z0-9]+$/, ''))) return true;
    if (segment.startsWith('.env') || segment.startsWith('.ht')) return true;
    if (PROBE_EXTENSIONS.test(segment)) return true;
  }
  return false;
}

/**
 * The public path a 404 is logged under, or null when it is not one to log: not a GET or HEAD, or
 * outside the public site. The query is left out (it is not part of the path, and may hold a token);
 * a client-side navigation's data request (`/path.data`, `/_root.data`) counts as its page.
 */
export function loggedNotFoundPath(method: string, url: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (path === '/_root.data') path = '/';
  else if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
  if (path === '/admin' || NOT_PUBLIC.some((area) => path.startsWith(area))) return null;
  return path.slice(0, LOGGED_TEXT_MAX);
}

/**
 * A Referer header as logged: its origin and path, without query or fragment (which may hold tokens
 * or personal data); null when absent or not an http(s) address.
 */
export function loggedReferrer(header: string | undefined): string | null {
  if (!header) return null;
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return `${url.origin}${url.pathname}`.slice(0, LOGGED_TEXT_MAX);
}
