/**
 * The settings form (issue 29): one schema, the action's authority. It reads the form's flat fields
 * (social links as numbered rows, so the form works without JavaScript) and gives the settings, or
 * one message per field, keyed by the field's name.
 */
import type { FieldErrors } from '../../lib/schemas/field-errors.ts';
import { z } from '../../lib/schemas/zod.ts';
import { MAX_SOCIAL_LINKS, type SiteSettings } from '../../lib/site-settings.ts';

/** The settings screen's address. */
export const SETTINGS_PATH = '/admin/settings';

export const SETTINGS_LIMITS = {
  companyName: 120,
  email: 254,
  phone: 30,
  postalAddress: 300,
  socialLabel: 40,
  url: 500,
  image: 500,
  footerTagline: 200,
  cookieTitle: 80,
  cookieBody: 400,
} as const;

export const SETTINGS_MESSAGES = {
  companyNameRequired: 'Enter the company’s name',
  emailRequired: 'Enter the contact e-mail address',
  emailInvalid: 'Enter an e-mail address like hello@example.com',
  phoneRequired: 'Enter the phone number',
  phoneInvalid:
    'Enter a phone number of digits, spaces, brackets and dashes, with an optional leading +, like +1 (415) 555-0134',
  phoneDigits: 'A phone number has 6 to 20 digits',
  addressRequired: 'Enter the postal address',
  httpsUrl: 'Enter an address starting with https://, like https://www.linkedin.com/company/example',
  bookingUrl:
    'Enter the booking page’s address starting with https://, or leave it empty to offer the e-mail form instead',
  socialLabelRequired: 'Name the link (e.g. LinkedIn)',
  socialUrlRequired: 'Enter the link’s address, starting with https://',
  image: 'Upload an image, or enter the path of one of the site’s images (starting with /)',
  footerTaglineRequired: 'Enter the footer’s tagline',
  cookieTitleRequired: 'Enter the cookie banner’s title',
  cookieBodyRequired: 'Enter the cookie banner’s text',
  controlCharacters: 'Remove the control characters (such as tabs) from this text',
} as const;

const tooLong = (what: string, max: number) => `${what} must be ${max} characters or fewer`;

export const socialLabelField = (index: number) => `socialLabel${index}`;
export const socialUrlField = (index: number) => `socialUrl${index}`;

/** The form's field names, in order. */
export const SETTINGS_FIELDS = [
  'companyName',
  'contactEmail',
  'phone',
  'postalAddress',
  ...Array.from({ length: MAX_SOCIAL_LINKS }, (_, i) => [socialLabelField(i), socialUrlField(i)]).flat(),
  'bookingUrl',
  'defaultOgImage',
  'footerTagline',
  'cookieTitle',
  'cookieBody',
] as const;

export type SettingsFormValues = Record<string, string>;
export type SettingsErrors = FieldErrors;

// Line breaks are allowed in the address and the banner's text only (textareas); nothing else invisible.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL_OR_NEWLINE = /[\u0000-\u001f\u007f]/;

const text = (required: string, what: string, max: number, multiline = false) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, tooLong(what, max))
    .refine((value) => !(multiline ? CONTROL : CONTROL_OR_NEWLINE).test(value), SETTINGS_MESSAGES.controlCharacters);

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const httpsUrl = (message: string) =>
  z.string().trim().max(SETTINGS_LIMITS.url, tooLong('The address', SETTINGS_LIMITS.url)).refine(isHttpsUrl, message);

/** A path of this site's (an upload, or one of its images): the CSP lets images come from the site only. */
const isSiteImagePath = (value: string) => /^\/(?!\/)[^\s\\?#]*$/.test(value) && !value.includes('..');

const phone = z
  .string()
  .trim()
  .min(1, SETTINGS_MESSAGES.phoneRequired)
  .max(SETTINGS_LIMITS.phone, tooLong('The phone number', SETTINGS_LIMITS.phone))
  .regex(/^\+?[\d\s().-]+$/, SETTINGS_MESSAGES.phoneInvalid)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 20;
  }, SETTINGS_MESSAGES.phoneDigits);

const emptyOr = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]);

const fieldsSchema = z.object({
  companyName: text(SETTINGS_MESSAGES.companyNameRequired, 'The company’s name', SETTINGS_LIMITS.companyName),
  contactEmail: z
    .string()
    .trim()
    .min(1, SETTINGS_MESSAGES.emailRequired)
    .max(SETTINGS_LIMITS.email, tooLong('The e-mail address', SETTINGS_LIMITS.email))
    .pipe(z.email({ error: SETTINGS_MESSAGES.emailInvalid })),
  phone,
  postalAddress: text(SETTINGS_MESSAGES.addressRequired, 'The postal address', SETTINGS_LIMITS.postalAddress, true),
  bookingUrl: emptyOr(httpsUrl(SETTINGS_MESSAGES.bookingUrl)),
  defaultOgImage: emptyOr(
    z
      .string()
      .max(SETTINGS_LIMITS.image, tooLong('The image’s address', SETTINGS_LIMITS.image))
      .refine(isSiteImagePath, SETTINGS_MESSAGES.image),
  ),
  footerTagline: text(SETTINGS_MESSAGES.footerTaglineRequired, 'The tagline', SETTINGS_LIMITS.footerTagline),
  cookieTitle: text(SETTINGS_MESSAGES.cookieTitleRequired, 'The banner’s title', SETTINGS_LIMITS.cookieTitle),
  cookieBody: text(SETTINGS_MESSAGES.cookieBodyRequired, 'The banner’s text', SETTINGS_LIMITS.cookieBody, true),
});

const socialLabel = text(SETTINGS_MESSAGES.socialLabelRequired, 'The link’s name', SETTINGS_LIMITS.socialLabel);
const socialUrl = httpsUrl(SETTINGS_MESSAGES.httpsUrl);

const firstMessage = (result: { error?: z.ZodError }) => result.error?.issues[0]?.message;

/** The settings from the form's values, or a message per field. A row with neither name nor address is dropped. */
export function parseSettingsForm(
  values: SettingsFormValues,
): { success: true; data: SiteSettings } | { success: false; errors: SettingsErrors } {
  // Browsers post a textarea's line breaks as CRLF.
  const read = (name: string) => (values[name] ?? '').replace(/\r\n?/g, '\n').trim();
  const errors: SettingsErrors = {};
  const fields = fieldsSchema.safeParse(Object.fromEntries(Object.keys(fieldsSchema.shape).map((k) => [k, read(k)])));
  if (!fields.success) {
    for (const issue of fields.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }

  const socialLinks: SiteSettings['socialLinks'] = [];
  for (let i = 0; i < MAX_SOCIAL_LINKS; i++) {
    const label = read(socialLabelField(i));
    const url = read(socialUrlField(i));
    if (label === '' && url === '') continue;
    const labelResult = socialLabel.safeParse(label);
    const urlResult = url === '' ? null : socialUrl.safeParse(url);
    if (!labelResult.success) errors[socialLabelField(i)] = firstMessage(labelResult);
    if (urlResult === null) errors[socialUrlField(i)] = SETTINGS_MESSAGES.socialUrlRequired;
    else if (!urlResult.success) errors[socialUrlField(i)] = firstMessage(urlResult);
    if (labelResult.success && urlResult?.success) socialLinks.push({ label: labelResult.data, url: urlResult.data });
  }

  if (!fields.success || Object.keys(errors).length > 0) return { success: false, errors };
  const { cookieTitle, cookieBody, ...rest } = fields.data;
  return { success: true, data: { ...rest, socialLinks, cookieBanner: { title: cookieTitle, body: cookieBody } } };
}

/** The form's values showing `settings`. */
export function settingsToFormValues(settings: SiteSettings): SettingsFormValues {
  const values: SettingsFormValues = {
    companyName: settings.companyName,
    contactEmail: settings.contactEmail,
    phone: settings.phone,
    postalAddress: settings.postalAddress,
    bookingUrl: settings.bookingUrl,
    defaultOgImage: settings.defaultOgImage,
    footerTagline: settings.footerTagline,
    cookieTitle: settings.cookieBanner.title,
    cookieBody: settings.cookieBanner.body,
  };
  for (let i = 0; i < MAX_SOCIAL_LINKS; i++) {
    values[socialLabelField(i)] = settings.socialLinks[i]?.label ?? '';
    values[socialUrlField(i)] = settings.socialLinks[i]?.url ?? '';
  }
  return values;
}

/** The form's values as posted (every field, '' for a missing one). */
export function readSettingsForm(form: FormData): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const name of SETTINGS_FIELDS) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
