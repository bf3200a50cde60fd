/**
 * The formatters kept per time zone (app/lib/zone-formatters.ts) for the `studio_tz` cookie, which
 * anyone can write (issue 26): every spelling of a zone shares its canonical zone's formatter, and
 * however many zones are asked for, only the most recently used few are kept.
 */
import { describe, expect, it } from 'vitest';
import { dateTimeFormatters, formatAdminDateTime } from '#app/lib/admin-format.ts';
import {
  canonicalTimeZone,
  timeZoneFromCookies,
  utcToWallTime,
  wallClockFormatters,
  wallTimeToUtc,
} from '#app/lib/time-zone.ts';
import { ZONE_FORMATTER_LIMIT, zoneFormatters } from '#app/lib/zone-formatters.ts';

/** `count` different letter-case spellings of `zone` (its letters upper-cased by the bits of i). */
function spellings(zone: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    let bit = 0;
    return zone.replace(/[a-z]/gi, (letter) => {
      const upper = (i >> bit++) & 1;
      return upper ? letter.toUpperCase() : letter.toLowerCase();
    });
  });
}

describe('formatters per time zone', () => {
  it('keeps one formatter per canonical zone, however many spellings of it arrive', () => {
    const variants = spellings('Europe/Berlin', 300);
    expect(new Set(variants).size).toBe(300);
    // What the studio's loaders do with a cookie, and what the views do with the zone they get.
    expect(timeZoneFromCookies('studio_tz=Europe/Berlin')).toBe('Europe/Berlin');
    formatAdminDateTime('2026-12-01T08:30:00.000Z', 'Europe/Berlin');
    const [clocks, dates] = [wallClockFormatters.size, dateTimeFormatters.size];

    for (const variant of variants) {
      expect(timeZoneFromCookies(`studio_tz=${encodeURIComponent(variant)}`)).toBe('Europe/Berlin');
      expect(wallTimeToUtc('2026-12-01T09:30', variant)).toBe('2026-12-01T08:30:00.000Z');
      expect(utcToWallTime('2026-12-01T08:30:00.000Z', variant)).toBe('2026-12-01T09:30');
      expect(formatAdminDateTime('2026-12-01T08:30:00.000Z', variant)).toBe('Dec 1, 2026, 9:30 AM GMT+1');
    }
    expect(wallClockFormatters.size).toBe(clocks);
    expect(dateTimeFormatters.size).toBe(dates);
  });

  it('names a zone by its canonical name, and knows nothing else', () => {
    expect(canonicalTimeZone('AMERICA/NEW_YORK')).toBe('America/New_York');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('x'.repeat(65))).toBeNull();
    expect(canonicalTimeZone(42)).toBeNull();
  });

  it('keeps only the most recently used zones, and still formats an evicted one right', () => {
    const formatters = zoneFormatters({ hour: 'numeric', hourCycle: 'h23' });
    const zones = Intl.supportedValuesOf('timeZone').slice(0, ZONE_FORMATTER_LIMIT * 4);
    for (const zone of zones) formatters.get(zone.toLowerCase());
    expect(formatters.size).toBe(ZONE_FORMATTER_LIMIT);
    const noon = new Date('2026-12-01T12:00:00.000Z');
    expect(formatters.get('Europe/Berlin').format(noon)).toBe('13');
    expect(formatters.get('Asia/Kolkata').format(noon)).toBe('17');
    // Used recently, so kept: a further zone evicts the least recently used one, not this.
    for (const zone of zones.slice(0, ZONE_FORMATTER_LIMIT - 1)) formatters.get(zone);
    expect(formatters.canonical('europe/berlin')).toBe('Europe/Berlin');
    expect(formatters.size).toBe(ZONE_FORMATTER_LIMIT);
    expect(() => formatters.get('Not/A_Zone')).toThrow(RangeError);
  });

  it('formats with the zone that was asked for after many others came and went', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      formatAdminDateTime('2026-12-01T08:30:00.000Z', zone);
      wallTimeToUtc('2026-12-01T09:30', zone);
    }
    expect(wallClockFormatters.size).toBeLessThanOrEqual(ZONE_FORMATTER_LIMIT);
    expect(dateTimeFormatters.size).toBeLessThanOrEqual(ZONE_FORMATTER_LIMIT);
    expect(wallTimeToUtc('2026-12-01T09:30', 'america/new_york')).toBe('2026-12-01T14:30:00.000Z');
    expect(formatAdminDateTime('2026-12-01T08:30:00.000Z', 'asia/tokyo')).toBe('Dec 1, 2026, 5:30 PM GMT+9');
  });
});
