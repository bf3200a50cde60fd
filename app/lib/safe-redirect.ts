/**
 * Where to send an admin after signing in. Only a path inside the studio is accepted, so a crafted
 * `/admin/login?redirectTo=https://evil.example` link can never bounce a signed-in admin off-site
 * (no open redirect).
 */
export const ADMIN_HOME = '/admin';

const BASE = 'http://studio.invalid';

export function safeAdminRedirect(target: unknown, fallback: string = ADMIN_HOME): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2000) return fallback;
  // Only a plain relative path: no scheme, no protocol-relative `//host`, no backslash tricks
  // (browsers read `/\host` as `//host`) and no control characters.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (!target.startsWith('/') || target.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const inStudio = url.pathname === ADMIN_HOME || url.pathname.startsWith(`${ADMIN_HOME}/`);
  const isAuthPage = url.pathname === '/admin/login' || url.pathname === '/admin/logout';
  if (!inStudio || isAuthPage) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in URL that brings the admin back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  const target = safeAdminRedirect(path, '');
  return target && target !== ADMIN_HOME ? `/admin/login?redirectTo=${encodeURIComponent(target)}` : '/admin/login';
}
