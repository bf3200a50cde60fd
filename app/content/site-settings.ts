/**
 * The site settings' defaults: what the site showed before they could be changed (brand.ts, the
 * footer, the cookie banner). A database whose settings were never saved shows exactly these, and
 * their first save keeps them as version 1. The booking link's default is SCHEDULER_URL, read
 * again until the first save (docs/decisions/site-settings.md).
 */
import type { SiteSettings } from '../lib/site-settings.ts';
import { brand } from './brand.ts';

export function defaultSiteSettings(bookingUrl: string | null | undefined): SiteSettings {
  return {
    companyName: brand.legalName,
    contactEmail: brand.emails.hello,
    phone: brand.phone,
    postalAddress: brand.address,
    socialLinks: [],
    bookingUrl: bookingUrl ?? '',
    defaultOgImage: '',
    footerTagline: brand.tagline,
    cookieBanner: {
      title: 'We only use essential cookies',
      body: 'They remember this choice and keep our forms working. No analytics or ads, whatever you choose.',
    },
  };
}
