/**
 * Dates as the studio shows them. In UTC unless a zone is given, so the server's rendering and the browser's
 * hydration agree whatever the machine's time zone.
 */
import { zoneFormatters } from './zone-formatters.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** In the staff member's zone: one formatter per zone in use, by its canonical name. */
export const dateTimeFormatters = zoneFormatters({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'Nov 21, 2026' */
export const formatAdminDate = (iso: string): string => dateFormat.format(new Date(iso));

/**
 * 'Nov 21, 2026, 3:04 PM UTC'; in `timeZone` (a known IANA zone) when given, which the server and the
 * browser must then both be given (a schedule in the staff member's zone: app/lib/time-zone.ts).
 */
export const formatAdminDateTime = (iso: string, timeZone = 'UTC'): string =>
  dateTimeFormatters.get(timeZone).format(new Date(iso));
