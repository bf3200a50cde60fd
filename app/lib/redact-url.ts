/**
 * A URL as it may be written to a log: the value of every parameter that can carry a secret is
 * replaced, everything else is kept byte for byte, so the log still shows what was asked for.
 *
 * A name is compared the way the app reads it (URLSearchParams: percent-decoded, `+` as a space) and
 * then loosely (Unicode compatibility forms, case, punctuation and repeated encoding ignored), because
 * a regex on the raw text let `api%5Fkey`, `API%5FKEY` or `%61pi_key` write the key into the log. `;`
 * and a second `?` separate parameters too: the app does not read them so, but other tools do, and a
 * key after one is still a key in the log. A value that is itself an address with a secret in it
 * (a return address) is replaced whole.
 */

export const REDACTED = '[redacted]';

/**
 * Secrets by their loose name: the intake page's `api_key` and `grant` (app/features/intake/grant.server.ts),
 * the only ones the app reads from a query, and the usual names of keys, tokens and passwords.
 */
const SECRET_NAME = /apikey|token|passw|secret|^grant$|^key$/;

/** More rounds than this would only be someone trying to make the logger work. */
const MAX_DECODES = 4;

/** Decoded as URLSearchParams would, again while that changes it (a name encoded twice). */
function decodeComponent(raw: string): string {
  let text = raw;
  for (let round = 0; round < MAX_DECODES && /[%+]/.test(text); round++) {
    const decoded = new URLSearchParams(`v=${text.replaceAll('&', '%26')}`).get('v') ?? text;
    if (decoded === text) break;
    text = decoded;
  }
  return text;
}

export function isSecretParameterName(rawName: string): boolean {
  const loose = decodeComponent(rawName)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return SECRET_NAME.test(loose);
}

/**
 * Routes whose path carries a secret (app/routes.ts), each `:parameter` of them redacted: the one-time
 * token of an invitation link (issue 19) and a client's review link (issue 30). A test fails when the
 * route table gets a route with a secret-sounding parameter that is not listed here.
 */
export const SECRET_ROUTES: readonly string[] = [
  '/admin/invitation/:token',
  '/review/:token',
  '/review/:token/respond',
];

const secretRoutes = SECRET_ROUTES.map((route) => route.toLowerCase().split('/').filter(Boolean));

/**
 * `url` (a path with its query, or an absolute address) as it may be logged. `route` is the pattern
 * React Router matched, when known (the request log has it): a secret route's path is then replaced
 * even if no spelling rule below saw it.
 */
export function redactUrl(url: string, route?: string): string {
  return redact(redactSecretPath(url, route), 0);
}

/**
 * Redacts a secret route's parameters by the route the path matches after decoding, as the router
 * matches it (`/%61dmin/invitation/…` is the invitation route; so is `/ADMIN/Invitation/…/`): the
 * URL parser's normalisation (dot segments, backslashes), each segment percent-decoded (repeatedly,
 * so no encoding hides it), letter case and empty segments ignored. Looser than the router on
 * purpose: the route's segments anywhere in the path (`/x/admin/invitation/…`, a 404) or followed by
 * more still hold a token someone may use, so they are redacted too. Anything else is unchanged.
 */
function redactSecretPath(url: string, route: string | undefined): string {
  const end = url.search(/[?#]/);
  const [head, rest] = end === -1 ? [url, ''] : [url.slice(0, end), url.slice(end)];
  if (!mayHoldSecretRoute(head) && (route === undefined || !SECRET_ROUTES.includes(route))) return url;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(head);
  // Appended to an origin rather than resolved against one, as the request handler builds its URL:
  // `//admin/…` stays a path.
  const parsed = URL.parse(absolute ? head : `http://log.invalid${head.startsWith('/') ? '' : '/'}${head}`);
  const segments = (parsed?.pathname ?? head).split('/');
  const secret = secretSegments(segments);
  if (secret.length === 0) {
    const matched = route === undefined ? -1 : SECRET_ROUTES.indexOf(route);
    if (matched === -1) return url;
    // The router saw a secret route where the rules above did not: log its pattern, not the path.
    return `${(SECRET_ROUTES[matched] ?? '').replace(/:[^/]+/g, REDACTED)}${rest}`;
  }
  for (const index of secret) segments[index] = REDACTED;
  const origin = absolute && parsed ? `${parsed.protocol}//${parsed.host}` : '';
  return `${origin}${segments.join('/')}${rest}`;
}

/**
 * False when no spelling of a secret route can be in `path`: without a percent sign, each of the
 * route's words is there as it is. Every request line is logged, so most skip the parsing below.
 */
function mayHoldSecretRoute(path: string): boolean {
  if (path.includes('%')) return true;
  const lower = path.toLowerCase();
  return secretRoutes.some((parts) => parts.every((part) => part.startsWith(':') || lower.includes(part)));
}

/** Which of a path's segments (split at `/`) hold a secret route's parameters; none when no secret route matches. */
function secretSegments(segments: string[]): number[] {
  // A decoded `%2F` splits a segment as well: the pieces keep the index of the segment they came from.
  const named = segments.flatMap((segment, index) =>
    decodeSegment(segment)
      .toLowerCase()
      .split(/[/\\]/)
      .filter(Boolean)
      .map((text) => ({ text, index })),
  );
  const found = new Set<number>();
  for (const parts of secretRoutes) {
    for (let start = 0; start + parts.length <= named.length; start++) {
      const here = named.slice(start, start + parts.length);
      if (!parts.every((part, k) => part.startsWith(':') || part === here[k]?.text)) continue;
      parts.forEach((part, k) => {
        const segment = here[k];
        if (part.startsWith(':') && segment) found.add(segment.index);
      });
    }
  }
  return [...found];
}

/** A path segment percent-decoded while that changes it; what cannot be decoded is kept as it is. */
function decodeSegment(raw: string): string {
  let text = raw;
  for (let round = 0; round < MAX_DECODES && text.includes('%'); round++) {
    try {
      const decoded = decodeURIComponent(text);
      if (decoded === text) break;
      text = decoded;
    } catch {
      break;
    }
  }
  return text;
}

function redact(url: string, depth: number): string {
  if (!/[?;]/.test(url)) return url;
  // ['/path', '?', 'a=1', '&', 'api_key=K', ...]: the first part is never a parameter.
  const parts = url.split(/([?&;])/);
  for (let i = 2; i < parts.length; i += 2) {
    const part = parts[i] ?? '';
    const equals = part.indexOf('=');
    if (equals === -1) continue;
    const name = part.slice(0, equals);
    const value = part.slice(equals + 1);
    if (isSecretParameterName(name) || (depth < 2 && carriesSecret(value, depth))) {
      parts[i] = `${name}=${REDACTED}`;
    }
  }
  return parts.join('');
}

function carriesSecret(value: string, depth: number): boolean {
  if (!/[%?;&=]/.test(value)) return false;
  const decoded = decodeComponent(value);
  const asAddress = /[?;]/.test(decoded) ? decoded : `?${decoded}`;
  return redact(asAddress, depth + 1) !== asAddress;
}
