/** The words of /admin/settings (issue 29). */
export const settingsCopy = {
  title: 'Site settings',
  description: 'The company’s details, links and short texts every public page and e-mail shows.',
  sections: {
    company: 'Company',
    companyHint: 'Shown in the footer, the contact page, e-mails and the structured data search engines read.',
    social: 'Social links',
    socialHint: 'Shown in the footer, in this order. Leave a row empty to leave it out.',
    site: 'Booking and sharing',
    texts: 'Footer and cookie banner',
  },
  labels: {
    companyName: 'Company name',
    contactEmail: 'Contact e-mail',
    phone: 'Phone',
    postalAddress: 'Postal address',
    socialLabel: (n: number) => `Link ${n} name`,
    socialUrl: (n: number) => `Link ${n} address`,
    bookingUrl: 'Booking link',
    defaultOgImage: 'Default social image',
    footerTagline: 'Footer tagline',
    cookieTitle: 'Cookie banner title',
    cookieBody: 'Cookie banner text',
  },
  hints: {
    companyName: 'The legal name, as in the footer’s copyright line.',
    bookingUrl: 'The booking page shown on the contact page (https). Leave it empty to offer the e-mail form instead.',
    defaultOgImage: 'Shown when a page is shared and has no image of its own. Without one, the built-in image is used.',
    cookieBody: 'A link to the Cookie Policy follows this text.',
  },
  save: 'Save settings',
  saved: 'Settings saved',
  savedDescription: 'Every page shows them from its next visit.',
  saveFailed: 'Could not save the settings',
  tryAgain: 'Nothing was changed. Please try again in a moment.',
  unreadable: 'The form could not be read. Reload the page and try again.',
  errorSummary: 'The settings were not saved. Correct the fields marked below.',
  restoredDescription:
    'The site shows this version of the settings again; the version it replaced stays in the history.',
  historyIntro:
    'Every saved version of the settings, newest first. Choose one to compare it with the current settings.',
  historyEmpty: 'The settings have not been changed yet: the site shows its defaults.',
  historyTab: 'History',
  settingsTab: 'Settings',
  lastSaved: (who: string, when: string) => `Last saved by ${who} at ${when}.`,
  atDefaults: 'Never changed: these are the site’s defaults.',
  conflict: (who: string, when: string) => `The settings were changed by ${who} at ${when} after you opened them.`,
} as const;

/** What the History tab and the audit log call each setting. */
export const settingsFieldLabels = {
  companyName: 'Company name',
  contactEmail: 'Contact e-mail',
  phone: 'Phone',
  postalAddress: 'Postal address',
  socialLinks: 'Social links',
  bookingUrl: 'Booking link',
  defaultOgImage: 'Default social image',
  footerTagline: 'Footer tagline',
  cookieBanner: 'Cookie banner',
} as const;
