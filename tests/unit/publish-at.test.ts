/**
 * "Publish at" (issue 18): a datetime-local value in the staff member's zone, stored in UTC
 * (app/lib/time-zone.ts), and the editor's rule for it (app/features/case-studies/case-study-schema.ts): only a draft
 * is checked, a time that is not one is refused, and so is a time already past, or more than five
 * years ahead (issue 26, app/features/case-studies/publish-at.ts).
 */
import { describe, expect, it } from 'vitest';
import { defaultSectionTitles } from '#app/features/case-studies/case-study-copy.ts';
import { emptyFullValues } from '#app/features/case-studies/case-study-form.ts';
import {
  crossFieldErrors,
  PUBLISH_AT_INVALID,
  PUBLISH_AT_PAST,
  PUBLISH_AT_TOO_FAR,
  validateFullEditor,
} from '#app/features/case-studies/case-study-schema.ts';
import { formatAdminDateTime } from '#app/lib/admin-format.ts';
import {
  isTimeZone,
  timeZoneFromCookies,
  utcToWallTime,
  wallTimeToMs,
  wallTimeToUtc,
  zoneLabel,
  zoneOrUtc,
} from '#app/lib/time-zone.ts';

describe('wall-clock times in a time zone', () => {
  it.each([
    ['2026-12-01T09:30', 'UTC', '2026-12-01T09:30:00.000Z'],
    ['2026-12-01T09:30', 'Europe/Berlin', '2026-12-01T08:30:00.000Z'],
    ['2026-07-01T09:30', 'Europe/Berlin', '2026-07-01T07:30:00.000Z'],
    ['2026-12-01T09:30', 'America/New_York', '2026-12-01T14:30:00.000Z'],
    ['2026-12-01T09:30', 'Asia/Kolkata', '2026-12-01T04:00:00.000Z'],
    ['2026-12-31T23:59', 'Pacific/Auckland', '2026-12-31T10:59:00.000Z'],
    // A time skipped when the clocks go forward is moved forward with them (02:30 -> 03:30 CEST).
    ['2026-03-29T02:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
  ])('%s in %s is %s', (wall, zone, utc) => {
    expect(wallTimeToUtc(wall, zone)).toBe(utc);
    if (!wall.startsWith('2026-03-29')) expect(utcToWallTime(utc, zone)).toBe(wall);
  });

  it.each([
    ['2026-02-30T09:30', 'UTC'],
    ['2026-12-01T24:00', 'UTC'],
    ['2026-12-01', 'UTC'],
    ['tomorrow at nine', 'UTC'],
    ['2026-12-01T09:30', 'Mars/Olympus_Mons'],
  ])('refuses %s in %s', (wall, zone) => {
    expect(wallTimeToUtc(wall, zone)).toBeNull();
  });

  it('gives no instant it could not store: a wall time in year 9999 west of UTC is in year 10000', () => {
    // Date#toISOString would say '+010000-01-01T04:59:00.000Z', which sorts before '2026-…' as text.
    expect(wallTimeToMs('9999-12-31T23:59', 'America/New_York')).toBe(Date.UTC(10_000, 0, 1, 4, 59));
    expect(wallTimeToUtc('9999-12-31T23:59', 'America/New_York')).toBeNull();
    expect(wallTimeToUtc('9999-12-31T23:59', 'UTC')).toBe('9999-12-31T23:59:00.000Z');
    expect(wallTimeToUtc('9999-12-31T23:59', 'Europe/Berlin')).toBe('9999-12-31T22:59:00.000Z');
    // Years 0000-0099 are not read as 1900-1999.
    expect(wallTimeToUtc('0099-06-01T12:00', 'UTC')).toBeNull();
    expect(utcToWallTime('+010000-01-01T04:59:00.000Z', 'UTC')).toBe('');
  });

  it('knows real zones only, and falls back to UTC', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Not/A_Zone')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(zoneOrUtc(undefined)).toBe('UTC');
    expect(timeZoneFromCookies('studio_tz=America%2FNew_York; other=1')).toBe('America/New_York');
    expect(timeZoneFromCookies('studio_tz=%3Cscript%3E')).toBe('UTC');
    expect(timeZoneFromCookies(null)).toBe('UTC');
  });

  it('names the zone a time is shown in, with its offset then', () => {
    expect(zoneLabel('UTC')).toBe('UTC');
    expect(zoneLabel('Europe/Berlin', '2026-12-01T08:30:00Z')).toBe('Europe/Berlin (GMT+1)');
    expect(zoneLabel('Europe/Berlin', '2026-07-01T08:30:00Z')).toBe('Europe/Berlin (GMT+2)');
    expect(zoneLabel('America/New_York', '2026-12-01T08:30:00Z')).toBe('America/New York (GMT-5)');
    expect(formatAdminDateTime('2026-12-01T08:30:00.000Z', 'Europe/Berlin')).toBe('Dec 1, 2026, 9:30 AM GMT+1');
    expect(formatAdminDateTime('2026-12-01T08:30:00.000Z')).toBe('Dec 1, 2026, 8:30 AM UTC');
  });
});

describe('the Publish at rule', () => {
  const now = new Date('2026-12-01T08:00:00.000Z');
  const values = (fields: Record<string, string>) => ({
    ...emptyFullValues(defaultSectionTitles, 'Europe/Berlin'),
    title: 'Claims',
    clientName: 'Acme',
    clientIndustry: 'Insurance',
    ...fields,
  });

  it('accepts a future time for a draft, and anything for a study that is not a draft', () => {
    expect(crossFieldErrors(values({ publishAt: '2026-12-01T09:01' }), now)).toEqual({});
    expect(crossFieldErrors(values({ publishAt: '2026-12-01T08:00', status: 'published' }), now)).toEqual({});
    expect(crossFieldErrors(values({ publishAt: '' }), now)).toEqual({});
  });

  it('refuses a past time, read in the zone it was shown in, with a message that says what to do', () => {
    // 09:00 in Berlin is 08:00 UTC: now, so no longer in the future.
    expect(crossFieldErrors(values({ publishAt: '2026-12-01T09:00' }), now)).toEqual({ publishAt: PUBLISH_AT_PAST });
    expect(crossFieldErrors(values({ publishAt: '2026-12-01T09:00', publishAtZone: 'UTC' }), now)).toEqual({});
    expect(PUBLISH_AT_PAST).toBe(
      'Publish at is in the past: choose a later time, or set the status to Published to publish now',
    );
  });

  it('refuses what is not a date and time, or a zone nobody has', () => {
    expect(crossFieldErrors(values({ publishAt: '2026-13-01T09:00' }), now)).toEqual({ publishAt: PUBLISH_AT_INVALID });
    expect(crossFieldErrors(values({ publishAt: '2026-12-02T09:00', publishAtZone: 'Nowhere/Else' }), now)).toEqual({
      publishAt: PUBLISH_AT_INVALID,
    });
  });

  it('refuses a time more than five years ahead, in any zone, with a clear message (issue 26)', () => {
    expect(PUBLISH_AT_TOO_FAR).toBe('Publish at must be within 5 years from now.');
    const tooFar = { publishAt: PUBLISH_AT_TOO_FAR };
    // Five calendar years from 08:00 UTC on 2026-12-01 is 09:00 in Berlin on 2031-12-01.
    expect(crossFieldErrors(values({ publishAt: '2031-12-01T09:00' }), now)).toEqual({});
    expect(crossFieldErrors(values({ publishAt: '2031-12-01T09:01' }), now)).toEqual(tooFar);
    expect(crossFieldErrors(values({ publishAt: '2031-12-01T08:01', publishAtZone: 'UTC' }), now)).toEqual(tooFar);
    for (const zone of ['America/New_York', 'Pacific/Pago_Pago', 'UTC', 'Pacific/Kiritimati']) {
      expect(crossFieldErrors(values({ publishAt: '9999-12-31T23:59', publishAtZone: zone }), now)).toEqual(tooFar);
    }
    expect(crossFieldErrors(values({ publishAt: '2999-01-01T00:00' }), now)).toEqual(tooFar);
    // A leap day five years on is not a day at all: the limit is the same moment on 1 March.
    const leapDay = new Date('2028-02-29T12:00:00.000Z');
    expect(crossFieldErrors(values({ publishAt: '2033-03-01T13:00' }), leapDay)).toEqual({});
    expect(crossFieldErrors(values({ publishAt: '2033-03-01T13:01' }), leapDay)).toEqual(tooFar);
  });

  it('refuses dates that do not exist, rather than moving them', () => {
    for (const publishAt of ['2027-02-29T09:00', '2027-04-31T09:00', '2027-01-01T25:00', '0000-01-01T00:00']) {
      expect(crossFieldErrors(values({ publishAt }), now), publishAt).toEqual({ publishAt: PUBLISH_AT_INVALID });
    }
  });

  it('is part of the full editor’s validation, on the field the Settings tab shows', () => {
    const result = validateFullEditor(values({ publishAt: '2000-01-01T00:00' }));
    expect(result).toEqual({ success: false, errors: { publishAt: PUBLISH_AT_PAST } });
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(validateFullEditor(values({ publishAt: `${nextYear}-01-01T00:00` })).success).toBe(true);
    expect(validateFullEditor(values({ publishAt: `${nextYear + 5}-01-01T00:00` }))).toEqual({
      success: false,
      errors: { publishAt: PUBLISH_AT_TOO_FAR },
    });
  });
});
