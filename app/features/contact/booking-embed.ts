/**
 * The booking page embedded on /contact (SPEC 2.4): the booking service is told which site embeds it and
 * asked to hide its own landing page, cookie-consent banner and event details, since the page
 * around it already says all that. The parameter names are the ones Calendly-style booking pages read.
 */
export const BOOKING_FRAME_HEIGHT = 730;

export function bookingEmbedUrl(bookingUrl: string, embedHost: string): string {
  const url = new URL(bookingUrl);
  url.searchParams.set('embed_domain', embedHost);
  url.searchParams.set('embed_type', 'Inline');
  url.searchParams.set('hide_landing_page_details', '1');
  url.searchParams.set('hide_gdpr_banner', '1');
  url.searchParams.set('hide_event_type_details', '1');
  return url.toString();
}

/** The frame's address for this site (the site settings' booking link), or null when there is none. */
export function bookingFrameSrc(config: { bookingUrl: string | null | undefined; publicUrl: string }): string | null {
  return config.bookingUrl ? bookingEmbedUrl(config.bookingUrl, new URL(config.publicUrl).hostname) : null;
}
