/**
 * Who may open and who may change each studio route (issue 26): one table, keyed by the route
 * pattern React Router matches. The admin layout's middleware checks every page, loader and action
 * below it against this table, resource routes outside the layout check it themselves, and the
 * navigation shows only what the role may open. A route missing from the table is refused to
 * everyone (and tests/integration/studio-roles-http.test.ts fails until it is classified).
 */
import type { Role } from './roles.ts';

export interface StudioAccess {
  /** Roles that may read it (GET and HEAD: pages, their data, exports). */
  view: readonly Role[];
  /** Roles that may post to it (actions). */
  change: readonly Role[];
  /** A resource route (a CSV, an upload): a refusal is JSON, not a studio page. */
  resource?: true;
}

const everyone: readonly Role[] = ['admin', 'editor', 'sales'];
const content: readonly Role[] = ['admin', 'editor'];
const inbox: readonly Role[] = ['admin', 'sales'];
const admins: readonly Role[] = ['admin'];

/** Who may own a lead (issue 31): the roles that work the inbox. */
export const mayOwnLeads = (role: Role): boolean => inbox.includes(role);

/** Entered without a session: signing in, signing out, accepting an invitation. */
export const PUBLIC_STUDIO_ROUTES = ['/admin/login', '/admin/logout', '/admin/invitation/:token'] as const;

export const STUDIO_ACCESS: Readonly<Record<string, StudioAccess>> = {
  // Sales reads the published case studies and testimonials; only content roles change them.
  '/admin': { view: everyone, change: content },
  '/admin/testimonials': { view: everyone, change: content },
  '/admin/testimonials/review/:id': { view: content, change: content, resource: true },
  '/admin/testimonials/review/:id/comments.csv': { view: content, change: content, resource: true },
  '/admin/account': { view: everyone, change: everyone },

  '/admin/case-studies/new': { view: content, change: content },
  '/admin/case-studies/edit/:id': { view: content, change: content },
  '/admin/case-studies/review/:id': { view: content, change: content, resource: true },
  '/admin/case-studies/review/:id/comments.csv': { view: content, change: content, resource: true },
  '/admin/case-studies/simple-new': { view: content, change: content },
  '/admin/case-studies/simple-edit/:id': { view: content, change: content },
  '/admin/preview/:id': { view: content, change: content },
  '/admin/pages': { view: content, change: content },
  '/admin/pages/new': { view: content, change: content },
  '/admin/pages/edit/:id': { view: content, change: content },
  '/admin/uploads': { view: content, change: content, resource: true },
  '/admin/pages/frame': { view: content, change: content },
  // The ROI calculator's model (issue 29): content staff edit and publish it; Sales reads the leads it makes.
  '/admin/roi-model': { view: content, change: content },
  // The 404 log and the redirect manager (issue 32): content staff keep the site's links working.
  '/admin/redirects': { view: content, change: content },
  '/admin/redirects.csv': { view: content, change: content, resource: true },

  '/admin/messages': { view: inbox, change: inbox },
  '/admin/messages.csv': { view: inbox, change: inbox, resource: true },
  // One person (issue 31): Sales and Admins read and export it; erasing, which cannot be undone, is Admin only.
  '/admin/people/:id': { view: inbox, change: inbox },
  '/admin/people/:id/export/:format': { view: inbox, change: inbox, resource: true },
  '/admin/people/:id/erase': { view: admins, change: admins },

  // How long leads are kept per status (issue 31): deleting data is an Admin's decision.
  '/admin/lead-retention': { view: admins, change: admins },
  '/admin/navigation': { view: admins, change: admins },
  '/admin/staff': { view: admins, change: admins },
  '/admin/settings': { view: admins, change: admins },
  '/admin/api-keys': { view: admins, change: admins },
  '/admin/webhooks': { view: admins, change: admins },
  '/admin/webhooks/:id': { view: admins, change: admins },
  '/admin/audit': { view: admins, change: admins },
  '/admin/audit.csv': { view: admins, change: admins, resource: true },
};

/** React Router gives patterns without the leading slash (`admin/staff`); the table has it. */
const rooted = (pattern: string) => (pattern.startsWith('/') ? pattern : `/${pattern}`).replace(/\/+$/, '') || '/';

export function studioAccess(pattern: string): StudioAccess | undefined {
  return STUDIO_ACCESS[rooted(pattern)];
}

/** Whether `role` may make a request of this kind to the route; unclassified routes are refused. */
export function mayAccess(role: Role, pattern: string, kind: 'view' | 'change'): boolean {
  return studioAccess(pattern)?.[kind].includes(role) ?? false;
}

/** Whether the role may open a studio path the navigation links to (paths without parameters). */
export const mayOpen = (role: Role, path: string): boolean => mayAccess(role, path, 'view');
