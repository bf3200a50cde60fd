/**
 * Tells the server the staff member's time zone: once the studio has hydrated, the browser's IANA
 * zone is kept in a cookie, so that every studio page after it (and a form posted before it
 * hydrates) shows and reads "Publish at" in that zone (app/lib/time-zone.ts;
 * docs/decisions/scheduled-jobs.md). Not personal and not secret, so readable by this script.
 */
import { createContext, use, useEffect } from 'react';
import { readCookie, setCookieHeader } from '../../lib/cookies.ts';
import { isTimeZone, STUDIO_TIME_ZONE_COOKIE, UTC } from '../../lib/time-zone.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function useStudioTimeZoneCookie(): void {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isTimeZone(zone) || readCookie(document.cookie, STUDIO_TIME_ZONE_COOKIE) === zone) return;
    // Site-wide: the studio's data requests (/admin.data) are outside /admin. The page cache ignores it.
    // biome-ignore lint/suspicious/noDocumentCookie: the one cookie the browser writes, in the site's format (lib/cookies.ts)
    document.cookie = setCookieHeader(STUDIO_TIME_ZONE_COOKIE, zone, {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
      maxAge: ONE_YEAR_SECONDS,
    });
  }, []);
}

/** The staff member's time zone as the server read it from the cookie: the studio layout provides it. */
export const StudioTimeZone = createContext<string>(UTC);

/** The zone the studio shows times in, the same on the server and while hydrating. */
export const useStudioTimeZone = (): string => use(StudioTimeZone);
