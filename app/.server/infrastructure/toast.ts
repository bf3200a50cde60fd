/**
 * Toasts that survive a redirect: the action writes a short-lived signed cookie, the root loader
 * reads and clears it, and the page shows it with sonner.
 */

import { randomUUID } from 'node:crypto';
import { createCookie, redirect } from 'react-router';
import { z } from 'zod';
import { readCookie, siteCookieAttributes } from '../../lib/cookies.ts';
import type { Toast, ToastInput } from '../../lib/toast.ts';
import type { Config } from './config.ts';
import { TOAST_COOKIE } from './cookie-names.ts';

const toastSchema = z.object({
  id: z.string(),
  type: z.enum(['success', 'error', 'info', 'message']),
  title: z.string(),
  description: z.string().optional(),
});

/** The one-time notice's cookie: a page rendered with it shows that visitor's toast. */
export { TOAST_COOKIE };

const cookies = new Map<string, ReturnType<typeof createCookie>>();

function toastCookie(config: Pick<Config, 'sessionSecret' | 'publicUrl'>) {
  let cookie = cookies.get(config.sessionSecret);
  if (!cookie) {
    cookie = createCookie(TOAST_COOKIE, {
      ...siteCookieAttributes(config.publicUrl),
      secrets: [config.sessionSecret],
      maxAge: 60,
    });
    cookies.set(config.sessionSecret, cookie);
  }
  return cookie;
}

type ToastConfig = Pick<Config, 'sessionSecret' | 'publicUrl'>;

export async function toastHeader(config: ToastConfig, toast: ToastInput): Promise<string> {
  return toastCookie(config).serialize({ ...toast, id: toast.id ?? randomUUID() });
}

export async function redirectWithToast(
  config: ToastConfig,
  url: string,
  toast: ToastInput,
  init: ResponseInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await toastHeader(config, toast));
  return redirect(url, { status: 303, ...init, headers });
}

/** Reads the pending toast, if any, and the header that clears it. */
export async function readToast(
  config: ToastConfig,
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookieHeader = request.headers.get('Cookie');
  // Present but unreadable (forged, or signed with an old secret) still gets cleared, hence not just parse().
  if (readCookie(cookieHeader, TOAST_COOKIE) === null) return { toast: null, headers: null };
  const cookie = toastCookie(config);
  const parsed = toastSchema.safeParse(await cookie.parse(cookieHeader));
  const headers = new Headers({ 'Set-Cookie': await cookie.serialize('', { maxAge: 0 }) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
