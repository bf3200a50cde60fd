/**
 * Dates as the studio shows them. Always in UTC, so the server's rendering and the browser's
 * hydration agree whatever the machine's time zone.
 */
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** 'Nov 21, 2026' */
export const formatAdminDate = (iso: string): string => dateFormat.format(new Date(iso));

/** 'Nov 21, 2026, 3:04 PM UTC' */
export const formatAdminDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
