/**
 * `Intl.DateTimeFormat`s kept per time zone, for formatting in a staff member's zone
 * (app/lib/time-zone.ts, app/lib/admin-format.ts). A formatter is worth keeping (building one costs
 * far more than using it), but the zone comes from the `studio_tz` cookie, which anyone can write:
 * kept by the spelling asked for, every letter case of `Europe/Berlin` added one for good (issue 26:
 * 300 spellings, +2.3 MB). So a formatter is kept under its zone's canonical name (what `Intl`
 * resolves the spelling to) and only for the few zones used most recently.
 */

/** Far more zones than a studio's staff work in at once; each formatter is several kilobytes. */
export const ZONE_FORMATTER_LIMIT = 16;

export interface ZoneFormatters {
  /** The formatter for `zone` in any spelling; throws a RangeError for a zone `Intl` does not know. */
  get(zone: string): Intl.DateTimeFormat;
  /** The zone's canonical name ('europe/berlin' is 'Europe/Berlin'); throws as `get` does. */
  canonical(zone: string): string;
  /** How many are kept (never more than the limit). */
  readonly size: number;
}

export function zoneFormatters(
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  limit = ZONE_FORMATTER_LIMIT,
): ZoneFormatters {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const kept = new Map<string, Intl.DateTimeFormat>();
  const lookup = (zone: string): [string, Intl.DateTimeFormat] => {
    let canonical = zone;
    let formatter = kept.get(zone);
    if (!formatter) {
      // Another spelling, or a zone not kept: build one to learn the canonical name.
      const built = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
      canonical = built.resolvedOptions().timeZone;
      formatter = kept.get(canonical) ?? built;
    }
    kept.delete(canonical);
    kept.set(canonical, formatter);
    for (const oldest of kept.keys()) {
      if (kept.size <= limit) break;
      kept.delete(oldest);
    }
    return [canonical, formatter];
  };
  return {
    get: (zone) => lookup(zone)[1],
    canonical: (zone) => lookup(zone)[0],
    get size() {
      return kept.size;
    },
  };
}
