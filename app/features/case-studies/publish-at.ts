/**
 * When a draft may be scheduled to publish itself (issue 18, issue 26; docs/decisions/scheduled-jobs.md):
 * after now (a time already past is refused, not published at once: a typo in the date must not
 * publish), and at most PUBLISH_AT_MAX_YEARS ahead (a schedule further out is a typo too, and
 * keeps every schedule well inside the years a stored instant may have: app/lib/instant.ts).
 */

export const PUBLISH_AT_MAX_YEARS = 5;

/** The latest "Publish at" accepted at `now`: the same moment PUBLISH_AT_MAX_YEARS calendar years later (UTC). */
export function latestPublishAt(now: Date): number {
  const limit = new Date(now.getTime());
  limit.setUTCFullYear(limit.getUTCFullYear() + PUBLISH_AT_MAX_YEARS);
  return limit.getTime();
}

export type PublishAtProblem = 'past' | 'too-far';

/** What is wrong with scheduling a publication at `atMs` (milliseconds since 1970) at `now`; null when nothing. */
export function publishAtProblem(atMs: number, now: Date): PublishAtProblem | null {
  if (Number.isNaN(atMs) || atMs <= now.getTime()) return 'past';
  if (atMs > latestPublishAt(now)) return 'too-far';
  return null;
}
