import { describe, expect, it } from 'vitest';
import { BOOKING_FRAME_HEIGHT, bookingEmbedUrl } from '#app/features/contact/booking-embed.ts';

describe('the booking frame (SPEC 2.4)', () => {
  it('is 730 pixels high', () => {
    expect(BOOKING_FRAME_HEIGHT).toBe(730);
  });

  it('passes the host name and hides the landing page, consent banner and event details', () => {
    const url = new URL(bookingEmbedUrl('https://calendly.com/brightflow/consultation', 'www.brightflow.io'));
    expect(url.origin + url.pathname).toBe('https://calendly.com/brightflow/consultation');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      embed_domain: 'www.brightflow.io',
      embed_type: 'Inline',
      hide_landing_page_details: '1',
      hide_gdpr_banner: '1',
      hide_event_type_details: '1',
    });
  });

  it('keeps parameters the configured URL already has', () => {
    const url = new URL(bookingEmbedUrl('https://book.example.com/team?month=2026-12', 'localhost'));
    expect(url.searchParams.get('month')).toBe('2026-12');
    expect(url.searchParams.get('embed_domain')).toBe('localhost');
  });
});
