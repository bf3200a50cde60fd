/**
 * The studio's access check, in two shapes:
 * - `adminMiddleware`, on the admin layout route, guards every page, loader and action below it
 *   and puts the signed-in admin in `adminContext`;
 * - `requireAdminForRequest`, for resource routes outside that layout (JSON APIs, uploads).
 *
 * Without a valid session a page request is redirected to /admin/login?redirectTo=<path> and
 * everything else gets 401; a mutation that fails the same-origin check gets 403. Nothing runs
 * and nothing changes in either case. See docs/decisions/admin-authentication.md.
 */
import { type MiddlewareFunction, redirect } from 'react-router';
import { loginUrlFor } from '../../lib/safe-redirect.ts';
import { type AdminIdentity, adminContext, servicesContext } from '../infrastructure/context.ts';
import type { Services } from '../infrastructure/services.ts';
import { assertSameOrigin, isMutation } from './csrf.ts';
import { clearSessionCookie, lookupSession } from './sessions.ts';

/** Headers every studio response carries: never cached anywhere, never indexed. */
export const ADMIN_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

export function applyAdminHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) response.headers.set(name, value);
  return response;
}

export function unauthorized(
  message = 'Your session has ended. Please sign in again.',
  headers?: HeadersInit,
): Response {
  const init = new Headers(headers);
  for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) init.set(name, value);
  return Response.json({ error: message }, { status: 401, headers: init });
}

type AuthServices = Pick<Services, 'database' | 'config'>;

/**
 * The signed-in admin of a resource-route request, or a thrown 401 (no or dead session) / 403
 * (cross-site mutation) Response. Use it first thing in every loader and action of /api/admin/*.
 */
export async function requireAdminForRequest(request: Request, services: AuthServices): Promise<AdminIdentity> {
  const lookup = await lookupSession(services.database, request);
  if (lookup.status !== 'valid') {
    const headers = lookup.status === 'missing' ? undefined : { 'Set-Cookie': clearSessionCookie(services.config) };
    throw unauthorized(undefined, headers);
  }
  assertSameOrigin(request, services.config);
  return lookup.identity;
}

/**
 * The admin layout's middleware. Page requests (GET/HEAD, documents or client navigations) without
 * a session are redirected to sign in and come back afterwards; mutations get 401 or 403.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(servicesContext);
  const lookup = await lookupSession(services.database, request);
  if (lookup.status !== 'valid') {
    const headers = new Headers(ADMIN_RESPONSE_HEADERS);
    if (lookup.status !== 'missing') headers.append('Set-Cookie', clearSessionCookie(services.config));
    if (isMutation(request)) throw unauthorized(undefined, headers);
    const url = new URL(request.url);
    throw redirect(loginUrlFor(`${url.pathname}${url.search}`), { headers });
  }
  assertSameOrigin(request, services.config);
  context.set(adminContext, lookup.identity);
  return applyAdminHeaders(await next());
};

/** For the studio's routes outside the guarded layout (sign-in, sign-out): the same headers. */
export const adminHeadersMiddleware: MiddlewareFunction<Response> = async (_args, next) =>
  applyAdminHeaders(await next());
