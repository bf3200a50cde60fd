/**
 * Instants as text, in one fixed-width form: `YYYY-MM-DDTHH:MM:SS.sssZ`, 24 characters, years 0000 to
 * 9999 only (docs/decisions/scheduled-jobs.md, "Instants are fixed width"). SQLite keeps timestamps as
 * text and compares them as text, and only strings of one width in one form sort as the instants they
 * name. `Date#toISOString` leaves that form outside those years ('+010000-01-01T04:59:00.000Z',
 * '-000001-…'), and '+' and '-' sort before '2': a year-10000 "Publish at" was due at once (issue 26).
 */

/** The first and the last instant with a four-digit year. */
export const FIRST_INSTANT_MS = Date.parse('0000-01-01T00:00:00.000Z');
export const LAST_INSTANT_MS = Date.parse('9999-12-31T23:59:59.999Z');

/** The form itself (the value must also be a real instant: see `isFixedWidthInstant`). */
export const FIXED_WIDTH_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** `ms` (milliseconds since 1970, UTC) as a fixed-width instant; null when it is not a time or lies outside years 0000-9999. */
export function fixedWidthInstant(ms: number): string | null {
  if (!Number.isFinite(ms) || ms < FIRST_INSTANT_MS || ms > LAST_INSTANT_MS) return null;
  return new Date(ms).toISOString();
}

/** True for a string in the fixed-width form that names a real instant ('2026-02-30T…' does not). */
export function isFixedWidthInstant(value: string): boolean {
  return FIXED_WIDTH_INSTANT.test(value) && fixedWidthInstant(Date.parse(value)) === value;
}
