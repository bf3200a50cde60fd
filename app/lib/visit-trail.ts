/**
 * The names and limits the visit-trail script and the server share (docs/decisions/lead-attribution.md).
 * Apart from lib/lead-attribution.ts on purpose: the public layout imports these, and they must not
 * bring that module's zod schema into every public page's script.
 */

/** The hidden field every lead form carries; the recording script fills it in as the form is sent. */
export const ATTRIBUTION_FIELD = 'attribution';

/** The tab's record in sessionStorage (the only thing the recording script stores). */
export const VISIT_TRAIL_KEY = 'bf-visit';

export const attributionLimits = {
  /** The most recent pages of the visit that are kept (older ones drop off the front). */
  pages: 20,
  path: 200,
  referrer: 300,
  utm: 100,
  /** The hidden field's JSON: 20 paths of 200 characters and the rest fit with room to spare. */
  json: 8192,
} as const;
