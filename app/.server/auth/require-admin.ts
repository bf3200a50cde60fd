/**
 * The studio's access check, in two shapes:
 * - `adminMiddleware`, on the admin layout route, guards every page, loader and action below it
 *   and puts the signed-in staff member in `adminContext`;
 * - `requireAdminForRequest`, for resource routes outside that layout (uploads).
 *
 * Without a valid session a page request is redirected to /admin/login?redirectTo=<path> and
 * everything else gets 401; a mutation that fails the same-origin check gets 403; a role the route's
 * entry in app/lib/studio-access.ts does not name gets 403 (a studio page, or JSON for a resource
 * route). Nothing runs and nothing changes in any of these cases. See
 * docs/decisions/admin-authentication.md and docs/decisions/staff-accounts.md.
 */
import { data, type MiddlewareFunction, redirect } from 'react-router';
import { roleLabels } from '../../lib/roles.ts';
import { loginUrlFor } from '../../lib/safe-redirect.ts';
import { studioAccess } from '../../lib/studio-access.ts';
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

/** What a refused role reads: the studio's 403 page shows `error`; `refusal` tells it apart from a cross-site refusal. */
export interface RoleRefusal {
  error: string;
  refusal: 'role';
}

/**
 * Throws 403 unless the route's entry in the access table lets `identity`'s role make this kind of
 * request. A route with no entry is refused to every role: a new route is closed until classified.
 */
export function assertRoleMayAccess(request: Request, identity: AdminIdentity, pattern: string): void {
  const access = studioAccess(pattern);
  const kind = isMutation(request) ? 'change' : 'view';
  if (access?.[kind].includes(identity.role)) return;
  const role = roleLabels[identity.role];
  const body: RoleRefusal = {
    refusal: 'role',
    error:
      kind === 'view'
        ? `Your role (${role}) does not include this page. Ask an Admin if you need it.`
        : `Your role (${role}) cannot make this change. Ask an Admin if you need it.`,
  };
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  // A resource route (a CSV, an upload) answers JSON; a page shows the studio's refusal page.
  if (!access || access.resource) throw Response.json(body, { status: 403, headers });
  throw data(body, { status: 403, headers });
}

/**
 * The signed-in staff member of a resource-route request outside the studio layout, or a thrown 401
 * (no or dead session) / 403 (cross-site mutation, or a role the route's `pattern` does not admit)
 * Response. Use it first thing in every loader and action of such a route.
 */
export async function requireAdminForRequest(
  request: Request,
  services: AuthServices,
  pattern: string,
): Promise<AdminIdentity> {
  const lookup = await lookupSession(services.database, request);
  if (lookup.status !== 'valid') {
    const headers = lookup.status === 'missing' ? undefined : { 'Set-Cookie': clearSessionCookie(services.config) };
    throw unauthorized(undefined, headers);
  }
  assertSameOrigin(request, services.config);
  assertRoleMayAccess(request, lookup.identity, pattern);
  return lookup.identity;
}

/**
 * The admin layout's middleware. Page requests (GET/HEAD, documents or client navigations) without
 * a session are redirected to sign in and come back afterwards; mutations get 401 or 403.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
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
  assertRoleMayAccess(request, lookup.identity, pattern);
  context.set(adminContext, lookup.identity);
  return applyAdminHeaders(await next());
};

/** For the studio's routes outside the guarded layout (sign-in, sign-out): the same headers. */
export const adminHeadersMiddleware: MiddlewareFunction<Response> = async (_args, next) =>
  applyAdminHeaders(await next());
