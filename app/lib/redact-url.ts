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
 * Secrets by their loose name: the intake page's `api_key` and `grant` (app/.server/intake/grant.ts),
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

/** A path whose last segment is a secret: the one-time token of an invitation link (issue 19). */
const SECRET_PATH = /^((?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?\/admin\/invitation\/)[^?;#]+/i;

export function redactUrl(url: string): string {
  return redact(url.replace(SECRET_PATH, `$1${REDACTED}`), 0);
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
