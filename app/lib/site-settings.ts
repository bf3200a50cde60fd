/**
 * The site settings (issue 29; docs/decisions/site-settings.md): the company's details, links and
 * short texts that staff change in /admin/settings and that the footer, the structured data, the
 * contact page, the e-mails, the booking frame, the cookie banner and the social cards show.
 */

export interface SocialLink {
  label: string;
  /** An https address. */
  url: string;
}

export interface SiteSettings {
  /** The company's legal name: the footer's copyright line, the Organization's legalName, e-mail footers. */
  companyName: string;
  contactEmail: string;
  phone: string;
  postalAddress: string;
  socialLinks: SocialLink[];
  /** The booking page framed on the contact page (https), or '' for the e-mail fallback. */
  bookingUrl: string;
  /** The social card's image when a page has none: a path on this site, or '' for the built-in one. */
  defaultOgImage: string;
  footerTagline: string;
  cookieBanner: { title: string; body: string };
}

/** The company's details an e-mail's footer gives. */
export type CompanyDetails = Pick<SiteSettings, 'companyName' | 'contactEmail' | 'phone' | 'postalAddress'>;

/**
 * What every page shows of the settings, in the root loader's data: not the booking link (the
 * contact page's loader frames it) nor the cookie banner's words (the public layout's loader sends
 * them only to a visitor who has not chosen yet).
 */
export type PublicSiteSettings = Omit<SiteSettings, 'bookingUrl' | 'cookieBanner'>;

export function publicSettings({ bookingUrl: _, cookieBanner: __, ...shown }: SiteSettings): PublicSiteSettings {
  return shown;
}

/** How many social links the settings hold (the form's rows). */
export const MAX_SOCIAL_LINKS = 6;

/** The built-in social card image, used when the settings name none. */
export const BUILT_IN_OG_IMAGE = '/images/og-default.png';

/** A `tel:` address for a phone number as people write it. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
