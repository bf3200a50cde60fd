/**
 * Wall-clock times in a staff member's time zone, for "Publish at" (issue 18;
 * docs/decisions/scheduled-jobs.md). A `<input type="datetime-local">` holds a time without a zone
 * ('2026-12-01T09:30'); the studio reads it in the zone it was shown in and stores UTC. The zone is
 * the browser's (`Intl`), kept in a cookie so that the server renders in it too; UTC until known.
 */
import { readCookie } from './cookies.ts';
import { fixedWidthInstant } from './instant.ts';
import { zoneFormatters } from './zone-formatters.ts';

/** The cookie the studio keeps the browser's IANA time zone in. Not personal; read by the studio's loaders. */
export const STUDIO_TIME_ZONE_COOKIE = 'studio_tz';

export const UTC = 'UTC';

/** Year to second in a zone, 24-hour: what the offset arithmetic reads back. */
export const wallClockFormatters = zoneFormatters({
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The zone's canonical name ('europe/berlin' and 'Europe/Berlin' are 'Europe/Berlin'), or null for
 * anything this runtime does not know. Canonical, so that each zone is one cached formatter here and
 * in admin-format.ts, however the cookie spells it.
 */
export function canonicalTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return null;
  try {
    return wallClockFormatters.canonical(zone);
  } catch {
    return null;
  }
}

/** True for a time zone this runtime knows ('Europe/Berlin', 'UTC'); false for anything else. */
export const isTimeZone = (zone: unknown): zone is string => canonicalTimeZone(zone) !== null;

/** The zone's canonical name when it is one, else UTC. */
export const zoneOrUtc = (zone: unknown): string => canonicalTimeZone(zone) ?? UTC;

/** The studio's time zone from a request's Cookie header (UTC when unknown). */
export const timeZoneFromCookies = (cookieHeader: string | null | undefined): string =>
  zoneOrUtc(readCookie(cookieHeader, STUDIO_TIME_ZONE_COOKIE));

/** How far `zone` is ahead of UTC at the instant `utcMs`, in milliseconds. */
function offsetMs(zone: string, utcMs: number): number {
  const parts = wallClockFormatters.get(zone).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A datetime-local value ('2026-12-01T09:30') read in `zone`, as milliseconds since 1970 (UTC); null
 * when it is not a real date and time, or the zone is unknown. A time skipped by a DST change is
 * moved forward by the change, as clocks are.
 */
export function wallTimeToMs(wallTime: string, zone: string): number | null {
  const match = WALL_TIME.exec(wallTime.trim());
  if (!match || !isTimeZone(zone)) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as number[];
  const naive = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  const check = new Date(naive);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== (month ?? 1) - 1 ||
    check.getUTCDate() !== day ||
    (hour ?? 0) > 23 ||
    (minute ?? 0) > 59
  ) {
    return null;
  }
  // Two passes: the offset at the first guess may differ from the offset at the answer near a DST change.
  const guess = naive - offsetMs(zone, naive);
  return naive - offsetMs(zone, guess);
}

/**
 * `wallTimeToMs` as a fixed-width ISO instant in UTC (app/lib/instant.ts); null also when that instant
 * falls outside years 0000-9999 ('9999-12-31T23:59' in New York is in year 10000 in UTC).
 */
export function wallTimeToUtc(wallTime: string, zone: string): string | null {
  const ms = wallTimeToMs(wallTime, zone);
  return ms === null ? null : fixedWidthInstant(ms);
}

/** An ISO instant as the datetime-local value showing it in `zone` ('2026-12-01T09:30'). */
export function utcToWallTime(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return fixedWidthInstant(ms + offsetMs(zoneOrUtc(zone), ms))?.slice(0, 16) ?? '';
}

/** 'Europe/Berlin (GMT+1)', or 'UTC': which zone a time is in, with its offset at `at`. */
export function zoneLabel(zone: string, at: Date | string = new Date()): string {
  if (zone === UTC) return UTC;
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zoneOrUtc(zone), timeZoneName: 'shortOffset' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? `${zone.replace(/_/g, ' ')} (${name})` : zone;
}
