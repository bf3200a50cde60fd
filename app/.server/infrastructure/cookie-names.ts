/**
 * The names of the cookies the server writes, in a module that imports nothing: the page cache needs
 * them to tell a personal request from a shared one without importing the session or toast code.
 */

/** The studio session (app/.server/auth/sessions.ts). */
export const SESSION_COOKIE = 'brightflow_admin';

/** A one-time notice carried across a redirect (app/.server/infrastructure/toast.ts). */
export const TOAST_COOKIE = 'toast';
